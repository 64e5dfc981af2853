import { z } from "zod/mini";
import { CampaignSchema } from "../api/schemas/campaign.js";
import { TourSchema } from "../api/schemas/tour.js";
import { languageSchema } from "../i18n/language-schema.js";
import { stepSchema } from "../routing/step-schema.js";

// Preview mode (engagement §6): an admin tool on a trusted origin frames /preview-page/campaign/ or
// /preview-page/tour/ and drives it with window messages. Both sides parse every message with these
// schemas; a message that does not parse, or comes from another origin, is ignored. See docs/preview.md.

/** The version of the message format; a page ignores versions it does not know. */
export const PREVIEW_MESSAGE_VERSION = 1;

/** The header the preview page sends its preview token in (POST /campaign-preview, /fan-preview, GET /tour-preview). */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";

/**
 * `pv1.{expires}.{signature}`: expires in Unix seconds; the signature is the server's hex
 * HMAC-SHA256 of `preview:{expires}` (demo/server/previews/preview-token.ts).
 */
export const PreviewTokenSchema = z
  .string()
  .check(z.regex(/^pv1\.\d{1,12}\.[0-9a-f]{64}$/, "not a preview token"))
  .check(z.describe("A preview token: pv1.{expires}.{hex HMAC}"));

const version = z.literal(PREVIEW_MESSAGE_VERSION);

/** Admin → page: show this campaign, in `language` if given. */
export const CampaignPreviewMessageSchema = z.object({
  type: z.literal("campaign-preview"),
  version,
  previewToken: PreviewTokenSchema,
  campaign: CampaignSchema,
  /** A step; null: the landing page; absent: the step the preview shows now (at first, the URL's). */
  step: z.optional(z.nullable(stepSchema)),
  /** true: screens show a sample fan (POST /fan-preview); default: a visitor (fan and account cleared). */
  sampleFan: z.optional(z.boolean()),
  language: z.optional(languageSchema),
});

/** Admin → page: show this tour's 'Select Location' list. */
export const TourPreviewMessageSchema = z.object({
  type: z.literal("tour-preview"),
  version,
  previewToken: PreviewTokenSchema,
  tour: TourSchema,
  language: z.optional(languageSchema),
});

export const PreviewInboundMessageSchema = z.discriminatedUnion("type", [
  CampaignPreviewMessageSchema,
  TourPreviewMessageSchema,
]);

export type CampaignPreviewMessage = z.infer<typeof CampaignPreviewMessageSchema>;
export type TourPreviewMessage = z.infer<typeof TourPreviewMessageSchema>;
export type PreviewInboundMessage = z.infer<typeof PreviewInboundMessageSchema>;
/** What an admin tool writes (defaults of the campaign may be left out). */
export type PreviewInboundMessageInput = z.input<typeof PreviewInboundMessageSchema>;

export const PreviewPageKindSchema = z.enum(["campaign", "tour"]);
export type PreviewPageKind = z.infer<typeof PreviewPageKindSchema>;

/** Page → admin: `ready` once it listens (send then), `rendered` after a message was shown, `error` when refused. */
export const PreviewOutboundMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("preview-ready"), version, page: PreviewPageKindSchema }),
  z.object({
    type: z.literal("preview-rendered"),
    version,
    page: PreviewPageKindSchema,
    name: z.string(),
    step: z.optional(stepSchema),
  }),
  z.object({ type: z.literal("preview-error"), version, page: PreviewPageKindSchema, message: z.string() }),
]);
export type PreviewOutboundMessage = z.infer<typeof PreviewOutboundMessageSchema>;

/** An origin such as https://admin.example.com (scheme, host, port; no path). */
export const OriginSchema = z.pipe(
  z.url().check(
    z.refine((value) => {
      try {
        return new URL(value).origin === value.replace(/\/$/, "");
      } catch {
        return false;
      }
    }, "an origin has no path, query or fragment"),
  ),
  z.transform((value) => new URL(value).origin),
);

/** Embedded by the server in the preview pages as `<script type="application/json" id="preview-config">`. */
export const PreviewPageConfigSchema = z.object({ origins: z.array(OriginSchema).check(z.maxLength(50)) });
export type PreviewPageConfig = z.infer<typeof PreviewPageConfigSchema>;

/** Only an exact origin of the trusted list may drive a preview page; "null" (data:, sandboxed) never. */
export function isTrustedOrigin(origin: string, trusted: readonly string[]): boolean {
  if (!origin || origin === "null") return false;
  return trusted.includes(origin);
}

export type PreviewAcceptance = { ok: true; message: PreviewInboundMessage } | { ok: false; reason: string };

/**
 * What a preview page does with a window message: only a message from a trusted origin that parses,
 * and is meant for this page (a campaign or a tour), is used. The reason is logged by the page.
 */
export function acceptPreviewMessage(
  event: { origin: string; data: unknown },
  trusted: readonly string[],
  page: PreviewPageKind,
): PreviewAcceptance {
  if (!isTrustedOrigin(event.origin, trusted)) {
    return { ok: false, reason: `origin ${event.origin || "(none)"} is not a trusted preview origin` };
  }
  const parsed = PreviewInboundMessageSchema.safeParse(event.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `not a preview message (${issue?.path.map(String).join(".") || "message"}: ${issue?.message})`,
    };
  }
  const kind: PreviewPageKind = parsed.data.type === "tour-preview" ? "tour" : "campaign";
  if (kind !== page) return { ok: false, reason: `a ${kind} preview sent to the ${page} preview page` };
  return { ok: true, message: parsed.data };
}
