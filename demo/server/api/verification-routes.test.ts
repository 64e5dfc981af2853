import { beforeAll, describe, expect, it } from "vitest";
import { verifySms } from "../../../sdk/api/calls/registration.js";
import { forEachDatabase } from "../../db/testing.js";
import {
  answerOf,
  createHarness,
  type Harness,
  pendingEmailFan as pendingFan,
  register,
  uniqueEmail,
  uniqueMobile,
  WAITLIST_ANSWERS,
} from "../testing/api-harness.js";
import { INVALID_CODE } from "../verification/codes.js";
import {
  EMAIL_SENDS_PER_HOUR,
  LOCKOUT_SECONDS,
  MAX_WRONG_CODES,
  SMS_SENDS_PER_HOUR,
} from "../verification/limits.js";
import { SMS_RESEND_EXCEEDED } from "../verification/resend.js";

const PRESALE = "p/demo-presale";
const BALLOT = "b/demo-ballot";
const WAITLIST = "w/demo-waitlist";

/** A wrong code of the right shape, different from `code`. */
const wrongOf = (code: string) => (code.startsWith("A") ? `B${code.slice(1)}` : `A${code.slice(1)}`);
const wrongDigits = (code: string) => (code.startsWith("1") ? `2${code.slice(1)}` : `1${code.slice(1)}`);

forEachDatabase("verification", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  const presaleOid = () => h.campaign(PRESALE).oid;
  const waitlistOid = () => h.campaign(WAITLIST).oid;

  const pendingEmailFan = (uri = PRESALE) => pendingFan(h, { uri });

  async function pendingMobileFan() {
    const mobile = uniqueMobile();
    const registration = await register(
      h,
      WAITLIST,
      { registrationType: "mobile", mobileNumber: mobile, firstName: "Mo", lastName: "Ng" },
      WAITLIST_ANSWERS,
    );
    expect(registration.fan.status).toBe(202);
    const [message] = await h.outbox(mobile);
    return { ...registration, mobile, code: message!.code! };
  }

  const emailVerify = (email: string, shortCode: string, campaignOid = presaleOid(), token?: string) =>
    h.call("POST", "/fan-email-verify", { token, body: { campaignOid, emailAddress: email, shortCode } });
  const smsVerify = (token: string, shortCode: string) =>
    h.call("POST", "/sms-verify", { token, body: { campaignOid: waitlistOid(), shortCode, uri: WAITLIST } });

  describe("POST /fan-email-verify", () => {
    it("answers 201 for the emailed code, typed in any case, and the fan is then registered", async () => {
      const { token, email, code } = await pendingEmailFan();
      const res = await emailVerify(email.toUpperCase(), code.toLowerCase(), presaleOid(), token);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true });
      expect((await h.call("GET", `/campaign-fan/${presaleOid()}`, { token })).status).toBe(200);
    });

    it("verifies an emailed link (b/demo-ballot): the link carries the address and the code; it signs in the device that opens it", async () => {
      const { email } = await pendingEmailFan(BALLOT);
      const [message] = await h.outbox(email);
      const link = new URL(message!.link!);
      const res = await emailVerify(
        link.searchParams.get("emailAddress")!,
        link.searchParams.get("verificationCode")!,
        h.campaign(BALLOT).oid,
      );
      expect(res.status).toBe(201);
      const token = res.token;
      expect((await h.call("GET", `/campaign-fan/${h.campaign(BALLOT).oid}`, { token })).status).toBe(200);
    });

    it("answers 400 'Invalid verification code' for a wrong code", async () => {
      const { email, code } = await pendingEmailFan();
      const res = await emailVerify(email, wrongOf(code));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: INVALID_CODE, field: "shortCode" });
    });

    it("answers 400 naming shortCode for a code of the wrong length", async () => {
      const { email } = await pendingEmailFan();
      expect((await emailVerify(email, "ABC")).body).toMatchObject({ statusCode: 400, field: "shortCode" });
    });

    it("answers 400 for an expired code", async () => {
      const { email, code } = await pendingEmailFan();
      await getDb().query(
        "UPDATE verification_codes SET expires_at = now() - interval '1 minute' WHERE address = $1",
        [email],
      );
      const res = await emailVerify(email, code);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("expired");
    });

    it("keeps only the newest code: a resent code retires the previous one", async () => {
      const { token, email, code } = await pendingEmailFan();
      const resent = await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, {
        token,
        body: { verificationType: "email" },
      });
      expect(resent.status).toBe(201);
      const [newest] = await h.outbox(email);
      expect(newest!.code).not.toBe(code);
      expect((await emailVerify(email, code)).status).toBe(400);
      expect((await emailVerify(email, newest!.code!)).status).toBe(201);
    });

    it("answers 401 for an address that has not registered", async () => {
      expect((await emailVerify(uniqueEmail("nobody"), "ABCDEF")).status).toBe(401);
    });

    describe("after repeated wrong codes", () => {
      it("answers 429 with retry_after in minutes, even for the right code, until the lockout ends", async () => {
        const { email, code } = await pendingEmailFan();
        const statuses: number[] = [];
        for (let i = 0; i < MAX_WRONG_CODES; i += 1)
          statuses.push((await emailVerify(email, wrongOf(code))).status);
        expect(statuses).toEqual([...Array(MAX_WRONG_CODES - 1).fill(400), 429]);
        const locked = await emailVerify(email, code);
        expect(locked.status).toBe(429);
        expect(locked.body).toMatchObject({
          statusCode: 429,
          retry_after: LOCKOUT_SECONDS / 60,
          message: `Too many verification attempts. Please wait ${LOCKOUT_SECONDS / 60} minutes before trying again.`,
        });
        await getDb().query(
          "UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key LIKE 'verify-lock:%'",
        );
        expect((await emailVerify(email, code)).status).toBe(201);
      });
    });

    it("uses a code once: two requests racing with it both succeed, the fan registers once", async () => {
      const { token, email, code } = await pendingEmailFan();
      const [a, b] = await Promise.all([
        emailVerify(email, code, presaleOid(), token),
        emailVerify(email, code, presaleOid(), token),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const fan = await h.call("GET", `/campaign-fan/${presaleOid()}`, { token });
      expect(fan.status).toBe(200);
    });
  });

  describe("POST /sms-verify", () => {
    it("answers 201 with the fan for the texted 5-digit code", async () => {
      const { token, code } = await pendingMobileFan();
      const res = await smsVerify(token, code);
      expect(res.status).toBe(201);
      const fan = answerOf(verifySms, 201, res.body);
      expect(fan).toMatchObject({ campaignOid: waitlistOid(), firstName: "Mo" });
    });

    it("answers 400 'Invalid verification code' for a wrong code, and 400 for a code of another length", async () => {
      const { token, code } = await pendingMobileFan();
      expect((await smsVerify(token, wrongDigits(code))).body).toMatchObject({
        statusCode: 400,
        message: INVALID_CODE,
      });
      expect((await smsVerify(token, "1234")).body).toMatchObject({ statusCode: 400, field: "shortCode" });
    });

    it("locks after repeated wrong codes: 429 with retry_after in minutes, even for the right code", async () => {
      const { token, code } = await pendingMobileFan();
      const statuses: number[] = [];
      for (let i = 0; i < MAX_WRONG_CODES; i += 1)
        statuses.push((await smsVerify(token, wrongDigits(code))).status);
      expect(statuses).toEqual([...Array(MAX_WRONG_CODES - 1).fill(400), 429]);
      const locked = await smsVerify(token, code);
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ statusCode: 429, retry_after: LOCKOUT_SECONDS / 60 });
    });

    it("answers 400 when uri and campaignOid disagree", async () => {
      const { token, code } = await pendingMobileFan();
      const res = await h.call("POST", "/sms-verify", {
        token,
        body: { campaignOid: waitlistOid(), shortCode: code, uri: PRESALE },
      });
      expect(res.body).toMatchObject({ statusCode: 400, field: "uri" });
    });

    it("answers 401 without the fan's token", async () => {
      const { code } = await pendingMobileFan();
      expect(
        (
          await h.call("POST", "/sms-verify", {
            body: { campaignOid: waitlistOid(), shortCode: code, uri: WAITLIST },
          })
        ).status,
      ).toBe(401);
    });
  });

  describe("POST /campaign/{campaignOid}/verify-resend", () => {
    it("texts a new code, and once the cap is reached answers 429 with the spec's message", async () => {
      const { token, mobile } = await pendingMobileFan();
      const resend = () =>
        h.call("POST", `/campaign/${waitlistOid()}/verify-resend`, {
          token,
          body: { verificationType: "sms" },
        });
      for (let i = 1; i < SMS_SENDS_PER_HOUR; i += 1) expect((await resend()).status).toBe(201);
      expect(await h.outbox(mobile)).toHaveLength(SMS_SENDS_PER_HOUR);
      const capped = await resend();
      expect(capped.status).toBe(429);
      expect(capped.body).toMatchObject({ message: SMS_RESEND_EXCEEDED, retry_after: expect.any(Number) });
    });

    it("emails a new code until the hour's cap, then answers 429 with retry_after", async () => {
      const { token, email } = await pendingEmailFan();
      const resend = () => h.call("POST", `/campaign/${presaleOid()}/verify-resend`, { token, body: {} });
      for (let i = 1; i < EMAIL_SENDS_PER_HOUR; i += 1) expect((await resend()).status).toBe(201);
      expect(await h.outbox(email)).toHaveLength(EMAIL_SENDS_PER_HOUR);
      const capped = await resend();
      expect(capped.status).toBe(429);
      expect(capped.body).toMatchObject({ statusCode: 429, retry_after: expect.any(Number) });
      expect(await h.outbox(email)).toHaveLength(EMAIL_SENDS_PER_HOUR);
    });

    it("resends the email by default", async () => {
      const { token, email } = await pendingEmailFan();
      const res = await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, { token, body: {} });
      expect(res.status).toBe(201);
      expect(await h.outbox(email)).toHaveLength(2);
    });

    it("answers 400 for a channel the fan is not verified by, or a fan already verified", async () => {
      const { token, email, code } = await pendingEmailFan();
      const sms = await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, {
        token,
        body: { verificationType: "sms" },
      });
      expect(sms.body).toMatchObject({ statusCode: 400, field: "verificationType" });
      await emailVerify(email, code, presaleOid(), token);
      const done = await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, { token, body: {} });
      expect(done.status).toBe(400);
    });

    it("answers 400 naming verificationType for an unknown one, and 401 without a fan", async () => {
      const { token } = await pendingEmailFan();
      const bad = await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, {
        token,
        body: { verificationType: "fax" },
      });
      expect(bad.body).toMatchObject({ statusCode: 400, field: "verificationType" });
      expect((await h.call("POST", `/campaign/${presaleOid()}/verify-resend`, { body: {} })).status).toBe(
        401,
      );
    });
  });

  it("stores codes only as keyed hashes", async () => {
    const { email, code } = await pendingEmailFan();
    const rows = await getDb().query<{ code_hash: string }>(
      "SELECT code_hash FROM verification_codes WHERE address = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });
});
