// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectRemoteSignup } from "./remote-signup.js";

const SITE = "https://site.example";

/** A fake frame: records what the form posts; `answer` dispatches a message as if from the frame. */
function fakeFrame() {
  const posted: { message: unknown; origin: string }[] = [];
  const contentWindow = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const frame = {
    src: `${SITE}/widget/remote-signup/?campaign=p/x`,
    contentWindow,
  } as unknown as HTMLIFrameElement;
  const answer = (data: unknown, origin = SITE, source: unknown = contentWindow) =>
    window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
  return { frame, posted, answer };
}

const config = {
  campaignOid: "cmp_x",
  campaignName: "X",
  fields: [{ key: "emailAddress", name: "Email Address", required: true }],
};

describe("the remote-signup helper", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for the config at the frame's origin, again until answered, and resolves with it", async () => {
    const { frame, posted, answer } = fakeFrame();
    const signup = connectRemoteSignup(frame, { retryMs: 100 });
    const answered = signup.requestConfig();
    await vi.advanceTimersByTimeAsync(250);
    expect(posted).toHaveLength(3);
    expect(posted[0]).toEqual({ message: { v: 1, action: "requestConfig" }, origin: SITE });
    answer({ v: 1, action: "config", config });
    await expect(answered).resolves.toEqual(config);
    await vi.advanceTimersByTimeAsync(500);
    expect(posted).toHaveLength(3);
    signup.close();
  });

  it("submits once the frame is ready and resolves with the result and its errors", async () => {
    const { frame, posted, answer } = fakeFrame();
    const signup = connectRemoteSignup(frame);
    const result = signup.submitForm({ emailAddress: "nope" });
    await vi.advanceTimersByTimeAsync(10);
    expect(posted).toEqual([]);
    answer({ v: 1, action: "ready" });
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([
      { message: { v: 1, action: "submitForm", form: { emailAddress: "nope" } }, origin: SITE },
    ]);
    answer({
      v: 1,
      action: "submitResult",
      success: false,
      errors: { emailAddress: "Your Email Address is invalid" },
    });
    await expect(result).resolves.toEqual({
      success: false,
      errors: { emailAddress: "Your Email Address is invalid" },
    });
    signup.close();
  });

  it("ignores answers from another origin, another window or of another shape", async () => {
    const { frame, answer } = fakeFrame();
    const signup = connectRemoteSignup(frame, { timeoutMs: 1000 });
    const answered = signup.requestConfig();
    answer({ v: 1, action: "config", config }, "https://evil.example");
    answer({ v: 1, action: "config", config }, SITE, {});
    answer({ v: 2, action: "config", config });
    answer({ v: 1, action: "config", config: { fields: "all" } });
    const failed = expect(answered).rejects.toThrow(/no config answer within 1000 ms/);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    signup.close();
  });

  it("rejects on the frame's error answer", async () => {
    const { frame, answer } = fakeFrame();
    const signup = connectRemoteSignup(frame);
    const answered = signup.requestConfig();
    answer({ v: 1, action: "error", success: false, error: "Unknown or malformed message" });
    await expect(answered).rejects.toThrow("Unknown or malformed message");
    signup.close();
  });
});
