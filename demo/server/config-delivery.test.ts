import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

// issue 17: the delivery settings stop the start when they are wrong or incomplete, naming what to fix.

const PRODUCTION = { SERVER_SECRET: "s".repeat(32) };
const SID = `AC${"0f".repeat(16)}`;
const TWILIO = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_FROM: "+61400000000" };

describe("email settings", () => {
  it("read SMTP_URL and MAIL_FROM into the SMTP settings", () => {
    const config = loadConfig({
      ...PRODUCTION,
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Fan Campaigns <hello@example.com>",
    });
    expect(config.smtp).toEqual({
      url: "smtps://user:pass@mail.example.com:465",
      from: "Fan Campaigns <hello@example.com>",
    });
    expect(loadConfig(PRODUCTION).smtp).toBeUndefined();
  });

  it("stop the start without MAIL_FROM, or with a URL that is not smtp:// or smtps://", () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      /MAIL_FROM is required with SMTP_URL/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, SMTP_URL: "https://mail.example.com", MAIL_FROM: "a@example.com" }),
    ).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() =>
      loadConfig({ ...PRODUCTION, SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "not an address" }),
    ).toThrow(/MAIL_FROM must be an address/);
  });
});

describe("text-message settings", () => {
  it("come all together, with Twilio's API by default", () => {
    expect(loadConfig({ ...PRODUCTION, ...TWILIO }).twilio).toEqual({
      accountSid: SID,
      authToken: "t".repeat(32),
      from: "+61400000000",
      apiUrl: "https://api.twilio.com",
    });
    expect(loadConfig(PRODUCTION).twilio).toBeUndefined();
  });

  it("stop the start when some are missing, naming them", () => {
    expect(() => loadConfig({ ...PRODUCTION, TWILIO_ACCOUNT_SID: SID })).toThrow(
      "Text messages need every Twilio setting: set TWILIO_AUTH_TOKEN and TWILIO_FROM (or unset the others).",
    );
  });

  it("accept a Messaging Service sid as the sender, and refuse a sender that is neither", () => {
    const service = `MG${"ab".repeat(16)}`;
    expect(loadConfig({ ...PRODUCTION, ...TWILIO, TWILIO_FROM: service }).twilio?.from).toBe(service);
    expect(() => loadConfig({ ...PRODUCTION, ...TWILIO, TWILIO_FROM: "0400 000 000" })).toThrow(
      /TWILIO_FROM/,
    );
  });
});

describe("queue settings", () => {
  it("default to 10 attempts from 5 seconds, capped at an hour", () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      MESSAGE_MAX_ATTEMPTS: 10,
      MESSAGE_RETRY_BASE_MS: 5_000,
      MESSAGE_RETRY_MAX_MS: 3_600_000,
    });
    expect(() => loadConfig({ ...PRODUCTION, MESSAGE_MAX_ATTEMPTS: "0" })).toThrow(/MESSAGE_MAX_ATTEMPTS/);
  });
});
