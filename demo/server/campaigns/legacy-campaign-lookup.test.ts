import { beforeAll, expect, it } from "vitest";
import { CampaignLookupSchema } from "../../../sdk/api/schemas/campaign-lookup.js";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_PROMOTER_OID } from "../../seed/build-seed.js";
import { upsertCampaign } from "../../store/campaigns.js";
import { API, createHarness, type Harness } from "../testing/api-harness.js";

// core-journey §2: "Legacy registration settings are converted into fields plus providers." An older
// row keeps its registrations as flag maps; the lookup and the page shell read campaigns through the
// same door as the handlers, so neither may hand the browser the stored shape.

const legacy = {
  oid: "cmp_legacy_lookup",
  uri: "p/legacy-lookup",
  urlSlug: "legacy-lookup",
  type: "presale",
  name: "An older campaign",
  promoterOid: DEMO_PROMOTER_OID,
  registrations: {
    fields: { emailAddress: true, firstName: true, mobileNumber: false },
    requiredFields: { emailAddress: true },
    providers: { email: true, spotify: false },
  },
};

/** The current shape the conversion gives: fields plus providers. */
function expectConverted(data: unknown): void {
  const lookup = CampaignLookupSchema.parse(data);
  const registrations = lookup.campaign?.registrations;
  const enabled = registrations?.fields.filter((field) => field.enabled);
  expect(enabled?.map((field) => [field.key, field.optional])).toEqual([
    ["emailAddress", false],
    ["firstName", true],
  ]);
  expect(registrations?.providers).toEqual(["email"]);
}

forEachDatabase("a stored campaign with legacy registration settings", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
    // Stored directly, as an old row would be: no API normalised it on the way in.
    await upsertCampaign(getDb(), legacy);
  });

  it("reaches GET /campaign-uri converted, in the shared schema's shape", async () => {
    for (const query of [`uri=${legacy.uri}`, `oid=${legacy.oid}`]) {
      const res = await h.app.request(`${API}/campaign-uri?${query}`);
      expect(res.status).toBe(200);
      expectConverted(await res.json());
    }
  });

  it("reaches the page shell's embedded lookup converted", async () => {
    const res = await h.app.request(`/${legacy.uri}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const json = /<script type="application\/json" id="campaign-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const embedded = JSON.parse(json ?? "null") as { answer: { status: number; data: unknown } };
    expect(embedded.answer.status).toBe(200);
    expectConverted(embedded.answer.data);
  });
});
