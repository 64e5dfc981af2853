// @vitest-environment happy-dom
// Property-based checks (issue 9): what the remote-signup frame answers is parsed without throwing
// whatever arrives, a well-formed answer parses to itself, and the helper never lets a message that is
// not a well-formed answer settle a waiting request.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REMOTE_SIGNUP_VERSION, RemoteSignupAnswerSchema } from "./protocol.js";
import { connectRemoteSignup } from "./remote-signup.js";

const SITE = "https://site.example";
const anything = fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true });
const v = fc.constant(REMOTE_SIGNUP_VERSION);
const text = fc.string({ maxLength: 30 });
const config = fc.record({
  campaignOid: text,
  campaignName: text,
  fields: fc.array(fc.record({ key: text, name: text, required: fc.boolean() }), { maxLength: 5 }),
});
const answer = fc.oneof(
  fc.record({ v, action: fc.constant("ready" as const) }),
  fc.record({ v, action: fc.constant("config" as const), config }),
  fc.record(
    {
      v,
      action: fc.constant("submitResult" as const),
      success: fc.boolean(),
      // A __proto__ key is dropped by the parser, never made a prototype (site/widget's property test).
      errors: fc.dictionary(
        text.filter((key) => key !== "__proto__"),
        text,
        { maxKeys: 4 },
      ),
    },
    { requiredKeys: ["v", "action", "success"] },
  ),
  fc.record({ v, action: fc.constant("error" as const), success: fc.constant(false as const), error: text }),
);

describe("the remote-signup answers", () => {
  it("anything posted parses or is refused, never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          answer.map((a) => ({ ...a, v: 2 })),
        ),
        (data) => {
          const parsed = RemoteSignupAnswerSchema.safeParse(data);
          if (parsed.success) expect(parsed.data.v).toBe(REMOTE_SIGNUP_VERSION);
        },
      ),
    );
  });

  it("a well-formed answer parses to itself after postMessage's structured clone", () => {
    fc.assert(
      fc.property(answer, (message) => {
        expect(RemoteSignupAnswerSchema.parse(structuredClone(message))).toEqual(message);
      }),
    );
  });

  it("junk from the frame never settles a request; the well-formed config after it does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          anything.filter((data) => !RemoteSignupAnswerSchema.safeParse(data).success),
          {
            maxLength: 5,
          },
        ),
        config,
        async (junk, sent) => {
          const contentWindow = { postMessage: () => undefined };
          const frame = {
            src: `${SITE}/widget/remote-signup/`,
            contentWindow,
          } as unknown as HTMLIFrameElement;
          const signup = connectRemoteSignup(frame, { retryMs: 60_000, timeoutMs: 60_000 });
          let settled = false;
          const request = signup.requestConfig().finally(() => {
            settled = true;
          });
          const post = (data: unknown) =>
            window.dispatchEvent(
              new MessageEvent("message", { data, origin: SITE, source: contentWindow as unknown as Window }),
            );
          for (const data of junk) post(data);
          await Promise.resolve();
          expect(settled).toBe(false);
          post({ v: REMOTE_SIGNUP_VERSION, action: "config", config: sent });
          await expect(request).resolves.toEqual(sent);
          signup.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});
