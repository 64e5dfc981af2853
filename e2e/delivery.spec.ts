import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { type SmtpCatcher, startSmtpCatcher } from "../demo/server/testing/smtp-catcher.js";
import { startTwilioStandIn, type TwilioStandIn } from "../demo/server/testing/twilio-stand-in.js";
import { callServer, type ServerProcess, startServer, stopServer } from "./server-process.js";

// Issue 17: the built server (node dist/server/main.js) delivers for real when SMTP_URL and the Twilio
// settings are set: the code of a registration reaches an SMTP server and a text code reaches Twilio's
// stand-in, and a mail server that is down when the fan registers gets the message once it is back.
// No browser is involved.

const WAITLIST_ANSWERS = {
  cfMap: {
    favourite_song: "Northern Lights",
    tickets_needed: 2,
    first_show: "12/03/2019",
    city_to_attend: { value: "Melbourne", tagOid: "tag_demo_melbourne" },
  },
};

test.describe("given the built server with SMTP and Twilio configured", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let smtp: SmtpCatcher;
  let twilio: TwilioStandIn;
  let server: ServerProcess | undefined;

  test.beforeAll(async () => {
    smtp = await startSmtpCatcher();
    twilio = await startTwilioStandIn();
    server = await startServer(
      {
        DATA_DIR: ":memory:",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Fan Campaigns <hello@fans.example>",
        ...twilio.env(),
        MESSAGE_RETRY_BASE_MS: "50",
        MESSAGE_RETRY_MAX_MS: "200",
        MESSAGE_POLL_MS: "50",
      },
      "p/demo-presale",
    );
  });
  test.afterAll(async () => {
    await stopServer(server);
    await smtp?.stop();
    await twilio?.stop();
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    callServer(server, method, path, body, token);
  const register = async (campaignOid: string, uri: string, fields: Record<string, unknown>, packet = {}) => {
    const registrationType = fields.mobileNumber ? "mobile" : "email";
    const account = await call("POST", "/campaign-account", { campaignOid, registrationType, ...fields });
    expect(account.status).toBe(201);
    const fan = await call("POST", "/campaign-fan", { uri, registrationType, ...packet }, account.token);
    expect(fan.status).toBe(202);
    return account.token;
  };
  const uniqueEmail = (tag: string) => `${tag}-${randomBytes(5).toString("hex")}@delivery.example`;

  test("emails the registration's code through SMTP, and the code verifies", async () => {
    const email = uniqueEmail("smtp");
    const token = await register("cmp_demo_presale", "p/demo-presale", {
      emailAddress: email,
      firstName: "Ann",
      lastName: "Lee",
      postcode: "3000",
    });
    const [mail] = await smtp.waitFor(email);
    expect(mail!.html).toBeTruthy();
    const code = /verification code is ([A-Z0-9]{6})/.exec(mail!.text)?.[1];
    const verified = await call(
      "POST",
      "/fan-email-verify",
      { campaignOid: "cmp_demo_presale", emailAddress: email, shortCode: code },
      token,
    );
    expect(verified.status).toBe(201);
  });

  test("texts a waitlist code through Twilio, and the code verifies", async () => {
    const mobile = `+61412${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const token = await register(
      "cmp_demo_waitlist",
      "w/demo-waitlist",
      { mobileNumber: mobile, firstName: "Mo", lastName: "Ng" },
      WAITLIST_ANSWERS,
    );
    const [text] = await twilio.waitFor(mobile);
    const code = /^(\d{5}) is your/.exec(text!.body)?.[1];
    const verified = await call(
      "POST",
      "/sms-verify",
      { campaignOid: "cmp_demo_waitlist", shortCode: code, uri: "w/demo-waitlist" },
      token,
    );
    expect(verified.status).toBe(201);
  });

  test("a fan registering while the mail server is down gets the code once it is back, once", async () => {
    // The outage: the port answers and hangs up at once; each connection is one failed attempt.
    await smtp.stop();
    let attempts = 0;
    const broken = createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => broken.listen(smtp.port, "127.0.0.1", resolve));
    const email = uniqueEmail("outage");
    try {
      await register("cmp_demo_presale", "p/demo-presale", {
        emailAddress: email,
        firstName: "Out",
        lastName: "Age",
        postcode: "3000",
      });
      await expect.poll(() => attempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await new Promise<void>((resolve) => broken.close(() => resolve()));
      await smtp.restart();
    }
    await smtp.waitFor(email);
    expect(smtp.messagesTo(email)).toHaveLength(1);
  });
});
