// Property-based checks (issue 9): the loader's hand-written guards and the frame's zod schemas take any
// payload without throwing and agree on every one of them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCampaignUri, parseResize } from "./guards.js";
import { OpenRegisterModalSchema, PROTOCOL_VERSION, ResizeSchema } from "./protocol.js";

// Payloads near the valid shape (so both branches are exercised) and anything at all.
const nearResize = fc.record(
  {
    v: fc.oneof(fc.constant(PROTOCOL_VERSION), fc.anything()),
    width: fc.oneof(fc.double(), fc.integer({ min: 0, max: 100_000 }), fc.anything()),
    height: fc.oneof(fc.double(), fc.integer({ min: 0, max: 100_000 }), fc.anything()),
  },
  { requiredKeys: [] },
);
const nearUri = fc.record(
  {
    v: fc.oneof(fc.constant(PROTOCOL_VERSION), fc.anything()),
    campaignUri: fc.oneof(fc.stringMatching(/^[a-z]\/[a-z0-9-]{1,20}$/), fc.string(), fc.anything()),
  },
  { requiredKeys: [] },
);

describe("bridge message parsers", () => {
  it("resize: the guard and the schema agree on any payload", () => {
    fc.assert(
      fc.property(fc.oneof(nearResize, fc.anything()), (payload) => {
        const guard = parseResize(payload);
        const schema = ResizeSchema.safeParse(payload);
        expect(guard !== undefined).toBe(schema.success);
        if (guard && schema.success) expect(guard).toEqual(schema.data);
      }),
    );
  });

  it("campaign uri: the guard and the schema agree on any payload", () => {
    fc.assert(
      fc.property(fc.oneof(nearUri, fc.anything()), (payload) => {
        const guard = parseCampaignUri(payload);
        const schema = OpenRegisterModalSchema.safeParse(payload);
        expect(guard !== undefined).toBe(schema.success);
        if (schema.success) expect(guard).toBe(schema.data.campaignUri);
      }),
    );
  });
});
