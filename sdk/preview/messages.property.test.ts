// Property-based checks (issue 9): whatever a window message carries, the preview page's parser answers
// without throwing, and a well-formed preview message parses to itself (with the campaign's defaults
// filled in once: parsing the parsed message again changes nothing).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.js";
import { STEPS } from "../routing/parse-route.js";
import {
  acceptPreviewMessage,
  PREVIEW_MESSAGE_VERSION,
  PreviewInboundMessageSchema,
  PreviewOutboundMessageSchema,
  PreviewTokenSchema,
} from "./messages.js";

const ADMIN = "https://admin.example";
const anything = fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true });
const token = fc
  .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.stringMatching(/^[0-9a-f]{64}$/))
  .map(([expires, hex]) => `pv1.${expires}.${hex}`);
const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 });
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);

const campaignMessage = fc.record(
  {
    type: fc.constant("campaign-preview" as const),
    version: fc.constant(PREVIEW_MESSAGE_VERSION),
    previewToken: token,
    campaign: fc.record({
      oid: slug.map((s) => `cmp_${s}`),
      type: fc.constantFrom("presale", "waitlist", "donate", "preorder"),
      uri: slug.map((s) => `p/${s}`),
      urlSlug: slug,
      name: text,
      promoterOid: fc.constant("prm_demo"),
    }),
    step: fc.option(fc.constantFrom(...STEPS), { nil: null }),
    sampleFan: fc.boolean(),
    language: fc.constantFrom(...LANGUAGES),
  },
  { requiredKeys: ["type", "version", "previewToken", "campaign"] },
);
const tourMessage = fc.record(
  {
    type: fc.constant("tour-preview" as const),
    version: fc.constant(PREVIEW_MESSAGE_VERSION),
    previewToken: token,
    tour: fc.record({
      oid: slug.map((s) => `tour_${s}`),
      name: text,
      urlSlug: slug,
      campaigns: fc.array(fc.record({ name: text, type: fc.constant("presale"), urlSlug: slug }), {
        maxLength: 4,
      }),
    }),
    language: fc.constantFrom(...LANGUAGES),
  },
  { requiredKeys: ["type", "version", "previewToken", "tour"] },
);

describe("the preview page's message parsing", () => {
  it("any message from any origin is accepted or refused with a reason, never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(ADMIN), fc.webUrl(), fc.string()),
        fc.oneof(anything, campaignMessage, tourMessage),
        fc.constantFrom("campaign" as const, "tour" as const),
        (origin, data, page) => {
          const accepted = acceptPreviewMessage({ origin, data }, [ADMIN], page);
          if (!accepted.ok) expect(accepted.reason.length).toBeGreaterThan(0);
          else expect(origin).toBe(ADMIN);
          PreviewOutboundMessageSchema.safeParse(data);
        },
      ),
    );
  });

  it("a well-formed preview message parses to itself, and parsing again changes nothing", () => {
    fc.assert(
      fc.property(fc.oneof(campaignMessage, tourMessage), (message) => {
        const parsed = PreviewInboundMessageSchema.parse(structuredClone(message));
        // The schema only adds defaults: everything the admin tool sent is there as sent.
        expect(parsed).toMatchObject(message);
        expect(PreviewInboundMessageSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
        const page = message.type === "tour-preview" ? "tour" : "campaign";
        expect(acceptPreviewMessage({ origin: ADMIN, data: message }, [ADMIN], page)).toEqual({
          ok: true,
          message: parsed,
        });
      }),
      { numRuns: 60 },
    );
  });

  it("a message differing in its version, type or token is refused", () => {
    const broken = fc.oneof(
      campaignMessage.map((m) => ({ ...m, version: 2 })),
      campaignMessage.map((m) => ({ ...m, type: "campaign-preview " })),
      campaignMessage.chain((m) =>
        fc.string({ maxLength: 80 }).map((previewToken) => ({ ...m, previewToken })),
      ),
    );
    fc.assert(
      fc.property(broken, (message) => {
        const valid = PreviewTokenSchema.safeParse(message.previewToken).success;
        const parsed = PreviewInboundMessageSchema.safeParse(message).success;
        expect(parsed).toBe(message.version === 1 && message.type === "campaign-preview" && valid);
      }),
    );
  });
});
