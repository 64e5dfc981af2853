import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { FAN_ABSENT } from "../fans/current-fan.js";
import { createHarness, type Harness, register, uniqueEmail, uniqueMobile } from "../testing/api-harness.js";
import { issueAuthToken } from "./auth-token.js";

// issue 15 "Tokens and links": a change of email or mobile ends the account's other tokens; a logout
// ends the token it is sent with.

const GIVEAWAY = "g/demo-giveaway"; // no verification: registration signs the fan in at once
const PRESALE = "p/demo-presale"; // emailed code

forEachDatabase("token revocation", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  const oidOf = (uri: string) => h.campaign(uri).oid;
  const fanStatus = async (uri: string, token: string) =>
    (await h.call("GET", `/campaign-fan/${oidOf(uri)}`, { token })).status;

  /** A registered fan signed in on two devices (the second as a magic link signs one in). */
  async function signedInTwice(fields: Record<string, unknown> = {}) {
    const email = uniqueEmail();
    const first = await register(h, GIVEAWAY, {
      emailAddress: email,
      firstName: "Ann",
      lastName: "Lee",
      ...fields,
    });
    expect(first.fan.status).toBe(201);
    const accountOid = String(first.account.body.oid);
    const second = await issueAuthToken(getDb(), accountOid, oidOf(GIVEAWAY));
    expect(await fanStatus(GIVEAWAY, second)).toBe(200);
    return { email, token: first.token, second, accountOid };
  }

  const updateAccount = (token: string, fields: Record<string, unknown>) =>
    h.call("POST", "/campaign-account", {
      token,
      body: {
        campaignOid: oidOf(GIVEAWAY),
        registrationType: "email",
        firstName: "Ann",
        lastName: "Lee",
        ...fields,
      },
    });

  describe("a change of address through the signed-in update", () => {
    it("a new email address ends the account's other tokens; the device that changed it stays signed in", async () => {
      const fan = await signedInTwice();
      const changed = await updateAccount(fan.token, { emailAddress: uniqueEmail("moved") });
      expect(changed.status).toBe(201);
      expect(await fanStatus(GIVEAWAY, fan.second)).toBe(401);
      expect(await fanStatus(GIVEAWAY, fan.token)).toBe(200);
    });

    it("a new mobile number ends them too", async () => {
      const fan = await signedInTwice({ mobileNumber: uniqueMobile() });
      const changed = await updateAccount(fan.token, {
        emailAddress: fan.email,
        mobileNumber: uniqueMobile(),
      });
      expect(changed.status).toBe(201);
      expect(await fanStatus(GIVEAWAY, fan.second)).toBe(401);
      expect(await fanStatus(GIVEAWAY, fan.token)).toBe(200);
    });

    it("a change of name only keeps every token", async () => {
      const fan = await signedInTwice();
      const changed = await updateAccount(fan.token, { emailAddress: fan.email, firstName: "Anna" });
      expect(changed.status).toBe(201);
      expect(await fanStatus(GIVEAWAY, fan.second)).toBe(200);
    });

    it("a verified fan moving to a new address keeps only the moving device's token, which verifies it again", async () => {
      const email = uniqueEmail();
      const owner = await register(h, PRESALE, {
        emailAddress: email,
        firstName: "Ann",
        lastName: "Lee",
        postcode: "3000",
      });
      const code = (await h.outbox(email))[0]!.code!;
      await h.call("POST", "/fan-email-verify", {
        token: owner.token,
        body: { campaignOid: oidOf(PRESALE), emailAddress: email, shortCode: code },
      });
      const other = await issueAuthToken(getDb(), String(owner.account.body.oid), oidOf(PRESALE));
      expect(await fanStatus(PRESALE, other)).toBe(200);
      const moved = uniqueEmail("moved");
      await h.call("POST", "/campaign-account", {
        token: owner.token,
        body: {
          campaignOid: oidOf(PRESALE),
          registrationType: "email",
          emailAddress: moved,
          firstName: "Ann",
          lastName: "Lee",
          postcode: "3000",
        },
      });
      expect(
        (
          await h.call("POST", "/campaign-fan", {
            token: owner.token,
            body: { uri: PRESALE, registrationType: "email" },
          })
        ).status,
      ).toBe(202);
      expect(await fanStatus(PRESALE, other)).toBe(401);
      const again = await h.call("POST", "/fan-email-verify", {
        token: owner.token,
        body: {
          campaignOid: oidOf(PRESALE),
          emailAddress: moved,
          shortCode: (await h.outbox(moved))[0]!.code!,
        },
      });
      expect(again.status).toBe(201);
      expect(await fanStatus(PRESALE, owner.token)).toBe(200);
      expect(await fanStatus(PRESALE, other)).toBe(401);
    });
  });

  describe("POST /campaign-account/logout", () => {
    it("answers 204 and ends the token it is sent with, not the account's other tokens", async () => {
      const fan = await signedInTwice();
      const out = await h.call("POST", "/campaign-account/logout", { token: fan.token });
      expect(out.status).toBe(204);
      expect(await fanStatus(GIVEAWAY, fan.token)).toBe(401);
      expect(await fanStatus(GIVEAWAY, fan.second)).toBe(200);
      const lookup = await h.call("GET", `/campaign-uri?uri=${GIVEAWAY}`, { token: fan.token });
      expect(lookup.body.campaignAccount).toBeUndefined();
    });

    it("answers 401 for a token already ended, an unknown one, or none", async () => {
      const fan = await signedInTwice();
      await h.call("POST", "/campaign-account/logout", { token: fan.token });
      for (const token of [fan.token, "x".repeat(43), undefined]) {
        const res = await h.call("POST", "/campaign-account/logout", { token });
        expect(res).toMatchObject({ status: 401, body: { message: FAN_ABSENT, statusCode: 401 } });
      }
    });

    it("ends a registration attempt's token too: it can no longer send or enter its code", async () => {
      const email = uniqueEmail();
      const pending = await register(h, PRESALE, {
        emailAddress: email,
        firstName: "Ann",
        lastName: "Lee",
        postcode: "3000",
      });
      expect((await h.call("POST", "/campaign-account/logout", { token: pending.token })).status).toBe(204);
      const resend = await h.call("POST", `/campaign/${oidOf(PRESALE)}/verify-resend`, {
        token: pending.token,
        body: { verificationType: "email" },
      });
      expect(resend.status).toBe(401);
    });
  });
});
