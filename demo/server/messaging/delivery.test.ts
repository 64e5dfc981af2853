import { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { openDatabase } from "../../db/open-database.js";
import { forEachDatabase, testDatabaseUrl } from "../../db/testing.js";
import {
  claimDueMessages,
  insertQueuedMessage,
  listMessageAttempts,
  listMessagesTo,
  queueDepth,
} from "../../store/message-queue.js";
import { createApp } from "../app.js";
import { TEST_CARD_SUCCEEDS } from "../payments/test-gateway.js";
import {
  API,
  createHarness,
  type Harness,
  harnessFor,
  register,
  testConfig,
  uniqueEmail,
  uniqueMobile,
  WAITLIST_ANSWERS,
} from "../testing/api-harness.js";
import { captureLogger } from "../testing/capture-logger.js";
import { type SmtpCatcher, startSmtpCatcher } from "../testing/smtp-catcher.js";
import { startTwilioStandIn, type TwilioStandIn } from "../testing/twilio-stand-in.js";
import type { DeliveryObserver, DeliveryReport } from "./delivery-worker.js";
import { createMessageDelivery, type MessageDelivery, NOT_CONFIGURED } from "./message-delivery.js";

// issue 17: messages reach a real SMTP server (the catcher, on loopback) and the Twilio stand-in through
// the queue and its worker; outages are retried, permanent failures parked, and nothing is sent twice.

const PRESALE = "p/demo-presale"; // email code
const WAITLIST = "w/demo-waitlist"; // text code
const LIVE = "l/demo-livestream"; // magic link
const DONATE = "d/demo-donate"; // EUR, receipt
const MAIL_FROM = "Fan Campaigns <hello@fans.example>";
const MAX_ATTEMPTS = 3;

/** Small retry settings: the tests wait for conditions, and these make the conditions come soon. */
const QUEUE_SETTINGS = {
  MESSAGE_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  MESSAGE_RETRY_BASE_MS: "20",
  MESSAGE_RETRY_MAX_MS: "80",
  MESSAGE_POLL_MS: "25",
};

/** The worker's outcomes as events a test can wait for. */
function watchDeliveries() {
  const events = new EventEmitter().setMaxListeners(0);
  const outcomes: { report: DeliveryReport; outcome: "sent" | "failed" | "parked"; error?: string }[] = [];
  const observer: DeliveryObserver = {
    delivered(report) {
      outcomes.push({ report, outcome: "sent" });
      events.emit("outcome");
    },
    failed(report, error, parked) {
      outcomes.push({ report, outcome: parked ? "parked" : "failed", error });
      events.emit("outcome");
    },
  };
  /** Resolves once `count` outcomes of message `id` match `outcome`. */
  const waitFor = (id: number, outcome: "sent" | "failed" | "parked", count = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (outcomes.filter((o) => o.report.id === id && o.outcome === outcome).length < count) return;
        clearTimeout(timer);
        events.off("outcome", check);
        resolve();
      };
      const timer = setTimeout(() => {
        events.off("outcome", check);
        reject(
          new Error(`message ${id}: fewer than ${count} ${outcome} outcomes: ${JSON.stringify(outcomes)}`),
        );
      }, 15_000);
      events.on("outcome", check);
      check();
    });
  return { observer, outcomes, waitFor };
}

forEachDatabase("message delivery", (getDb, kind) => {
  let smtp: SmtpCatcher;
  let twilio: TwilioStandIn;
  let h: Harness;
  let delivery: MessageDelivery;
  let watch: ReturnType<typeof watchDeliveries>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    twilio = await startTwilioStandIn();
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM, ...twilio.env(), ...QUEUE_SETTINGS });
    watch = watchDeliveries();
    delivery = createMessageDelivery({ db: getDb(), config, observer: watch.observer });
    const base = await createHarness(getDb());
    h = harnessFor(createApp({ db: getDb(), config, messages: delivery }), getDb(), base.seed);
    delivery.start();
  });
  afterAll(async () => {
    await delivery?.stop();
    await smtp?.stop();
    await twilio?.stop();
  });

  const oidOf = (uri: string) => h.campaign(uri).oid;
  const person = { firstName: "Ann", lastName: "Lee", postcode: "3000" };
  const onlyMessageTo = async (to: string) => {
    const rows = await listMessagesTo(getDb(), to);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  describe("given SMTP and Twilio configured", () => {
    it("emails a registration's code, as text and HTML, from MAIL_FROM, and the code verifies", async () => {
      const email = uniqueEmail("smtp");
      const { token, fan } = await register(h, PRESALE, { emailAddress: email, ...person });
      expect(fan.status).toBe(202);
      const [mail] = await smtp.waitFor(email);
      expect(mail!.from).toBe('"Fan Campaigns" <hello@fans.example>');
      expect(mail!.subject).toContain("verification code");
      const code = /verification code is ([A-Z0-9]{6})/.exec(mail!.text)?.[1];
      expect(code).toBeDefined();
      expect(mail!.html).toContain(code);
      // The composed HTML part (in the campaign's colour, with its unsubscribe link), not text made HTML.
      expect(mail!.html).toContain("The Velvet Comets");
      expect(mail!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/.+\/unsubscribe\?fan=/);

      const verified = await h.call("POST", "/fan-email-verify", {
        token,
        body: { campaignOid: oidOf(PRESALE), emailAddress: email, shortCode: code },
      });
      expect(verified.status).toBe(201);
    });

    it("keeps the metadata of a sent message and clears its bodies", async () => {
      const email = uniqueEmail("cleared");
      await register(h, PRESALE, { emailAddress: email, ...person });
      await smtp.waitFor(email);
      const row = await onlyMessageTo(email);
      await watch.waitFor(row.id, "sent");
      const sent = await onlyMessageTo(email);
      expect(sent).toMatchObject({
        status: "sent",
        kind: "verification-code",
        channel: "email",
        attempts: 1,
      });
      expect(sent).toMatchObject({ body: null, code: null, link: null, subject: null });
      expect(sent.providerId).toBeTruthy();
      expect((await listMessageAttempts(getDb(), sent.id)).map((a) => a.outcome)).toEqual(["sent"]);
    });

    it("emails a livestream login link that opens the stream", async () => {
      const email = uniqueEmail("viewer");
      await register(h, LIVE, { emailAddress: email, ...person });
      const asked = await h.call("POST", `/campaign-fan/${oidOf(LIVE)}/email-session-link`, {
        body: { emailAddress: email },
      });
      expect(asked.status).toBe(201);
      const [mail] = await smtp.waitFor(email);
      const link = /https?:\/\/\S+sessionToken=\S+/.exec(mail!.text)?.[0];
      expect(link).toBeDefined();
      expect(mail!.html).toContain(`href="${link!.replaceAll("&", "&amp;")}"`);
      const sessionToken = new URL(link!).searchParams.get("sessionToken");
      const opened = await h.call("POST", `/campaign-fan/${oidOf(LIVE)}/verify-session`, {
        body: { sessionToken },
      });
      expect(opened.body).toMatchObject({ success: true });
    });

    it("emails the receipt of a donation paid through the local test gateway", async () => {
      const email = uniqueEmail("donor");
      const { token, fan } = await register(h, DONATE, { emailAddress: email, ...person });
      expect(fan.status).toBe(201);
      const intent = await h.call<{ clientSecret: string }>(
        "POST",
        `/campaign-fan/${oidOf(DONATE)}/payment-intent`,
        {
          token,
          body: {
            campaignOid: oidOf(DONATE),
            campaignFanOid: fan.body.oid,
            totalAmount: 900,
            currencyCode: "EUR",
          },
        },
      );
      expect(intent.status).toBe(201);
      const paid = await h.app.request(`${API}/test-gateway/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          clientSecret: intent.body.clientSecret,
          name: "Ann Lee",
          card: { number: TEST_CARD_SUCCEEDS, expMonth: 12, expYear: 2099, cvc: "123" },
        }),
      });
      expect(paid.status).toBe(200);
      const [mail] = await smtp.waitFor(email);
      expect(mail!.subject).toContain("receipt");
      expect(mail!.text).toContain("9.00");
      expect(mail!.html).toContain("9.00");
    });

    it("texts a waitlist registration's code through Twilio, and the code verifies", async () => {
      const mobile = uniqueMobile();
      const { token, fan } = await register(
        h,
        WAITLIST,
        { registrationType: "mobile", mobileNumber: mobile, firstName: "Mo", lastName: "Ng" },
        WAITLIST_ANSWERS,
      );
      expect(fan.status).toBe(202);
      const [text] = await twilio.waitFor(mobile);
      expect(text!.from).toBe("+15005550006");
      const code = /^(\d{5}) is your/.exec(text!.body)?.[1];
      expect(code).toBeDefined();
      const verified = await h.call("POST", "/sms-verify", {
        token,
        body: { campaignOid: oidOf(WAITLIST), shortCode: code, uri: WAITLIST },
      });
      expect(verified.status).toBe(201);
      const row = await onlyMessageTo(mobile);
      await watch.waitFor(row.id, "sent");
      expect((await onlyMessageTo(mobile)).providerId).toBe(text!.sid);
    });
  });

  describe("when the SMTP server is down for a while", () => {
    it("records the failed attempts, then delivers the message exactly once when it is back", async () => {
      await smtp.stop();
      const email = uniqueEmail("outage");
      let restarted = false;
      try {
        const { fan } = await register(h, PRESALE, { emailAddress: email, ...person });
        // The registration does not wait for the mail, nor fail with it.
        expect(fan.status).toBe(202);
        const row = await onlyMessageTo(email);
        await watch.waitFor(row.id, "failed", 2);
        await smtp.restart();
        restarted = true;
        await watch.waitFor(row.id, "sent");
      } finally {
        if (!restarted) await smtp.restart();
      }
      expect(smtp.messagesTo(email)).toHaveLength(1);
      const row = await onlyMessageTo(email);
      expect(row.status).toBe("sent");
      // At least the two failures waited for (a retry may fall before the restart), then one success.
      const outcomes = (await listMessageAttempts(getDb(), row.id)).map((a) => a.outcome);
      expect(outcomes.slice(0, -1).every((o) => o === "failed")).toBe(true);
      expect(outcomes.length).toBeGreaterThanOrEqual(3);
      expect(outcomes.at(-1)).toBe("sent");
      const [first] = await listMessageAttempts(getDb(), row.id);
      expect(first!.error).toMatch(/Could not send the verification-code email message: .*ECONNREFUSED/);
      expect(row.attempts).toBe(outcomes.length);
    });
  });

  describe("when a message keeps failing", () => {
    it("parks it after MESSAGE_MAX_ATTEMPTS with every attempt recorded, and the fan's resend gets a new text", async () => {
      const mobile = uniqueMobile();
      twilio.failNext(MAX_ATTEMPTS, 503);
      const { token, fan } = await register(
        h,
        WAITLIST,
        { registrationType: "mobile", mobileNumber: mobile, firstName: "Pa", lastName: "Rk" },
        WAITLIST_ANSWERS,
      );
      expect(fan.status).toBe(202);
      const row = await onlyMessageTo(mobile);
      await watch.waitFor(row.id, "parked");
      const parked = await onlyMessageTo(mobile);
      expect(parked).toMatchObject({ status: "parked", attempts: MAX_ATTEMPTS, body: null, code: null });
      expect(parked.lastError).toContain("Twilio answered 503");
      const attempts = await listMessageAttempts(getDb(), row.id);
      expect(attempts.map((a) => a.outcome)).toEqual(["failed", "failed", "parked"]);
      expect(twilio.messagesTo(mobile)).toHaveLength(0);

      const resent = await h.call("POST", `/campaign/${oidOf(WAITLIST)}/verify-resend`, {
        token,
        body: { verificationType: "sms" },
      });
      expect(resent.status).toBe(201);
      const [text] = await twilio.waitFor(mobile);
      const code = /^(\d{5}) is your/.exec(text!.body)?.[1];
      const verified = await h.call("POST", "/sms-verify", {
        token,
        body: { campaignOid: oidOf(WAITLIST), shortCode: code, uri: WAITLIST },
      });
      expect(verified.status).toBe(201);
    });

    it("parks at once a text Twilio refuses for good (21614: not a mobile number)", async () => {
      const mobile = uniqueMobile();
      twilio.refuse(mobile, 21614);
      await register(
        h,
        WAITLIST,
        { registrationType: "mobile", mobileNumber: mobile, firstName: "No", lastName: "Mobile" },
        WAITLIST_ANSWERS,
      );
      const row = await onlyMessageTo(mobile);
      await watch.waitFor(row.id, "parked");
      const attempts = await listMessageAttempts(getDb(), row.id);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ outcome: "parked" });
      expect(attempts[0]!.error).toContain("error 21614");
      expect(await queueDepth(getDb())).toContainEqual({
        channel: "sms",
        status: "parked",
        count: expect.any(Number),
      });
    });
  });

  describe("given a process that died while delivering", () => {
    it("delivers its claimed message once the lease runs out, recording the abandoned attempt", async () => {
      const email = uniqueEmail("crashed");
      // The suite's worker must not claim the message before the dead process does.
      await delivery.stop();
      const id = await getDb().transaction((tx) =>
        insertQueuedMessage(tx, { to: email, channel: "email", kind: "other", subject: "Hi", body: "Hello" }),
      );
      // The dead process's claim: it never records an outcome.
      const claimed = await claimDueMessages(getDb(), { claim: "dead-process", leaseMs: 1, limit: 100 });
      expect(claimed.map((m) => m.id)).toContain(id);
      delivery.start();
      delivery.wake();
      await watch.waitFor(id, "sent");
      expect(smtp.messagesTo(email)).toHaveLength(1);
      expect((await listMessageAttempts(getDb(), id)).map((a) => [a.attempt, a.outcome])).toEqual([
        [1, "abandoned"],
        [2, "sent"],
      ]);
    });
  });

  describe("given two workers on one database", () => {
    it("delivers each of many messages exactly once", async () => {
      // A second process on PostgreSQL is a second pool on the same schema; PGlite has one connection.
      let other: Database = getDb();
      if (kind === "postgres") {
        const [{ schema }] = (await getDb().query<{ schema: string }>(
          "SELECT current_schema() AS schema",
        )) as [{ schema: string }];
        other = await openDatabase({ databaseUrl: testDatabaseUrl()!, schema });
      }
      const config = testConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM,
        ...QUEUE_SETTINGS,
        MESSAGE_CONCURRENCY: "4",
      });
      const sent = watchDeliveries();
      const workers = [
        createMessageDelivery({ db: getDb(), config, observer: sent.observer }),
        createMessageDelivery({ db: other, config, observer: sent.observer }),
      ];
      await delivery.stop(); // the suite's own worker stays out of the count
      const addresses = Array.from({ length: 60 }, (_, i) => uniqueEmail(`many-${i}`));
      const ids = await getDb().transaction(async (tx) => {
        const ids: number[] = [];
        for (const to of addresses) {
          ids.push(
            await insertQueuedMessage(tx, { to, channel: "email", kind: "other", subject: "Hi", body: to }),
          );
        }
        return ids;
      });
      try {
        for (const worker of workers) worker.start();
        await Promise.all(ids.map((id) => sent.waitFor(id, "sent")));
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        if (other !== getDb()) await other.close();
        delivery.start();
      }
      for (const to of addresses) expect(smtp.messagesTo(to)).toHaveLength(1);
      const attempts = await getDb().query<{ count: number }>(
        "SELECT count(*)::int AS count FROM message_attempts WHERE message_id = ANY($1::bigint[])",
        [ids],
      );
      expect(Number(attempts[0]!.count)).toBe(ids.length);
      expect(sent.outcomes.filter((o) => o.outcome === "sent")).toHaveLength(ids.length);
    });
  });

  describe("in production with no text provider", () => {
    it("parks a text at once with the reason, and warns at start", async () => {
      const config = testConfig({
        DEMO: "0",
        SERVER_SECRET: "s".repeat(40),
        SMTP_URL: smtp.url,
        MAIL_FROM,
        ...QUEUE_SETTINGS,
      });
      const seen = watchDeliveries();
      const warnings = captureLogger();
      const production = createMessageDelivery({
        db: getDb(),
        config,
        observer: seen.observer,
        log: warnings.logger,
      });
      await delivery.stop();
      try {
        production.start();
        const mobile = uniqueMobile();
        await getDb().transaction((tx) =>
          production.enqueue(tx, { to: mobile, channel: "sms", kind: "other", body: "Hello" }),
        );
        production.wake();
        const row = await onlyMessageTo(mobile);
        await seen.waitFor(row.id, "parked");
        expect((await onlyMessageTo(mobile)).lastError).toContain(NOT_CONFIGURED.sms);
        expect(await h.outbox(mobile)).toEqual([]);
      } finally {
        await production.stop();
        delivery.start();
      }
      const warned = warnings.lines.filter((line) => line.level === 40).map((line) => String(line.msg));
      expect(warned.join("\n")).toContain("text-message delivery is not configured");
      expect(warned.join("\n")).not.toContain("email delivery is not configured");
    });
  });
});
