import { beforeAll, describe, expect, it } from "vitest";
import {
  createCampaignAccount,
  createCampaignFan,
  getCampaignFan,
} from "../../../sdk/api/calls/registration.js";
import { forEachDatabase } from "../../db/testing.js";
import { countFans } from "../../store/fans.js";
import { EMAIL_TAKEN } from "../accounts/contact-taken.js";
import { sha256 } from "../crypto/tokens.js";
import { FAN_ABSENT } from "../fans/current-fan.js";
import {
  answerOf,
  createHarness,
  type Harness,
  register,
  uniqueEmail,
  uniqueMobile,
  WAITLIST_ANSWERS,
} from "../testing/api-harness.js";

const GIVEAWAY = "g/demo-giveaway"; // no verification
const PRESALE = "p/demo-presale"; // 6-character emailed code
const BALLOT = "b/demo-ballot"; // emailed link
const WAITLIST = "w/demo-waitlist"; // mobile number, 5-digit text code, custom fields

const person = (emailAddress = uniqueEmail()) => ({ emailAddress, firstName: "Ann", lastName: "Lee" });

forEachDatabase("accounts and fans", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  describe("POST /campaign-account", () => {
    it("answers 201 with the account and a random token in x-auth-token, stored only as its hash", async () => {
      const email = uniqueEmail();
      const res = await h.call("POST", "/campaign-account", {
        body: {
          campaignOid: h.campaign(GIVEAWAY).oid,
          registrationType: "email",
          ...person(email.toUpperCase()),
        },
      });
      expect(res.status).toBe(201);
      const account = { data: answerOf(createCampaignAccount, 201, res.body) };
      expect(account.data).toMatchObject({
        emailAddress: email,
        firstName: "Ann",
        campaignOid: h.campaign(GIVEAWAY).oid,
      });
      expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await getDb().query<{ token_hash: string }>(
        "SELECT token_hash FROM auth_tokens WHERE account_oid = $1",
        [account.data.oid],
      );
      expect(rows.map((r) => r.token_hash)).toEqual([sha256(res.token!)]);
    });

    it.each([
      ["a malformed address", { emailAddress: "not-an-email" }, "emailAddress"],
      ["a plus-tagged address (core-journey §5)", { emailAddress: "ann+promo@example.com" }, "emailAddress"],
      ["an invalid mobile number", { mobileNumber: "+6141234" }, "mobileNumber"],
      ["a date of birth that is no date", { dob: "31/02/2000" }, "dob"],
      ["a date of birth last month", { dob: "01/01/2099" }, "dob"],
      ["an unknown campaign", { campaignOid: "cmp_nope" }, "campaignOid"],
      ["an email registration without an address", { emailAddress: undefined }, "emailAddress"],
      ["a US postcode in the wrong format", { country: "us", postcode: "ABC" }, "postcode"],
    ])("answers 400 naming the field for %s", async (_, change, field) => {
      const body = {
        campaignOid: h.campaign(GIVEAWAY).oid,
        registrationType: "email",
        ...person(),
        ...change,
      };
      const res = await h.call("POST", "/campaign-account", { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SELECT|INSERT/);
    });

    it("answers 400, never 500, for malformed JSON", async () => {
      const res = await h.call("POST", "/campaign-account", { body: "{oops" });
      expect(res.status).toBe(400);
    });

    it("stores a mobile number in E.164 whatever national prefix it was typed with", async () => {
      const res = await h.call("POST", "/campaign-account", {
        body: { registrationType: "mobile", mobileNumber: "+610412345678", firstName: "Mo" },
      });
      expect(res.status).toBe(201);
      expect(res.body.mobileNumber).toBe("+61412345678");
    });

    describe("given the address already registered for the campaign", () => {
      it("answers 409 with the spec's message", async () => {
        const email = uniqueEmail();
        await register(h, GIVEAWAY, person(email));
        const res = await h.call("POST", "/campaign-account", {
          body: { campaignOid: h.campaign(GIVEAWAY).oid, registrationType: "email", ...person(email) },
        });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ message: EMAIL_TAKEN, statusCode: 409, field: "emailAddress" });
      });

      it("still lets the same address register for another campaign", async () => {
        const email = uniqueEmail();
        await register(h, GIVEAWAY, person(email));
        const other = await register(h, "r/demo-rsvp", person(email));
        expect(other.fan.status).toBe(201);
      });
    });

    describe("given a registration still waiting for its code", () => {
      it("resumes it from a new browser, without showing the earlier answers", async () => {
        const email = uniqueEmail();
        const first = await register(h, PRESALE, { ...person(email), postcode: "3000", city: "Melbourne" });
        expect(first.fan.status).toBe(202);
        const again = await h.call("POST", "/campaign-account", {
          body: {
            campaignOid: h.campaign(PRESALE).oid,
            registrationType: "email",
            ...person(email),
            postcode: "3001",
          },
        });
        expect(again.status).toBe(201);
        expect(again.body.oid).toBe(first.account.body.oid);
        expect(again.body.city).toBeUndefined();
        expect(again.token).not.toBe(first.token);
      });
    });

    describe("given a signed-in visitor", () => {
      it("updates the account and keeps the token (the update-email path)", async () => {
        const { token, account } = await register(h, PRESALE, { ...person(), postcode: "3000" });
        const newEmail = uniqueEmail("changed");
        const res = await h.call("POST", "/campaign-account", {
          token,
          body: {
            campaignOid: h.campaign(PRESALE).oid,
            registrationType: "email",
            ...person(newEmail),
            postcode: "3000",
          },
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ oid: account.body.oid, emailAddress: newEmail });
        expect(res.token).toBe(token);
        const again = await h.call("POST", "/campaign-fan", {
          token,
          body: { uri: PRESALE, registrationType: "email" },
        });
        expect(again.status).toBe(202);
        expect((await h.outbox(newEmail))[0]).toMatchObject({
          kind: "verification-code",
          code: expect.any(String),
        });
      });
    });
  });

  describe("POST /campaign-fan", () => {
    it("answers 201 with the fan when the campaign needs no verification", async () => {
      const { fan } = await register(h, GIVEAWAY, person());
      expect(fan.status).toBe(201);
      const parsed = answerOf(createCampaignFan, 201, fan.body);
      expect(parsed).toMatchObject({
        campaignOid: h.campaign(GIVEAWAY).oid,
        firstName: "Ann",
        lastName: "Lee",
      });
      expect(Object.keys(parsed.shortUrls)).toContain("copy");
    });

    it.each([
      [PRESALE, { postcode: "3000" } as Record<string, string>, "email-code"],
      [BALLOT, {}, "email-address"],
    ])("answers 202 for %s with validationType and sends the message", async (uri, extra, validationType) => {
      const email = uniqueEmail();
      const { fan } = await register(h, uri, { ...person(email), ...extra });
      expect(fan.status).toBe(202);
      expect(fan.body).toEqual({ validationType });
      const [message] = await h.outbox(email);
      expect(message).toMatchObject({
        channel: "email",
        kind: "verification-code",
        code: expect.stringMatching(/^[A-Z0-9]{6}$/),
      });
      if (validationType === "email-address") expect(message?.link).toContain(`/${uri}/register?`);
    });

    it("answers 202 mobile-number for a mobile registration and texts a 5-digit code to the E.164 number", async () => {
      const mobile = uniqueMobile();
      const { fan } = await register(
        h,
        WAITLIST,
        { registrationType: "mobile", mobileNumber: mobile, firstName: "Mo", lastName: "Ng" },
        WAITLIST_ANSWERS,
      );
      expect(fan.status).toBe(202);
      expect(fan.body).toEqual({ validationType: "mobile-number" });
      expect((await h.outbox(mobile))[0]).toMatchObject({
        channel: "sms",
        code: expect.stringMatching(/^\d{5}$/),
      });
    });

    it("answers 401 without an account token", async () => {
      const res = await h.call("POST", "/campaign-fan", {
        body: { uri: GIVEAWAY, registrationType: "email" },
      });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: expect.stringContaining(FAN_ABSENT) });
    });

    it("answers 401 with the token of another campaign", async () => {
      const { token } = await register(h, GIVEAWAY, person());
      const res = await h.call("POST", "/campaign-fan", {
        token,
        body: { uri: "r/demo-rsvp", registrationType: "email" },
      });
      expect(res.status).toBe(401);
    });

    it("answers 404 for an unknown campaign", async () => {
      const res = await h.call("POST", "/campaign-fan", {
        body: { uri: "p/nope", registrationType: "email" },
      });
      expect(res.status).toBe(404);
    });

    it.each([
      ["a required field the account lacks", PRESALE, {}, {}, "postcode"],
      [
        "a registration type the campaign does not offer",
        GIVEAWAY,
        {},
        { registrationType: "facebook" },
        "registrationType",
      ],
    ])("answers 400 for %s", async (_, uri, extra, packet, field) => {
      const { fan } = await register(h, uri, { ...person(), ...extra }, packet);
      expect(fan.status).toBe(400);
      expect(fan.body).toMatchObject({ field });
    });

    it("answers 400 naming a required custom field left empty, and one of the wrong type", async () => {
      const fields = {
        registrationType: "mobile",
        mobileNumber: uniqueMobile(),
        firstName: "Mo",
        lastName: "Ng",
      };
      const missing = await register(h, WAITLIST, fields, {
        cfMap: { ...WAITLIST_ANSWERS.cfMap, favourite_song: " " },
      });
      expect(missing.fan.body).toMatchObject({ statusCode: 400, field: "customFields.favourite_song" });
      const wrong = await h.call("POST", "/campaign-fan", {
        token: missing.token,
        body: {
          uri: WAITLIST,
          registrationType: "mobile",
          cfMap: { ...WAITLIST_ANSWERS.cfMap, city_to_attend: { value: "Paris" } },
        },
      });
      expect(wrong.body).toMatchObject({ statusCode: 400, field: "customFields.city_to_attend" });
    });

    it("answers 409 'registrations have ended' once the campaign ended", async () => {
      const { fan } = await register(h, "p/demo-ended", person());
      expect(fan.status).toBe(409);
      expect(fan.body).toMatchObject({ message: "Presale registrations have ended" });
    });

    it("answers 201 with the same fan when a registered fan submits again", async () => {
      const { token, fan } = await register(h, GIVEAWAY, person());
      const again = await h.call("POST", "/campaign-fan", {
        token,
        body: { uri: GIVEAWAY, registrationType: "email" },
      });
      expect(again.status).toBe(201);
      expect(again.body.oid).toBe(fan.body.oid);
    });

    describe("when the same person submits many times at once", () => {
      it("creates exactly one fan; the other submissions answer 409", async () => {
        const email = uniqueEmail("race");
        const before = await countFans(getDb(), h.campaign(GIVEAWAY).oid);
        const attempts = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const account = await h.call("POST", "/campaign-account", {
              body: { campaignOid: h.campaign(GIVEAWAY).oid, registrationType: "email", ...person(email) },
            });
            if (account.status !== 201) return account.status;
            const fan = await h.call("POST", "/campaign-fan", {
              token: account.token,
              body: { uri: GIVEAWAY, registrationType: "email" },
            });
            return fan.status;
          }),
        );
        expect(attempts.filter((status) => status === 201)).toHaveLength(1);
        expect(attempts.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
        expect(await countFans(getDb(), h.campaign(GIVEAWAY).oid)).toBe(before + 1);
      });
    });
  });

  describe("GET /campaign-fan/{campaignOid}", () => {
    it("answers the fan for its token", async () => {
      const { token, fan } = await register(h, GIVEAWAY, person());
      const res = await h.call("GET", `/campaign-fan/${h.campaign(GIVEAWAY).oid}`, { token });
      expect(res.status).toBe(200);
      expect(answerOf(getCampaignFan, 200, res.body)).toMatchObject({ oid: fan.body.oid });
    });

    it("answers 202 with the verification a registration still waits for (its token opens nothing yet)", async () => {
      const pending = await register(h, PRESALE, { ...person(), postcode: "3000" });
      const res = await h.call("GET", `/campaign-fan/${h.campaign(PRESALE).oid}`, { token: pending.token });
      expect(res).toMatchObject({ status: 202, body: { validationType: "email-code" } });
    });

    it("answers 401 'fan account does not exist' without a token, or with an unknown token", async () => {
      for (const [uri, token] of [
        [GIVEAWAY, undefined],
        [GIVEAWAY, "x".repeat(43)],
      ] as const) {
        const res = await h.call("GET", `/campaign-fan/${h.campaign(uri).oid}`, { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: FAN_ABSENT, statusCode: 401 });
      }
    });

    it("never opens another campaign's fan with a token", async () => {
      const email = uniqueEmail();
      const rsvp = await register(h, "r/demo-rsvp", person(email));
      const giveaway = await register(h, GIVEAWAY, person(email));
      expect([rsvp.fan.status, giveaway.fan.status]).toEqual([201, 201]);
      const res = await h.call("GET", `/campaign-fan/${h.campaign(GIVEAWAY).oid}`, { token: rsvp.token });
      expect(res.status).toBe(401);
    });

    it("answers 404 for an unknown campaign", async () => {
      expect((await h.call("GET", "/campaign-fan/cmp_nope")).status).toBe(404);
    });
  });

  describe("GET /campaign-uri with a token", () => {
    it("answers the visitor's campaignAccount, only for the token's campaign", async () => {
      const { token, account } = await register(h, GIVEAWAY, person());
      const own = await h.call("GET", `/campaign-uri?uri=${GIVEAWAY}`, { token });
      expect(own.body.campaignAccount).toMatchObject({ oid: account.body.oid, firstName: "Ann" });
      const other = await h.call("GET", "/campaign-uri?uri=r/demo-rsvp", { token });
      expect(other.body.campaignAccount).toBeUndefined();
    });
  });
});
