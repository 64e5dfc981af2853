import { beforeAll, describe, expect, it } from "vitest";
import { createExitIntent } from "../../../sdk/api/calls/engagement.js";
import { previewFan } from "../../../sdk/api/calls/lookup.js";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_SERVER_SECRET } from "../config.js";
import { sha256 } from "../crypto/tokens.js";
import { issuePreviewToken } from "../previews/preview-token.js";
import { domainHash } from "../remote-signup/domain-hash.js";
import { DOMAIN_REFUSED } from "../remote-signup/remote-signup.js";
import { answerOf, createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";

const PROMOTER = "prm_demo";
const HASH = domainHash(DEMO_SERVER_SECRET, PROMOTER, "127.0.0.1");
/** The promoter's demo page (its verified domain): remote signup checks the request's Origin. */
const FROM_PROMOTER = { origin: "http://127.0.0.1:4174" };

forEachDatabase("remote signup, previews and exit intents", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  describe("GET /external-domain-validation", () => {
    const validate = (query: Record<string, string>) =>
      h.call("GET", `/external-domain-validation?${new URLSearchParams(query)}`);

    it("answers valid for the promoter's verified domain and its hash, with or without www and port", async () => {
      for (const domain of ["127.0.0.1", "www.127.0.0.1", "http://127.0.0.1:4174"]) {
        const res = await validate({ promoterOid: PROMOTER, domain, hash: HASH });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ valid: true });
      }
    });

    it.each([
      ["a wrong hash", { promoterOid: PROMOTER, domain: "127.0.0.1", hash: "0".repeat(64) }],
      [
        "a domain the promoter did not verify",
        {
          promoterOid: PROMOTER,
          domain: "evil.example",
          hash: domainHash(DEMO_SERVER_SECRET, PROMOTER, "evil.example"),
        },
      ],
      ["an unknown promoter", { promoterOid: "prm_nope", domain: "127.0.0.1", hash: HASH }],
    ])("answers valid false for %s", async (_, query) => {
      expect((await validate(query)).body).toEqual({ valid: false });
    });

    it("answers 400 naming a missing parameter", async () => {
      expect((await validate({ promoterOid: PROMOTER, domain: "127.0.0.1" })).body).toMatchObject({
        statusCode: 400,
        field: "hash",
      });
    });
  });

  describe("POST /remote-signup", () => {
    const signup = (body: Record<string, unknown>) =>
      h.call("POST", "/remote-signup", {
        headers: FROM_PROMOTER,
        body: {
          campaignOid: h.campaign("g/demo-giveaway").oid,
          domain: "127.0.0.1",
          hash: HASH,
          firstName: "Remy",
          lastName: "Ote",
          ...body,
        },
      });

    it("registers the fan for real: lower-cased email, E.164 mobile, dob from midnight UTC", async () => {
      const email = uniqueEmail("remote");
      const res = await signup({
        emailAddress: email.toUpperCase(),
        mobileNumber: "+610412345678",
        dob: "1990-07-04T00:00:00.000Z",
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, campaignFanOid: expect.stringMatching(/^fan_/) });
      const [fan] = await getDb().query<{
        email_address: string;
        mobile_number: string;
        profile: { dob: string };
      }>(
        "SELECT f.email_address, f.mobile_number, a.profile FROM fans f JOIN accounts a ON a.oid = f.account_oid WHERE f.oid = $1",
        [res.body.campaignFanOid],
      );
      expect(fan).toMatchObject({
        email_address: email,
        mobile_number: "+61412345678",
        profile: { dob: "04/07/1990" },
      });
    });

    it("answers success again for an address already registered, without a second fan", async () => {
      const email = uniqueEmail("remote");
      expect((await signup({ emailAddress: email })).body.campaignFanOid).toBeDefined();
      const again = await signup({ emailAddress: email });
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ success: true });
    });

    it("sends the verification email of a campaign that verifies addresses", async () => {
      const email = uniqueEmail("remote");
      const res = await h.call("POST", "/remote-signup", {
        headers: FROM_PROMOTER,
        body: {
          campaignOid: h.campaign("b/demo-ballot").oid,
          domain: "127.0.0.1",
          hash: HASH,
          emailAddress: email,
          firstName: "R",
          lastName: "O",
        },
      });
      expect(res.status).toBe(201);
      expect((await h.outbox(email))[0]).toMatchObject({
        kind: "verification-code",
        link: expect.any(String),
      });
    });

    it.each([
      ["a plus-tagged email", { emailAddress: "ann+tag@example.com" }, "emailAddress"],
      ["a missing email", { emailAddress: undefined }, "emailAddress"],
      ["an invalid mobile", { emailAddress: "m@example.com", mobileNumber: "+6141234" }, "mobileNumber"],
      [
        "a dob that is not midnight UTC",
        { emailAddress: "d@example.com", dob: "1990-07-04T10:00:00.000Z" },
        "dob",
      ],
      ["a required field left out", { emailAddress: "f@example.com", lastName: undefined }, "lastName"],
      ["a blank text after trimming", { emailAddress: "t@example.com", firstName: "   " }, "firstName"],
    ])("answers 400 naming the field for %s", async (_, body, field) => {
      const res = await signup(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
    });

    it("answers 403 for a domain that does not check out, and 404 for an unknown campaign", async () => {
      const refused = await signup({ emailAddress: uniqueEmail(), hash: "f".repeat(64) });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: DOMAIN_REFUSED });
      const unknown = await signup({ emailAddress: uniqueEmail(), campaignOid: "cmp_nope" });
      expect(unknown.status).toBe(404);
    });
  });

  describe("previews", () => {
    const preview = { "x-preview-token": issuePreviewToken(DEMO_SERVER_SECRET) };

    it("refuses every preview call without a valid token, before reading the request", async () => {
      const expired = issuePreviewToken(DEMO_SERVER_SECRET, Date.now() - 7_200_000, 3600);
      const forged = issuePreviewToken("x".repeat(32));
      const cases: Record<string, string>[] = [
        {},
        { "x-preview-token": expired },
        { "x-preview-token": forged },
      ];
      for (const headers of cases) {
        const tour = await h.call("GET", "/tour-preview?tour=%7Bnope", { headers });
        expect(tour.status).toBe(403);
        expect(tour.body).toMatchObject({
          statusCode: 403,
          message: "Preview token is missing, expired or not valid",
        });
        expect((await h.call("POST", "/campaign-preview", { body: { oid: "x" }, headers })).status).toBe(403);
        expect((await h.call("POST", "/fan-preview", { body: {}, headers })).status).toBe(403);
      }
    });

    it("GET /tour-preview answers the tour it was given", async () => {
      const tour = {
        oid: "tour_x",
        name: "Draft tour",
        urlSlug: "draft",
        campaigns: [{ name: "Stop", type: "presale", urlSlug: "stop" }],
      };
      const res = await h.call("GET", `/tour-preview?tour=${encodeURIComponent(JSON.stringify(tour))}`, {
        headers: preview,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tour: { oid: "tour_x", resources: [] } });
      expect((await h.call("GET", "/tour-preview?tour=%7Bnope", { headers: preview })).status).toBe(400);
    });

    /** A campaign the admin tool is editing: the fields a preview needs, and `more`. */
    const draftCampaign = (more: Record<string, unknown>) => ({
      oid: "cmp_draft",
      type: "presale",
      uri: "p/draft",
      urlSlug: "draft",
      name: "Draft",
      promoterOid: PROMOTER,
      ...more,
    });

    it("POST /campaign-preview fills defaults and converts legacy required fields", async () => {
      const draft = draftCampaign({
        registrations: {
          requiredFields: ["emailAddress"],
          fields: [
            { key: "emailAddress", name: "Email Address" },
            { key: "firstName", name: "First Name" },
          ],
        },
      });
      const res = await h.call<{
        campaign: { registrations: Record<string, unknown>; presentation: { color: string } };
      }>("POST", "/campaign-preview", { body: draft, headers: preview });
      expect(res.status).toBe(200);
      expect(res.body.campaign.registrations).toMatchObject({
        providers: ["email"],
        fields: [
          expect.objectContaining({ key: "emailAddress", optional: false }),
          expect.objectContaining({ key: "firstName", optional: true }),
        ],
      });
      expect(res.body.campaign.registrations.requiredFields).toBeUndefined();
      expect(
        (await h.call("POST", "/campaign-preview", { body: { oid: "x" }, headers: preview })).status,
      ).toBe(400);
    });

    it("POST /campaign-preview gives a photo the server sizes its widths, and takes claimed ones off", async () => {
      const draft = (url: string, widths?: number[]) =>
        draftCampaign({ resources: [{ assetType: "campaign-image", url, ...(widths && { widths }) }] });
      const imageOf = async (body: unknown) =>
        (
          await h.call<{ campaign: { resources: unknown[] } }>("POST", "/campaign-preview", {
            body,
            headers: preview,
          })
        ).body.campaign.resources[0];
      expect(await imageOf(draft("/assets/demo/preorder-photo.jpg"))).toMatchObject({
        widths: [480, 720, 960, 1280, 1920],
      });
      expect(await imageOf(draft("/assets/demo/presale.svg", [1]))).toEqual({
        assetType: "campaign-image",
        url: "/assets/demo/presale.svg",
      });
    });

    it("POST /fan-preview answers a sample fan and stores nothing", async () => {
      const before = await getDb().query<{ count: number }>("SELECT count(*) AS count FROM fans");
      const res = await h.call("POST", "/fan-preview", {
        body: { campaignOid: h.campaign("p/demo-presale").oid },
        headers: preview,
      });
      expect(res.status).toBe(200);
      expect(answerOf(previewFan, 200, res.body)).toMatchObject({
        oid: "fan_preview",
        stats: { currentTier: 1 },
      });
      expect(await getDb().query("SELECT count(*) AS count FROM fans")).toEqual(before);
    });
  });

  describe("exit-intent records", () => {
    const campaignOid = () => h.campaign("p/demo-ended").oid;

    it("creates a record at the email step and updates it with the profile and bonus answers", async () => {
      const email = uniqueEmail("exit");
      const created = await h.call("POST", "/campaign-exit-intent", {
        body: {
          campaignOid: campaignOid(),
          intent: "ended",
          emailAddress: email.toUpperCase(),
          status: "filled",
        },
      });
      expect(created.status).toBe(201);
      const record = answerOf(createExitIntent, 201, created.body);
      expect(record).toMatchObject({
        campaignOid: campaignOid(),
        intent: "ended",
        emailAddress: email,
        status: "filled",
      });

      const { secret } = record;
      const profile = await h.call("PATCH", `/campaign-exit-intent/${record.oid}`, {
        body: { secret, firstName: " Eve ", lastName: "Exit", mobileNumber: "+610412345678" },
      });
      expect(profile.status).toBe(200);
      const bonus = await h.call("PATCH", `/campaign-exit-intent/${record.oid}`, {
        body: {
          secret,
          country: "au",
          postcode: "3000",
          dob: "01/02/1990",
          gender: "female",
          status: "done",
        },
      });
      expect(bonus.body).toMatchObject({
        oid: record.oid,
        emailAddress: email,
        firstName: "Eve",
        mobileNumber: "+61412345678",
        postcode: "3000",
        status: "done",
      });
    });

    it("links the record to the signed-in fan", async () => {
      const { token, fan } = await register(h, "g/demo-giveaway", {
        emailAddress: uniqueEmail(),
        firstName: "A",
        lastName: "B",
      });
      const res = await h.call("POST", "/campaign-exit-intent", {
        token,
        body: { campaignOid: h.campaign("g/demo-giveaway").oid, intent: "exit" },
      });
      const [row] = await getDb().query<{ fan_oid: string }>(
        "SELECT fan_oid FROM exit_intents WHERE oid = $1",
        [res.body.oid],
      );
      expect(row?.fan_oid).toBe(fan.body.oid);
    });

    it("links a record made before the fan registered (the exit form's step 1) on the next update", async () => {
      const presale = h.campaign("p/demo-presale").oid;
      const email = uniqueEmail("exit-later");
      const created = await h.call("POST", "/campaign-exit-intent", {
        body: { campaignOid: presale, intent: "exit", emailAddress: email },
      });
      expect(created.status).toBe(201);
      // The form registers the fan once the required fields are known; p/demo-presale then verifies (202).
      const { token, fan } = await register(h, "p/demo-presale", {
        emailAddress: email,
        firstName: "Ada",
        lastName: "Lovelace",
        postcode: "3000",
      });
      expect(fan.status).toBe(202);
      const updated = await h.call("PATCH", `/campaign-exit-intent/${created.body.oid}`, {
        token,
        body: { secret: created.body.secret, postcode: "3000", country: "au" },
      });
      expect(updated.status).toBe(200);
      const fanOid = async () =>
        (
          await getDb().query<{ fan_oid: string | null }>("SELECT fan_oid FROM exit_intents WHERE oid = $1", [
            created.body.oid,
          ])
        )[0]?.fan_oid;
      const linked = await fanOid();
      expect(linked).toMatch(/^fan_/);
      // Another visitor's token never re-links it.
      const other = await register(h, "p/demo-presale", {
        emailAddress: uniqueEmail("exit-other"),
        firstName: "Grace",
        lastName: "Hopper",
        postcode: "2000",
      });
      await h.call("PATCH", `/campaign-exit-intent/${created.body.oid}`, { token: other.token, body: {} });
      expect(await fanOid()).toBe(linked);
    });

    // Issue 15: a record changed by id alone let anyone who saw an oid rewrite a visitor's answers.
    it("changes a record only with the secret its creation answered, or its fan's token, never by id alone", async () => {
      const email = uniqueEmail("exit-owner");
      const created = await h.call("POST", "/campaign-exit-intent", {
        body: { campaignOid: campaignOid(), intent: "ended", emailAddress: email },
      });
      const record = answerOf(createExitIntent, 201, created.body);
      expect(record.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await getDb().query<{ secret_hash: string }>(
        "SELECT secret_hash FROM exit_intents WHERE oid = $1",
        [record.oid],
      );
      expect(stored?.secret_hash).toBe(sha256(record.secret));

      const path = `/campaign-exit-intent/${record.oid}`;
      const stranger = await register(h, "g/demo-giveaway", {
        emailAddress: uniqueEmail("exit-stranger"),
        firstName: "Mal",
        lastName: "Lory",
      });
      for (const attempt of [
        { body: { firstName: "Mallory", status: "discarded" } },
        { body: { secret: "x".repeat(43), firstName: "Mallory" } },
        // One character off (never the secret itself, whatever its last character).
        {
          body: {
            secret: `${record.secret.slice(0, -1)}${record.secret.endsWith("A") ? "B" : "A"}`,
            firstName: "Mallory",
          },
        },
        { token: stranger.token, body: { firstName: "Mallory" } },
      ]) {
        const refused = await h.call("PATCH", path, attempt);
        expect(refused.status, JSON.stringify(attempt)).toBe(403);
        expect(refused.body).toMatchObject({ statusCode: 403 });
      }
      const [after] = await getDb().query<{ intent: Record<string, unknown> }>(
        "SELECT intent FROM exit_intents WHERE oid = $1",
        [record.oid],
      );
      expect(after?.intent).toEqual({ intent: "ended", emailAddress: email });

      const owner = await h.call("PATCH", path, { body: { secret: record.secret, firstName: "Eve" } });
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ firstName: "Eve" });
      expect(owner.body).not.toHaveProperty("secret");
    });

    it("lets the record's own fan change it with the fan's token alone", async () => {
      const giveaway = h.campaign("g/demo-giveaway").oid;
      const { token } = await register(h, "g/demo-giveaway", {
        emailAddress: uniqueEmail("exit-fan"),
        firstName: "A",
        lastName: "B",
      });
      const created = await h.call("POST", "/campaign-exit-intent", {
        token,
        body: { campaignOid: giveaway, intent: "exit" },
      });
      const updated = await h.call("PATCH", `/campaign-exit-intent/${created.body.oid}`, {
        token,
        body: { status: "done" },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ status: "done" });
    });

    it.each([
      ["a plus-tagged email", { emailAddress: "a+b@example.com" }, "emailAddress"],
      ["an unknown intent", { intent: "bored" }, "intent"],
      ["an au postcode of 3 digits", { country: "au", postcode: "300" }, "postcode"],
    ])("answers 400 naming the field for %s", async (_, change, field) => {
      const res = await h.call("POST", "/campaign-exit-intent", {
        body: { campaignOid: campaignOid(), intent: "exit", ...change },
      });
      expect(res.body).toMatchObject({ statusCode: 400, field });
    });

    it("answers 404 for an unknown campaign or record", async () => {
      expect(
        (await h.call("POST", "/campaign-exit-intent", { body: { campaignOid: "cmp_nope", intent: "exit" } }))
          .status,
      ).toBe(404);
      expect(
        (await h.call("PATCH", "/campaign-exit-intent/exi_nope", { body: { secret: "x", firstName: "X" } }))
          .status,
      ).toBe(404);
    });
  });
});
