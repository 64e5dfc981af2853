import { afterEach, describe, expect, it, vi } from "vitest";
import { isPermanent } from "./delivery-error.js";
import type { OutgoingMessage } from "./message-sender.js";
import { createTwilioSender } from "./twilio-sender.js";

// The real adapter against Twilio's recorded request and answer shapes (Messages API, 2010-04-01).
// fetch is the one stand-in: this machine cannot reach api.twilio.com.

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "twilio-auth-token-0123456789abcdef";
const TEXT: OutgoingMessage = {
  to: "+61412345678",
  channel: "sms",
  kind: "verification-code",
  code: "12345",
  body: "12345 is your Demo code. It expires in 10 minutes.",
};

/** Twilio's 201 answer to a created message (abridged, the fields as Twilio names them). */
const CREATED = {
  account_sid: SID,
  api_version: "2010-04-01",
  body: TEXT.body,
  date_created: "Thu, 26 Nov 2026 10:00:00 +0000",
  direction: "outbound-api",
  from: "+15005550006",
  sid: "SM1f0e8ae6ade43cb3c0ce4525424e404f",
  status: "queued",
  to: TEXT.to,
  uri: `/2010-04-01/Accounts/${SID}/Messages/SM1f0e8ae6ade43cb3c0ce4525424e404f.json`,
};

const twilioError = (status: number, code: number, message: string) =>
  new Response(
    JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
    { status, headers: { "content-type": "application/json" } },
  );

function stubFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: URL | string, init: RequestInit) => {
      requests.push(new Request(url, init));
      return answer();
    }),
  );
  return requests;
}

const sender = (from = "+15005550006") =>
  createTwilioSender({ accountSid: SID, authToken: TOKEN, from, apiUrl: "https://api.twilio.com" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Twilio sender", () => {
  it("posts the form to the account's Messages.json with Basic auth and answers the message sid", async () => {
    const requests = stubFetch(() => Response.json(CREATED, { status: 201 }));
    expect(await sender().send(TEXT)).toBe(CREATED.sid);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request!.headers.get("authorization")).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
    );
    expect(request!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(await request!.text());
    expect(Object.fromEntries(form)).toEqual({ To: TEXT.to, From: "+15005550006", Body: TEXT.body });
  });

  it("sends from a Messaging Service when TWILIO_FROM is an MG sid", async () => {
    const requests = stubFetch(() => Response.json(CREATED, { status: 201 }));
    const service = `MG${"b2".repeat(16)}`;
    await sender(service).send(TEXT);
    const form = new URLSearchParams(await requests[0]!.text());
    expect(form.get("MessagingServiceSid")).toBe(service);
    expect(form.has("From")).toBe(false);
  });

  it.each([
    [21211, "The 'To' number +61412345678 is not a valid phone number."],
    [21614, "'To' number is not a valid mobile number"],
    [21610, "Attempt to send to unsubscribed recipient"],
  ])("fails for good on error %i", async (code, message) => {
    stubFetch(() => twilioError(400, code, message));
    const failure = await sender()
      .send(TEXT)
      .catch((error: unknown) => error);
    expect(isPermanent(failure)).toBe(true);
    expect(String(failure)).toContain(`Twilio answered 400 (error ${code}): ${message}`);
  });

  it.each([
    [429, 20429, "Too Many Requests"],
    [500, 20500, "Internal Server Error"],
    [503, 20503, "Service Unavailable"],
    [401, 20003, "Authenticate"],
  ])("fails for now (to retry) on %i", async (status, code, message) => {
    stubFetch(() => twilioError(status, code, message));
    const failure = await sender()
      .send(TEXT)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isPermanent(failure)).toBe(false);
    expect(String(failure)).toContain(`Twilio answered ${status}`);
  });

  it("fails for now on a network error and on an answer that is not Twilio's JSON", async () => {
    stubFetch(() => Promise.reject(new TypeError("fetch failed")));
    const network = await sender()
      .send(TEXT)
      .catch((error: unknown) => error);
    expect(isPermanent(network)).toBe(false);
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const html = await sender()
      .send(TEXT)
      .catch((error: unknown) => error);
    expect(isPermanent(html)).toBe(false);
    expect(String(html)).toContain("Twilio answered 502: Bad Gateway");
  });

  it("names its auth token as a secret to keep out of error texts", () => {
    expect(sender().secrets).toContain(TOKEN);
  });
});
