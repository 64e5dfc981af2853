import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { upsertCampaign } from "../../store/campaigns.js";
import { upsertPromoter } from "../../store/promoters.js";
import { createApp } from "../app.js";
import { DEMO_SERVER_SECRET } from "../config.js";
import { domainHash } from "../remote-signup/domain-hash.js";
import { DOMAIN_REFUSED } from "../remote-signup/remote-signup.js";
import { createHarness, type Harness, harnessFor, testConfig, uniqueEmail } from "../testing/api-harness.js";

// docs/security.md "Embedding in someone else's page": remote signup checks where the request comes from
// (the domain's hash is public in the promoter's page) and applies the campaign's rules like the form.

const PROMOTER = "prm_demo";
const DOMAIN = "127.0.0.1"; // the seeded promoter's verified domain
const HASH = domainHash(DEMO_SERVER_SECRET, PROMOTER, DOMAIN);
const GIVEAWAY = "g/demo-giveaway";
const WITH_CUSTOM = "g/test-remote-custom";
const CUSTOM_OID = "cmp_test_remote_custom";
/** The hosted site of the frame-path tests, on another host than the promoter's. */
const SITE = "https://fans.example";
/** A promoter of the test's own, verified for a named host (the www cases). */
const NAMED = { promoterOid: "prm_test_named", domain: "promoter.example", campaignOid: "cmp_test_named" };
const FRAME = `${SITE}/widget/remote-signup/?campaign=${GIVEAWAY}&domain=${DOMAIN}&hash=${HASH}`;

const ANSWERS = {
  favourite_song: "Northern Lights",
  tickets_needed: "2",
  first_show: "12/03/2019",
  city_to_attend: "Melbourne",
};

forEachDatabase("remote signup from the promoter's domain", (getDb) => {
  let h: Harness;
  /** The same database behind a site published at SITE (PUBLIC_ORIGIN). */
  let published: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
    published = harnessFor(
      createApp({ db: getDb(), config: testConfig({ PUBLIC_ORIGIN: SITE }) }),
      getDb(),
      h.seed,
    );
    const giveaway = h.campaign(GIVEAWAY);
    await upsertPromoter(getDb(), {
      oid: NAMED.promoterOid,
      name: "Named",
      verifiedDomains: [NAMED.domain],
    });
    await upsertCampaign(getDb(), {
      ...giveaway,
      oid: NAMED.campaignOid,
      uri: "g/test-named",
      urlSlug: "test-named",
      promoterOid: NAMED.promoterOid,
    });
    await upsertCampaign(getDb(), {
      ...giveaway,
      oid: CUSTOM_OID,
      uri: WITH_CUSTOM,
      urlSlug: "test-remote-custom",
      registrations: {
        ...giveaway.registrations,
        customFields: h.campaign("w/demo-waitlist").registrations.customFields,
        excludeDisposableEmails: true,
      },
    });
  });

  const signup = (
    headers: Record<string, string>,
    body: Record<string, unknown> = {},
    harness: Harness = h,
  ) =>
    harness.call("POST", "/remote-signup", {
      headers,
      body: {
        campaignOid: h.campaign(GIVEAWAY).oid,
        domain: DOMAIN,
        hash: HASH,
        emailAddress: uniqueEmail("remote"),
        firstName: "Remy",
        lastName: "Ote",
        ...body,
      },
    });
  const fansWith = (email: string) => getDb().query("SELECT oid FROM fans WHERE email_address = $1", [email]);

  describe("the request's Origin", () => {
    it.each([
      ["the promoter's page", "http://127.0.0.1:4174"],
      ["the domain over https on its default port", "https://127.0.0.1"],
    ])("accepts %s", async (_, origin) => {
      const res = await signup({ origin });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, campaignFanOid: expect.stringMatching(/^fan_/) });
    });

    it("accepts a named domain with or without www on either side, over http or https", async () => {
      const hash = domainHash(DEMO_SERVER_SECRET, NAMED.promoterOid, NAMED.domain);
      for (const [origin, domain] of [
        ["https://www.promoter.example", "promoter.example"],
        ["http://promoter.example:8080", "www.promoter.example"],
      ] as const) {
        const res = await signup({ origin }, { campaignOid: NAMED.campaignOid, domain, hash });
        expect(res.status).toBe(201);
      }
      const other = await signup(
        { origin: "https://wwwpromoter.example" },
        { campaignOid: NAMED.campaignOid, domain: NAMED.domain, hash },
      );
      expect(other.status).toBe(403);
    });

    it.each([
      ["no Origin (a script outside a browser, or a copied hash)", {}],
      ["another site's page", { origin: "https://evil.example" }],
      ["a look-alike host", { origin: "http://127.0.0.1.evil.example" }],
      ["an opaque origin (a sandboxed frame)", { origin: "null" }],
      ["a scheme other than http and https", { origin: "ftp://127.0.0.1" }],
    ])("refuses %s with 403, registering nobody", async (_, headers) => {
      const email = uniqueEmail("refused");
      const res = await signup(headers, { emailAddress: email });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: DOMAIN_REFUSED });
      expect(await fansWith(email)).toHaveLength(0);
    });

    it("accepts the site's own remote-signup frame opened for the domain, and no other page of the site", async () => {
      const fromFrame = await signup({ origin: SITE, referer: FRAME }, {}, published);
      expect(fromFrame.status).toBe(201);
      const otherFrame = FRAME.replace(`domain=${DOMAIN}`, "domain=evil.example");
      const refused: Record<string, string>[] = [
        { origin: SITE },
        { origin: SITE, referer: `${SITE}/p/demo-presale/` },
        { origin: SITE, referer: otherFrame },
        { origin: SITE, referer: FRAME.replace(SITE, "https://evil.example") },
      ];
      for (const headers of refused) {
        const res = await signup(headers, {}, published);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: DOMAIN_REFUSED });
      }
    });
  });

  describe("the campaign's rules, as on the form", () => {
    const custom = (body: Record<string, unknown>) =>
      signup({ origin: "http://127.0.0.1:4174" }, { campaignOid: CUSTOM_OID, ...body });

    it.each([
      [
        "a required custom field left out",
        { ...ANSWERS, favourite_song: undefined },
        "customFields.favourite_song",
      ],
      ["a blank required custom field", { ...ANSWERS, favourite_song: "  " }, "customFields.favourite_song"],
      [
        "a number field that is not a number",
        { ...ANSWERS, tickets_needed: "two" },
        "customFields.tickets_needed",
      ],
      ["a date in another format", { ...ANSWERS, first_show: "2019-03-12" }, "customFields.first_show"],
      [
        "a choice that is not an option",
        { ...ANSWERS, city_to_attend: "Hobart" },
        "customFields.city_to_attend",
      ],
    ])("answers 400 naming the field for %s", async (_, cfMap, field) => {
      const res = await custom({ cfMap });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
    });

    it("answers 400 naming a required predefined field left out (p/demo-presale's postcode)", async () => {
      const res = await signup(
        { origin: "http://127.0.0.1:4174" },
        { campaignOid: h.campaign("p/demo-presale").oid },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field: "postcode" });
    });

    it("answers 400 when the custom answers are missing altogether", async () => {
      expect((await custom({})).body).toMatchObject({
        statusCode: 400,
        field: "customFields.favourite_song",
      });
    });

    it("registers the fan with its custom answers", async () => {
      const email = uniqueEmail("custom");
      const res = await custom({
        emailAddress: email,
        cfMap: { ...ANSWERS, interested_in: [{ value: "Merchandise" }] },
      });
      expect(res.body).toMatchObject({ success: true });
      const [fan] = await getDb().query<{ data: { customFields: { key: string; value: unknown }[] } }>(
        "SELECT data FROM fans WHERE oid = $1",
        [res.body.campaignFanOid],
      );
      expect(fan?.data.customFields.map(({ key, value }) => [key, value])).toEqual([
        ["favourite_song", "Northern Lights"],
        ["tickets_needed", 2],
        ["first_show", "12/03/2019"],
        ["city_to_attend", "Melbourne"],
        ["interested_in", [{ value: "Merchandise" }]],
      ]);
    });

    it("refuses a disposable address where the campaign excludes them", async () => {
      const res = await custom({ emailAddress: "someone@mailinator.com", cfMap: ANSWERS });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: "emailAddress" });
    });
  });
});
