import { PreviewTokenSchema } from "../../../sdk/preview/messages.js";
import { hmacSha256, sameDigest } from "../crypto/tokens.js";

// Preview tokens (engagement §6: the page "accepts messages only from trusted origins with a preview
// token"). The admin tool is issued one by whoever holds SERVER_SECRET (in the demo, the promoter's
// demo site on DEMO_PORT embeds a fresh one in /preview.html):
//
//   token = "pv1." + expires + "." + hex(HMAC-SHA256(SERVER_SECRET, "preview:" + expires))
//
// `expires` is Unix seconds. Compute one by hand with
//   e=$(( $(date +%s) + 3600 )); printf 'pv1.%s.%s\n' $e \
//     "$(printf 'preview:%s' $e | openssl dgst -sha256 -hmac "$SERVER_SECRET" | sed 's/^.* //')"

/** How long a token issued by the demo admin page lives. */
export const PREVIEW_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** A token is never accepted further in the future than this (a leaked long-lived token is refused). */
export const PREVIEW_TOKEN_MAX_SECONDS = 7 * 24 * 60 * 60;

export function issuePreviewToken(
  secret: string,
  now = Date.now(),
  ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS,
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `pv1.${expires}.${hmacSha256(secret, `preview:${expires}`)}`;
}

/** Whether `token` (unknown: it comes from a request header) is a well-formed, unexpired token of this secret. */
export function isPreviewTokenValid(secret: string, token: unknown, now = Date.now()): boolean {
  const parsed = PreviewTokenSchema.safeParse(token);
  if (!parsed.success) return false;
  const [, expiresText = "", signature = ""] = parsed.data.split(".");
  const expires = Number(expiresText);
  const seconds = now / 1000;
  if (!(expires > seconds) || expires > seconds + PREVIEW_TOKEN_MAX_SECONDS) return false;
  return sameDigest(hmacSha256(secret, `preview:${expiresText}`), signature);
}
