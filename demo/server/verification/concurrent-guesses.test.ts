import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import {
  createHarness,
  type Harness,
  pendingEmailFan as pendingFan,
  register,
  uniqueEmail,
  uniqueMobile,
  WAITLIST_ANSWERS,
} from "../testing/api-harness.js";
import { lockKeyOf } from "./code-attempts.js";
import { LOCKOUT_SECONDS, MAX_WRONG_CODES } from "./limits.js";

// Issue 15 "Concurrent code guesses": a burst of wrong codes sent at once must not get more than
// MAX_WRONG_CODES comparisons; the rest are refused (429) without being compared, and so is the right
// code after them. Run on PostgreSQL the pool gives the requests real concurrency.

const BURST = 300;
const PRESALE = "p/demo-presale";
const WAITLIST = "w/demo-waitlist";

/** Wrong codes of the right shape: every one differs from `code` in its first character. */
const wrongEmailCode = (code: string) => (code.startsWith("A") ? "B" : "A") + code.slice(1);
const wrongSmsCode = (code: string) => (code.startsWith("1") ? "2" : "1") + code.slice(1);

forEachDatabase("concurrent code guesses", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  /** Wrong codes compared so far: each comparison that failed counted on the code's row. */
  async function comparedWrong(address: string): Promise<number> {
    const rows = await getDb().query<{ attempts: number }>(
      "SELECT attempts FROM verification_codes WHERE address = $1",
      [address],
    );
    return rows.reduce((sum, row) => sum + row.attempts, 0);
  }

  /** A fan waiting for its emailed code, and a way to send codes for it. */
  async function pendingEmailFan(label: string) {
    const { email, code } = await pendingFan(h, { email: uniqueEmail(label) });
    const verify = (shortCode: string) =>
      h.call("POST", "/fan-email-verify", {
        body: { campaignOid: h.campaign(PRESALE).oid, emailAddress: email, shortCode },
      });
    return { email, code, verify };
  }

  function expectBurstRefused(statuses: number[]) {
    expect(statuses.filter((s) => s === 400).length).toBe(MAX_WRONG_CODES - 1);
    expect(statuses.filter((s) => s === 429).length).toBe(BURST - (MAX_WRONG_CODES - 1));
  }

  describe("POST /fan-email-verify", () => {
    it(`compares at most ${MAX_WRONG_CODES} of ${BURST} simultaneous wrong codes; the right code after them gets 429`, async () => {
      const { email, code, verify } = await pendingEmailFan("burst");

      const answers = await Promise.all(Array.from({ length: BURST }, () => verify(wrongEmailCode(code))));
      expectBurstRefused(answers.map((a) => a.status));
      expect(await comparedWrong(email)).toBe(MAX_WRONG_CODES);

      const right = await verify(code);
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ statusCode: 429, retry_after: LOCKOUT_SECONDS / 60 });
      expect(await comparedWrong(email)).toBe(MAX_WRONG_CODES);
    });

    it("after a lockout ends, one more wrong code within the window locks again; the right code then works", async () => {
      const { email, code, verify } = await pendingEmailFan("relock");
      for (let i = 0; i < MAX_WRONG_CODES; i += 1) await verify(wrongEmailCode(code));
      const [{ fanOid } = { fanOid: "" }] = await getDb().query<{ fanOid: string }>(
        `SELECT fan_oid AS "fanOid" FROM verification_codes WHERE address = $1`,
        [email],
      );
      const endLockout = () =>
        getDb().query("UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key = $1", [
          lockKeyOf("email", fanOid),
        ]);
      await endLockout();
      expect((await verify(wrongEmailCode(code))).status).toBe(429);
      expect(await comparedWrong(email)).toBe(MAX_WRONG_CODES + 1);
      await endLockout();
      expect((await verify(code)).status).toBe(201);
    });

    it("hands a right code's slot back: after 4 wrong codes the right one, sent twice, succeeds twice", async () => {
      const { code, verify } = await pendingEmailFan("slot");
      for (let i = 0; i < MAX_WRONG_CODES - 1; i += 1)
        expect((await verify(wrongEmailCode(code))).status).toBe(400);
      expect((await verify(code)).status).toBe(201);
      expect((await verify(code)).status).toBe(201);
    });
  });

  describe("POST /sms-verify", () => {
    it(`compares at most ${MAX_WRONG_CODES} of ${BURST} simultaneous wrong codes; the right code after them gets 429`, async () => {
      const mobile = uniqueMobile();
      const fields = { registrationType: "mobile", mobileNumber: mobile, firstName: "Mo", lastName: "Ng" };
      const { token, fan } = await register(h, WAITLIST, fields, WAITLIST_ANSWERS);
      expect(fan.status).toBe(202);
      const code = (await h.outbox(mobile))[0]!.code!;
      const verify = (shortCode: string) =>
        h.call("POST", "/sms-verify", {
          token,
          body: { campaignOid: h.campaign(WAITLIST).oid, shortCode, uri: WAITLIST },
        });

      const answers = await Promise.all(Array.from({ length: BURST }, () => verify(wrongSmsCode(code))));
      expectBurstRefused(answers.map((a) => a.status));
      expect(await comparedWrong(mobile)).toBe(MAX_WRONG_CODES);

      const right = await verify(code);
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ statusCode: 429, retry_after: LOCKOUT_SECONDS / 60 });
    });
  });
});
