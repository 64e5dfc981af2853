/**
 * An emailed verification link opens `/{uri}/register?emailAddress=…&verificationCode=…`
 * (core-journey §2 "Email link"). The site takes both out of the address bar at once (the code must not
 * stay in the history, nor travel on to the next steps' URLs) and hands them to `<campaign-register>`,
 * which checks them with POST /fan-email-verify. Taken once the campaign is parsed, so its schema has
 * loaded (sdk/campaign/lazy-lookup.ts, issue 22).
 */
import type { EmailLinkParams } from "../sdk/api/schemas/verification.js";
import { requireFirstViewSchemas } from "../sdk/campaign/lazy-lookup.js";

const PARAMS = ["emailAddress", "verificationCode"] as const;

/** The link's address and code, parsed; removed from `location` (also when malformed). */
export function takeEmailLink(
  loc: Pick<Location, "href"> = location,
  hist: Pick<History, "replaceState"> = history,
): EmailLinkParams | undefined {
  const url = new URL(loc.href);
  if (!PARAMS.some((name) => url.searchParams.has(name))) return undefined;
  const parsed = requireFirstViewSchemas().EmailLinkParamsSchema.safeParse({
    emailAddress: url.searchParams.get("emailAddress") ?? undefined,
    verificationCode: url.searchParams.get("verificationCode") ?? undefined,
  });
  for (const name of PARAMS) url.searchParams.delete(name);
  hist.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  if (!parsed.success) console.warn("[site] ignored a malformed verification link", parsed.error.issues);
  return parsed.success ? parsed.data : undefined;
}
