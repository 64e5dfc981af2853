// Property-based checks (issue 9): what a third-party page posts to the remote-signup frame is parsed
// without throwing, a well-formed message parses to itself, a refused one is explained without
// throwing, and the origin check never accepts a host other than the verified domain.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  describeRefusedMessage,
  originMatchesDomain,
  RemoteSignupMessageSchema,
  RemoteSignupQuerySchema,
} from "./remote-signup-rules.js";

describe("remote-signup parsers", () => {
  it("any message or query parses or is refused, never throws", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (message, query) => {
        RemoteSignupMessageSchema.safeParse(message);
        RemoteSignupQuerySchema.safeParse(query);
      }),
    );
  });

  it("a well-formed message parses to itself after postMessage's structured clone", () => {
    const message = fc.oneof(
      fc.record({ action: fc.constant("requestConfig") }),
      fc.record({
        action: fc.constant("submitForm"),
        form: fc.dictionary(
          fc.string({ maxLength: 15 }).filter((key) => key !== "__proto__"),
          fc.oneof(fc.string(), fc.integer(), fc.boolean()),
        ),
      }),
    );
    fc.assert(
      fc.property(message, fc.constant(1), (sent, v) => {
        // The documented messages carry v: 1, which the frame ignores (it answers v: 1 itself).
        expect(RemoteSignupMessageSchema.parse(structuredClone({ v, ...sent }))).toEqual(sent);
      }),
    );
  });

  it("a form's __proto__ key is dropped, never a prototype", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sent = JSON.parse(`{"action":"submitForm","form":{"__proto__":${JSON.stringify(value)}}}`);
        const parsed = RemoteSignupMessageSchema.parse(structuredClone(sent));
        expect(parsed).toEqual({ action: "submitForm", form: {} });
        expect(Object.getPrototypeOf(parsed.action === "submitForm" && parsed.form)).toBe(Object.prototype);
      }),
    );
  });

  it("a refused message is explained without throwing, whatever it carries", () => {
    const hostile = fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true });
    const withAction = hostile.map((action) => ({ action }));
    fc.assert(
      fc.property(fc.oneof(hostile, withAction), (data) => {
        if (RemoteSignupMessageSchema.safeParse(data).success) return;
        const refused = describeRefusedMessage(data);
        expect(refused.action.length).toBeLessThanOrEqual(60);
        expect(refused.error).toMatch(/^(Unknown action|Malformed)/);
      }),
    );
  });

  it("an origin matches only its own host, with or without www", () => {
    const host = fc.domain();
    fc.assert(
      fc.property(host, host, fc.constantFrom("http", "https"), (a, b, scheme) => {
        expect(originMatchesDomain(`${scheme}://${a}`, a)).toBe(true);
        expect(originMatchesDomain(`${scheme}://www.${a.replace(/^www\./, "")}`, a)).toBe(true);
        const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
        if (bare(a) !== bare(b)) expect(originMatchesDomain(`${scheme}://${b}`, a)).toBe(false);
        // A look-alike that only ends with the domain is someone else.
        expect(originMatchesDomain(`${scheme}://evil${a}`, a)).toBe(bare(`evil${a}`) === bare(a));
      }),
    );
  });

  it("any string as origin or domain answers a boolean", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (origin, domain) => {
        expect(typeof originMatchesDomain(origin, domain)).toBe("boolean");
      }),
    );
  });
});
