import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { findFan } from "../../store/fans.js";
import { FAN_ABSENT } from "../fans/current-fan.js";
import {
  createHarness,
  type Harness,
  pendingEmailFan,
  register,
  uniqueEmail,
  uniqueMobile,
} from "../testing/api-harness.js";

// issue 15 "Pending-registration takeover": a token issued for an address not yet proven is bound to
// its registration attempt; only the code sent for that attempt, entered with it, makes it a full token,
// and verification ends every other token of the account.

const PRESALE = "p/demo-presale"; // 6-character emailed code
const BALLOT = "b/demo-ballot"; // emailed link
const EVE = { firstName: "Eve", lastName: "Mallory", postcode: "9999" };

forEachDatabase("registration attempts", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  const oidOf = (uri: string) => h.campaign(uri).oid;

  /** The owner registers and waits for the code: their token and the code emailed for their attempt. */
  const ownerPending = (uri = PRESALE, email = uniqueEmail("owner")) =>
    pendingEmailFan(h, { uri, email, profile: { city: "Melbourne" } });

  /** Someone else, with nothing but the pending address (and made-up names where the fan call needs them). */
  const resume = (uri: string, email: string, extra: Record<string, unknown> = {}) =>
    h.call("POST", "/campaign-account", {
      body: { campaignOid: oidOf(uri), registrationType: "email", emailAddress: email, ...extra },
    });

  /** The attacker joins the owner's pending registration and registers: a code for the attacker's attempt goes to the owner. */
  async function attackerRegisters(email: string) {
    const attacker = await resume(PRESALE, email, EVE);
    const fanCall = await h.call("POST", "/campaign-fan", {
      token: attacker.token,
      body: { uri: PRESALE, registrationType: "email" },
    });
    return { attacker, fanCall };
  }

  const emailVerify = (uri: string, email: string, shortCode: string, token?: string) =>
    h.call("POST", "/fan-email-verify", {
      token,
      body: { campaignOid: oidOf(uri), emailAddress: email, shortCode },
    });

  const fanOf = async (uri: string, token: string | undefined) =>
    h.call("GET", `/campaign-fan/${oidOf(uri)}`, { token });

  describe("given an attacker who resumes a pending registration with only its email address", () => {
    it("the attacker's token never opens the owner's fan once the owner verifies, nor moves it to another address", async () => {
      const owner = await ownerPending();
      const attacker = await resume(PRESALE, owner.email);
      expect(attacker.status).toBe(201);
      expect(attacker.token).toBeDefined();

      const verified = await emailVerify(PRESALE, owner.email, owner.code, owner.token);
      expect(verified.status).toBe(201);
      expect((await fanOf(PRESALE, owner.token)).status).toBe(200);

      const read = await fanOf(PRESALE, attacker.token);
      expect(read).toMatchObject({ status: 401, body: { message: FAN_ABSENT } });
      const lookup = await h.call("GET", `/campaign-uri?uri=${PRESALE}`, { token: attacker.token });
      expect(lookup.body.campaignAccount).toBeUndefined();

      const elsewhere = uniqueEmail("attacker");
      await h.call("POST", "/campaign-account", {
        token: attacker.token,
        body: { campaignOid: oidOf(PRESALE), registrationType: "email", emailAddress: elsewhere },
      });
      await h.call("POST", "/campaign-fan", {
        token: attacker.token,
        body: { uri: PRESALE, registrationType: "email" },
      });
      const ownerFan = await fanOf(PRESALE, owner.token);
      expect(ownerFan.status).toBe(200);
      const stored = await findFan(getDb(), String(ownerFan.body.oid));
      expect(stored).toMatchObject({ emailAddress: owner.email });
      expect(stored?.verifiedAt).not.toBeNull();
      expect(await h.outbox(elsewhere)).toEqual([]);
    });

    it("reads nothing of the pending account: the answer shows only what the attempt sent, the lookup no account", async () => {
      const owner = await ownerPending();
      const attacker = await resume(PRESALE, owner.email);
      expect(attacker.body).toMatchObject({ emailAddress: owner.email });
      expect(attacker.body.firstName).toBeUndefined();
      expect(attacker.body.postcode).toBeUndefined();
      // The lookup reads back only what the attacker's own attempt sent, none of the owner's profile.
      const lookup = await h.call<{ campaignAccount?: Record<string, unknown> }>(
        "GET",
        `/campaign-uri?uri=${PRESALE}`,
        { token: attacker.token },
      );
      expect(lookup.body.campaignAccount).toMatchObject({ emailAddress: owner.email });
      expect(lookup.body.campaignAccount?.firstName).toBeUndefined();
      expect(lookup.body.campaignAccount?.postcode).toBeUndefined();
      expect((await fanOf(PRESALE, attacker.token)).status).not.toBe(200);
    });

    it("does not overwrite the owner's profile: the owner's verified fan keeps what the owner sent", async () => {
      const owner = await ownerPending();
      const { fanCall } = await attackerRegisters(owner.email);
      expect(fanCall.status).toBe(202);

      expect((await emailVerify(PRESALE, owner.email, owner.code, owner.token)).status).toBe(201);
      const fan = await fanOf(PRESALE, owner.token);
      expect(fan.body).toMatchObject({ firstName: "Ann", lastName: "Lee" });
      const lookup = await h.call("GET", `/campaign-uri?uri=${PRESALE}`, { token: owner.token });
      expect(lookup.body.campaignAccount).toMatchObject({
        firstName: "Ann",
        lastName: "Lee",
        postcode: "3000",
        city: "Melbourne",
      });
    });

    it("an attacker's newer code does not retire the owner's: the owner's own code still verifies", async () => {
      const owner = await ownerPending();
      for (let i = 0; i < 2; i += 1) {
        await attackerRegisters(owner.email);
      }
      expect((await h.outbox(owner.email)).length).toBe(3);
      expect((await emailVerify(PRESALE, owner.email, owner.code, owner.token)).status).toBe(201);
    });

    it("the owner opening the email the attacker caused proves the address but does not sign the attacker in", async () => {
      const owner = await ownerPending();
      const { attacker } = await attackerRegisters(owner.email);
      const attackersCode = (await h.outbox(owner.email))[0]!.code!;
      expect(attackersCode).not.toBe(owner.code);

      const opened = await emailVerify(PRESALE, owner.email, attackersCode);
      expect(opened.status).toBe(201);
      expect(opened.token).toBeDefined();
      expect((await fanOf(PRESALE, opened.token)).status).toBe(200);
      expect((await fanOf(PRESALE, attacker.token)).status).toBe(401);
      const move = await h.call("POST", "/campaign-fan", {
        token: attacker.token,
        body: { uri: PRESALE, registrationType: "email" },
      });
      expect(move.status).toBe(401);
    });

    it("the emailed link opened on another device signs that device in, never the attempt's own token", async () => {
      const attacker = await register(h, BALLOT, { emailAddress: uniqueEmail("victim"), ...EVE });
      const email = String(attacker.account.body.emailAddress);
      expect(attacker.fan.status).toBe(202);
      const code = (await h.outbox(email))[0]!.code!;
      expect(await fanOf(BALLOT, attacker.token)).toMatchObject({
        status: 202,
        body: { validationType: "email-address" },
      });
      const opened = await emailVerify(BALLOT, email, code);
      expect(opened.status).toBe(201);
      expect(opened.token).toBeDefined();
      expect((await fanOf(BALLOT, opened.token)).status).toBe(200);
      // The device that started it learns its registration no longer waits (202 before, 401 now).
      expect((await fanOf(BALLOT, attacker.token)).status).toBe(401);
      // The same link again (its answer was lost): the same success, and no second session.
      const again = await emailVerify(BALLOT, email, code);
      expect(again.status).toBe(201);
      expect(again.token).toBeUndefined();
    });

    it("cannot have the code sent to an address of its own: joining by email, it may not register by mobile", async () => {
      const ballot = oidOf(BALLOT);
      const both = `'["email","mobile"]'::jsonb`;
      await getDb().query(
        `UPDATE campaigns SET data = jsonb_set(data, '{registrations,providers}', ${both}), updated_at = now() WHERE oid = $1`,
        [ballot],
      );
      try {
        const owner = await register(h, BALLOT, {
          emailAddress: uniqueEmail("owner"),
          firstName: "Ann",
          lastName: "Lee",
        });
        expect(owner.fan.status).toBe(202);
        const attackersPhone = uniqueMobile();
        const attacker = await h.call("POST", "/campaign-account", {
          body: {
            campaignOid: ballot,
            registrationType: "mobile",
            emailAddress: owner.account.body.emailAddress,
            mobileNumber: attackersPhone,
            ...EVE,
          },
        });
        expect(attacker.status).toBe(201);
        const fan = await h.call("POST", "/campaign-fan", {
          token: attacker.token,
          body: { uri: BALLOT, registrationType: "mobile" },
        });
        expect(fan.status).toBe(409);
        expect(await h.outbox(attackersPhone)).toEqual([]);
      } finally {
        await getDb().query(
          `UPDATE campaigns SET data = jsonb_set(data, '{registrations,providers}', '["email"]'::jsonb), updated_at = now() WHERE oid = $1`,
          [ballot],
        );
      }
    });

    it("an attempt that joined a pending registration and then gives another address starts its own", async () => {
      const owner = await ownerPending();
      const joined = await resume(PRESALE, owner.email, EVE);
      const elsewhere = uniqueEmail("typo-fixed");
      const moved = await h.call("POST", "/campaign-account", {
        token: joined.token,
        body: { campaignOid: oidOf(PRESALE), registrationType: "email", emailAddress: elsewhere, ...EVE },
      });
      expect(moved.status).toBe(201);
      expect(moved.token).toBeDefined();
      expect(moved.token).not.toBe(joined.token);
      expect(moved.body.oid).not.toBe(owner.account.body.oid);
      const fan = await h.call("POST", "/campaign-fan", {
        token: moved.token,
        body: { uri: PRESALE, registrationType: "email" },
      });
      expect(fan.status).toBe(202);
      expect((await h.outbox(elsewhere))[0]?.code).toBeDefined();
      expect((await emailVerify(PRESALE, owner.email, owner.code, owner.token)).status).toBe(201);
      expect((await fanOf(PRESALE, owner.token)).body).toMatchObject({ firstName: "Ann" });
    });

    it("two attempts' codes entered at once: one verifies, and exactly one token of the account is live", async () => {
      const owner = await ownerPending();
      const { attacker } = await attackerRegisters(owner.email);
      const attackersCode = (await h.outbox(owner.email))[0]!.code!;
      const [mine, theirs] = await Promise.all([
        emailVerify(PRESALE, owner.email, owner.code, owner.token),
        emailVerify(PRESALE, owner.email, attackersCode),
      ]);
      expect([mine.status, theirs.status]).toContain(201);
      const live = await getDb().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auth_tokens WHERE account_oid = $1 AND (expires_at IS NULL OR expires_at > now())`,
        [String(owner.account.body.oid)],
      );
      expect(live[0]?.n).toBe(1);
      const signedIn = mine.status === 201 ? owner.token : theirs.token;
      expect((await fanOf(PRESALE, signedIn)).status).toBe(200);
      expect((await fanOf(PRESALE, attacker.token)).status).toBe(401);
    });

    it("the code entered with the attempt's own token makes that token a full one, and ends the account's others", async () => {
      const owner = await ownerPending();
      const other = await resume(PRESALE, owner.email);
      const verified = await emailVerify(PRESALE, owner.email, owner.code, owner.token);
      expect(verified.status).toBe(201);
      expect(verified.token).toBeUndefined();
      expect((await fanOf(PRESALE, owner.token)).status).toBe(200);
      const resend = await h.call("POST", `/campaign/${oidOf(PRESALE)}/verify-resend`, {
        token: other.token,
        body: { verificationType: "email" },
      });
      expect(resend.status).toBe(401);
      const live = await getDb().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auth_tokens WHERE account_oid = $1 AND (expires_at IS NULL OR expires_at > now())`,
        [String(owner.account.body.oid)],
      );
      expect(live[0]?.n).toBe(1);
    });
  });
});
