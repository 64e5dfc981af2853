import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { upsertCampaign } from "../../store/campaigns.js";
import { EMAIL_TAKEN } from "../accounts/contact-taken.js";
import { createHarness, type Harness, register } from "../testing/api-harness.js";

// docs/security.md "Points, referrals and purchases": one person is one fan of a campaign however the
// address is spelled, a referrer is credited once per person, and disposable addresses are flagged (and
// refused where the campaign excludes them).

const GIVEAWAY = "g/demo-giveaway"; // no verification: a fan is registered (201) at once
const NO_DISPOSABLE = "g/test-no-disposable";

type FanAnswer = { oid: string; stats: Record<string, number>; shortUrls: Record<string, string> };

let counter = 0;
/** A fresh Gmail local part per test. */
const gmailUser = () => {
  counter += 1;
  return `ab${Date.now().toString(36)}x${counter}`;
};
/** "abc" as "a.b.c". */
const dotted = (local: string) => local.split("").join(".");

forEachDatabase("one person, one registration", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
    const giveaway = h.campaign(GIVEAWAY);
    await upsertCampaign(getDb(), {
      ...giveaway,
      oid: "cmp_test_no_disposable",
      uri: NO_DISPOSABLE,
      urlSlug: "test-no-disposable",
      registrations: { ...giveaway.registrations, excludeDisposableEmails: true },
    });
  });

  const createAccount = (uri: string, emailAddress: string, campaignOid = h.campaign(uri).oid) =>
    h.call("POST", "/campaign-account", {
      body: { campaignOid, registrationType: "email", emailAddress, firstName: "Ann", lastName: "Lee" },
    });
  const getFan = async (token: string) =>
    (await h.call<FanAnswer>("GET", `/campaign-fan/${h.campaign(GIVEAWAY).oid}`, { token })).body;
  const referralCodeOf = (fan: FanAnswer) => new URL(fan.shortUrls.copy!).pathname.replaceAll("/", "");

  describe("gmail spellings of one mailbox", () => {
    it("refuses a.b@googlemail.com as the §8 duplicate of ab@gmail.com", async () => {
      const local = gmailUser();
      const first = await register(h, GIVEAWAY, {
        emailAddress: `${local}@gmail.com`,
        firstName: "A",
        lastName: "B",
      });
      expect(first.fan.status).toBe(201);
      for (const spelling of [
        `${dotted(local)}@googlemail.com`,
        `${dotted(local).toUpperCase()}@GMail.com`,
      ]) {
        const again = await createAccount(GIVEAWAY, spelling);
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ message: EMAIL_TAKEN, field: "emailAddress" });
      }
      const rows = await getDb().query("SELECT oid FROM fans WHERE email_canonical = $1", [
        `${local}@gmail.com`,
      ]);
      expect(rows).toHaveLength(1);
    });

    it("answers a.b+x@googlemail.com, plus-tagged, with the §8 duplicate too (else the §5 plus-tag rule)", async () => {
      const local = gmailUser();
      await register(h, GIVEAWAY, { emailAddress: `${local}@gmail.com`, firstName: "A", lastName: "B" });
      const tagged = await createAccount(GIVEAWAY, `${dotted(local)}+x@googlemail.com`);
      expect(tagged.status).toBe(409);
      expect(tagged.body).toMatchObject({ message: EMAIL_TAKEN, field: "emailAddress" });
      const stranger = await createAccount(GIVEAWAY, `${gmailUser()}+x@gmail.com`);
      expect(stranger.status).toBe(400);
      expect(stranger.body).toMatchObject({
        message: "Your Email Address is invalid",
        field: "emailAddress",
      });
    });

    it("keeps the address the fan typed for mail, and the canonical form in its own column", async () => {
      const local = gmailUser();
      const typed = `${dotted(local)}@googlemail.com`;
      const { fan } = await register(h, GIVEAWAY, { emailAddress: typed, firstName: "A", lastName: "B" });
      expect(fan.status).toBe(201);
      const [row] = await getDb().query<{ email_address: string; email_canonical: string }>(
        "SELECT email_address, email_canonical FROM fans WHERE oid = $1",
        [fan.body.oid],
      );
      expect(row).toEqual({ email_address: typed, email_canonical: `${local}@gmail.com` });
    });

    it("credits a referrer once for one person, whatever spelling comes back with the code", async () => {
      const referrer = await register(h, GIVEAWAY, {
        emailAddress: `${gmailUser()}@gmail.com`,
        firstName: "R",
        lastName: "R",
      });
      const code = referralCodeOf(referrer.fan.body as unknown as FanAnswer);
      const friend = gmailUser();
      const spellings = [
        `${friend}@gmail.com`,
        `${dotted(friend)}@googlemail.com`,
        `${friend.toUpperCase()}@gmail.com`,
      ];
      const statuses: number[] = [];
      for (const emailAddress of spellings) {
        const account = await createAccount(GIVEAWAY, emailAddress);
        statuses.push(account.status);
        if (account.token) {
          const fan = await h.call("POST", "/campaign-fan", {
            token: account.token,
            body: { uri: GIVEAWAY, registrationType: "email", referralCode: code },
          });
          statuses.push(fan.status);
        }
      }
      expect(statuses).toEqual([201, 201, 409, 409]);
      expect((await getFan(referrer.token)).stats).toMatchObject({ referredCount: 1 });
    });

    it("makes one fan of concurrent registrations of two spellings (the unique key decides)", async () => {
      const local = gmailUser();
      const accounts = await Promise.all(
        [`${local}@gmail.com`, `${dotted(local)}@googlemail.com`].map((email) =>
          createAccount(GIVEAWAY, email),
        ),
      );
      const tokens = accounts.map((account) => account.token).filter((token) => token !== undefined);
      const fans = await Promise.all(
        tokens.map((token) =>
          h.call("POST", "/campaign-fan", { token, body: { uri: GIVEAWAY, registrationType: "email" } }),
        ),
      );
      const statuses = [...accounts, ...fans].map((answer) => answer.status).filter((s) => s !== 201);
      expect(statuses.every((status) => status === 409)).toBe(true);
      expect(fans.filter((fan) => fan.status === 201)).toHaveLength(1);
      const rows = await getDb().query("SELECT oid FROM fans WHERE email_canonical = $1", [
        `${local}@gmail.com`,
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  describe("disposable addresses", () => {
    it("registers a fan with a disposable address, flagged for the promoter", async () => {
      const { fan } = await register(h, GIVEAWAY, {
        emailAddress: `${gmailUser()}@mailinator.com`,
        firstName: "T",
        lastName: "T",
      });
      expect(fan.status).toBe(201);
      const [row] = await getDb().query<{ email_disposable: boolean }>(
        "SELECT email_disposable FROM fans WHERE oid = $1",
        [fan.body.oid],
      );
      expect(row?.email_disposable).toBe(true);
      const other = await register(h, GIVEAWAY, {
        emailAddress: `${gmailUser()}@gmail.com`,
        firstName: "T",
        lastName: "T",
      });
      const [plain] = await getDb().query<{ email_disposable: boolean }>(
        "SELECT email_disposable FROM fans WHERE oid = $1",
        [other.fan.body.oid],
      );
      expect(plain?.email_disposable).toBe(false);
    });

    it("refuses one with a 400 naming emailAddress where the campaign excludes them", async () => {
      const refused = await createAccount(
        NO_DISPOSABLE,
        `${gmailUser()}@yopmail.com`,
        "cmp_test_no_disposable",
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        field: "emailAddress",
        message: "Your Email Address is from a disposable email service. Please use a permanent address",
      });
      // An account made without the campaign cannot register for it either.
      const loose = await h.call("POST", "/campaign-account", {
        body: {
          registrationType: "email",
          emailAddress: `${gmailUser()}@yopmail.com`,
          firstName: "A",
          lastName: "B",
        },
      });
      expect(loose.status).toBe(201);
      const fan = await h.call("POST", "/campaign-fan", {
        token: loose.token,
        body: { uri: NO_DISPOSABLE, registrationType: "email" },
      });
      expect(fan.status).toBe(400);
      expect(fan.body).toMatchObject({ field: "emailAddress" });
      const ok = await createAccount(NO_DISPOSABLE, `${gmailUser()}@gmail.com`, "cmp_test_no_disposable");
      expect(ok.status).toBe(201);
    });
  });
});
