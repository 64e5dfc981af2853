import { describe, expect, it } from "vitest";
import { parseStoredCampaign } from "./normalise-campaign.js";

const stored = (registrations: unknown) => ({
  oid: "cmp_old",
  uri: "p/old",
  urlSlug: "old",
  type: "presale",
  name: "An older campaign",
  promoterOid: "pro_1",
  registrations,
});

describe("a stored campaign", () => {
  it("with legacy registration flag maps loads as fields plus providers (core-journey §2)", () => {
    const campaign = parseStoredCampaign(
      stored({
        fields: { emailAddress: true, firstName: true, mobileNumber: false, postcode: true },
        requiredFields: { emailAddress: true, firstName: true },
        providers: { email: true, spotify: false },
        facebook: true,
      }),
    );
    const fields = campaign.registrations.fields.filter((field) => field.enabled);
    expect(fields.map((field) => [field.key, field.optional])).toEqual([
      ["emailAddress", false],
      ["firstName", false],
      ["postcode", true],
    ]);
    expect(campaign.registrations.providers).toEqual(["email", "facebook"]);
  });

  it("with current registrations loads as stored", () => {
    const registrations = {
      fields: [
        { key: "emailAddress", name: "Email Address", optional: false, enabled: true },
        { key: "mobileNumber", name: "Mobile Number", optional: true, enabled: true },
      ],
      providers: ["email"],
    };
    const campaign = parseStoredCampaign(stored(registrations));
    expect(campaign.registrations.providers).toEqual(["email"]);
    expect(campaign.registrations.fields.map((field) => [field.key, field.optional])).toEqual([
      ["emailAddress", false],
      ["mobileNumber", true],
    ]);
  });

  it("that breaks the schema throws (a server fault, not a client's)", () => {
    expect(() => parseStoredCampaign({ oid: "cmp_x" })).toThrow();
  });
});
