// Property-based checks (issue 9): the OAuth popup's callback message is parsed without throwing whatever
// a window posts, and a well-formed callback parses to exactly itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OAuthCallbackMessageSchema } from "./spotify.js";

const anything = fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true });
const callback = fc.record(
  {
    type: fc.constant("campaign-oauth-callback" as const),
    provider: fc.constant("spotify" as const),
    state: fc.string({ minLength: 1, maxLength: 200 }),
    code: fc.string({ minLength: 1, maxLength: 2000 }),
    error: fc.string({ minLength: 1, maxLength: 200 }),
  },
  { requiredKeys: ["type", "provider", "state"] },
);

describe("the OAuth callback message", () => {
  it("anything posted parses or is refused, never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          callback.map((m) => ({ ...m, extra: 1 })),
        ),
        (data) => {
          const parsed = OAuthCallbackMessageSchema.safeParse(data);
          if (parsed.success) expect(parsed.data.type).toBe("campaign-oauth-callback");
        },
      ),
    );
  });

  it("a well-formed callback parses to itself, and survives the structured clone of postMessage", () => {
    fc.assert(
      fc.property(callback, (message) => {
        expect(OAuthCallbackMessageSchema.parse(structuredClone(message))).toEqual(message);
      }),
    );
  });

  it("a callback without a state, or from another provider, is refused", () => {
    fc.assert(
      fc.property(callback, fc.string({ maxLength: 10 }), ({ state: _state, ...message }, provider) => {
        expect(OAuthCallbackMessageSchema.safeParse(message).success).toBe(false);
        expect(OAuthCallbackMessageSchema.safeParse({ ...message, state: "s", provider }).success).toBe(
          provider === "spotify",
        );
      }),
    );
  });
});
