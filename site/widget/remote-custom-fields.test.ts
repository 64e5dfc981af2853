import { describe, expect, it } from "vitest";
import { CampaignSchema } from "../../sdk/api/schemas/campaign.js";
import { customAnswersOf, remoteCustomFieldsOf } from "./remote-custom-fields.js";

const campaign = CampaignSchema.parse({
  oid: "cmp_1",
  uri: "w/x",
  urlSlug: "x",
  type: "waitlist",
  name: "X",
  promoterOid: "pro_1",
  registrations: {
    customFields: [
      { oid: "cf_song", key: "favourite_song", name: "Favourite song", type: { key: "text" } },
      { oid: "cf_count", key: "tickets", name: "Tickets", type: "number" },
      {
        oid: "cf_city",
        key: "city",
        name: "City",
        type: { key: "dropdown-single" },
        options: [{ name: "Sydney", tagOid: "tag_sydney" }, { name: "Perth" }],
      },
      {
        oid: "cf_extras",
        key: "extras",
        name: "Extras",
        type: { key: "dropdown-multi" },
        optional: true,
        options: [{ name: "Merch", tagOid: "tag_merch" }, { name: "VIP" }],
      },
      { oid: "cf_off", key: "off", name: "Off", enabled: false },
    ],
  },
});

describe("a campaign's custom fields on a promoter's form", () => {
  it("are listed in the init payload, enabled ones only, with their choices", () => {
    expect(remoteCustomFieldsOf(campaign)).toEqual([
      { key: "favourite_song", name: "Favourite song", type: "text", required: true },
      { key: "tickets", name: "Tickets", type: "number", required: true },
      { key: "city", name: "City", type: "dropdown-single", required: true, options: ["Sydney", "Perth"] },
      { key: "extras", name: "Extras", type: "dropdown-multi", required: false, options: ["Merch", "VIP"] },
    ]);
  });

  it("are answered as the register form answers them: choices with the option's tag", () => {
    const answers = customAnswersOf(campaign, {
      favourite_song: "  Lights ",
      tickets: "2",
      city: "Sydney",
      extras: ["Merch", "VIP"],
      off: "ignored",
    });
    expect(answers).toEqual({
      ok: true,
      cfMap: {
        favourite_song: "Lights",
        tickets: "2",
        city: { value: "Sydney", tagOid: "tag_sydney" },
        extras: [{ value: "Merch", tagOid: "tag_merch" }, { value: "VIP" }],
      },
    });
  });

  it("name each field that is missing or not valid, by its key", () => {
    const answers = customAnswersOf(campaign, { tickets: "two", city: "Hobart", extras: "Nope" });
    expect(answers).toEqual({
      ok: false,
      errors: {
        favourite_song: { code: "required", values: { fieldName: "Favourite song" } },
        tickets: { code: "invalid", values: { fieldName: "Tickets" } },
        city: { code: "invalid", values: { fieldName: "City" } },
        extras: { code: "invalid", values: { fieldName: "Extras" } },
      },
    });
  });
});
