// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://site.example/widget/remote-signup/?campaign=p/x&domain=promoter.example&hash=abc" }
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../sdk/api/client.js";
import { CampaignSchema } from "../../sdk/api/schemas/campaign.js";

const campaign = CampaignSchema.parse({
  oid: "cmp_1",
  uri: "p/x",
  urlSlug: "x",
  type: "presale",
  name: "X",
  promoterOid: "pro_1",
  registrations: { fields: [{ key: "firstName", name: "First", optional: false }] },
});

let releaseLookup: () => void = () => undefined;
let domainValid = true;
let signupMs = 0;
const signups: unknown[] = [];
vi.mock("../../sdk/campaign/lookup-campaign.js", () => ({
  lookupCampaign: () =>
    new Promise((resolve) => {
      releaseLookup = () => resolve({ campaign });
    }),
}));
vi.mock("../../sdk/api/call-api.js", () => ({
  callApi: async (_client: unknown, call: { id: string }, request: { body?: unknown }) => {
    if (call.id === "validateExternalDomain") return { status: 200, data: { valid: domainValid } };
    signups.push(request.body);
    await new Promise((resolve) => setTimeout(resolve, signupMs));
    return { status: 201, data: { success: true } };
  },
}));

const { startRemoteSignup, DOMAIN_REFUSED, refusalErrors } = await import("./remote-signup.js");
const { ApiError } = await import("../../sdk/api/errors.js");
const { bufferMessages } = await import("./message-buffer.js");

const FORM = "https://www.promoter.example";
const parent = { postMessage: vi.fn() };
const client = {} as ApiClient;
const post = (data: unknown, origin = FORM, source: unknown = parent) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
const answers = () => parent.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the remote-signup frame", () => {
  let error: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    Object.defineProperty(window, "parent", { value: parent, configurable: true });
    parent.postMessage.mockClear();
    signups.length = 0;
    domainValid = true;
    signupMs = 0;
    error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  let buffer: ReturnType<typeof bufferMessages> | undefined;
  afterEach(() => {
    buffer?.stop(); // each test's frame stops listening
    vi.restoreAllMocks();
  });

  /** Starts the frame with its early buffer, as site/main.ts does; answers come once the lookup is released. */
  function start() {
    buffer = bufferMessages(window);
    const own = buffer;
    return { started: () => startRemoteSignup(client, own) };
  }

  describe("given a form that posts before the frame has checked its domain", () => {
    it("keeps the messages and answers them in order once the domain checks out", async () => {
      const { started } = start();
      post({ v: 1, action: "requestConfig" });
      const running = started();
      post({ v: 1, action: "submitForm", form: { emailAddress: "ada@example.com", firstName: "Ada" } });
      await settle();
      expect(answers()).toEqual([]);
      releaseLookup();
      await running;
      await settle();
      expect(answers().map((a) => a.message)).toEqual([
        {
          v: 1,
          action: "config",
          config: expect.objectContaining({ campaignOid: "cmp_1", campaignName: "X" }),
        },
        { v: 1, action: "submitResult", success: true },
      ]);
      expect(answers().every((a) => a.origin === FORM)).toBe(true);
      expect(signups).toEqual([
        expect.objectContaining({ emailAddress: "ada@example.com", domain: "promoter.example" }),
      ]);
    });
  });

  describe("given two submits at once, the first waiting for the server", () => {
    it("answers each in the order asked, so a form's answer is its own (answers carry no id)", async () => {
      const { started } = start();
      const running = started();
      releaseLookup();
      await running;
      signupMs = 50;
      post({ v: 1, action: "submitForm", form: { emailAddress: "ada@example.com", firstName: "Ada" } });
      post({ v: 1, action: "submitForm", form: { emailAddress: "not-an-address", firstName: "Bo" } });
      await vi.waitFor(() => expect(answers()).toHaveLength(2), { timeout: 2000 });
      expect(answers().map((a) => a.message)).toEqual([
        { v: 1, action: "submitResult", success: true },
        {
          v: 1,
          action: "submitResult",
          success: false,
          errors: expect.objectContaining({ emailAddress: expect.any(String) }),
        },
      ]);
    });
  });

  describe("given messages the frame must not act on", () => {
    it("ignores a sibling frame, silently", async () => {
      const { started } = start();
      const running = started();
      releaseLookup();
      await running;
      post({ v: 1, action: "requestConfig" }, FORM, { postMessage: vi.fn() });
      await settle();
      expect(answers()).toEqual([]);
      expect(error).not.toHaveBeenCalled();
    });

    it("refuses and logs an origin that is not the verified domain", async () => {
      const { started } = start();
      const running = started();
      releaseLookup();
      await running;
      post({ v: 1, action: "submitForm", form: { emailAddress: "x@example.com" } }, "https://evil.example");
      await settle();
      expect(error).toHaveBeenCalledWith(DOMAIN_REFUSED);
      expect(answers()).toEqual([]);
      expect(signups).toEqual([]);
    });

    it("refuses everything when the domain and hash do not check out", async () => {
      domainValid = false;
      const { started } = start();
      post({ v: 1, action: "requestConfig" });
      const running = started();
      releaseLookup();
      await running;
      await settle();
      expect(error).toHaveBeenCalledWith(DOMAIN_REFUSED);
      expect(answers()).toEqual([]);
    });

    it("logs an unknown action and answers it, and a malformed payload, with a clear error", async () => {
      const { started } = start();
      const running = started();
      releaseLookup();
      await running;
      post({ v: 1, action: "deleteEverything" });
      post({ v: 1, action: "submitForm", form: "ada@example.com" });
      await settle();
      expect(warn).toHaveBeenCalledWith("[remote signup] unknown action: deleteEverything");
      expect(answers().map((a) => a.message)).toEqual([
        {
          v: 1,
          action: "error",
          success: false,
          error: expect.stringContaining('Unknown action "deleteEverything"'),
        },
        {
          v: 1,
          action: "error",
          success: false,
          error: expect.stringContaining("Malformed submitForm message"),
        },
      ]);
      expect(signups).toEqual([]);
    });
  });
});

describe("a refusal from the server", () => {
  it("is the named field's error when the field is the form's", () => {
    const refusal = new ApiError("Your Mobile Number is required", 400, {
      message: "Your Mobile Number is required",
      statusCode: 400,
      field: "mobileNumber",
    });
    expect(refusalErrors(refusal)).toEqual({ mobileNumber: "Your Mobile Number is required" });
  });

  it("is the custom field's error, under its key, when the server names one", () => {
    const refusal = new ApiError("Your City is invalid", 400, { field: "customFields.city_to_attend" });
    expect(refusalErrors(refusal)).toEqual({ city_to_attend: "Your City is invalid" });
  });

  it("is the form's error otherwise", () => {
    const ended = new ApiError("Registrations for this campaign have ended", 400, { field: "campaignOid" });
    expect(refusalErrors(ended)).toEqual({ form: "Registrations for this campaign have ended" });
    expect(refusalErrors(new ApiError("Service unavailable", 503, "down"))).toEqual({
      form: "Service unavailable",
    });
    expect(refusalErrors(new TypeError("Failed to fetch"))).toEqual({ form: "Failed to fetch" });
  });
});
