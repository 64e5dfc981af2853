import { describe, expect, it } from "vitest";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { buildSeed } from "../../seed/build-seed.js";
import type { FanListRow } from "../../store/promoter-fans.js";
import { answerText, exportColumns, fansCsvStream } from "./fans-export.js";

// docs/promoter-api.md "Fans": the CSV has the fixed contact columns, the other fields the campaign asks
// (enabled ones only), one column per custom field with the answer's text, and formulas defused.

const seed = buildSeed(new Date());
const campaign = (uri: string): Campaign => {
  const found = seed.campaigns.find((c) => c.uri === uri);
  if (!found) throw new Error(`no seeded campaign ${uri}`);
  return found;
};

const fanRow = (
  data: Record<string, unknown>,
  profile: Record<string, unknown> | null = null,
): FanListRow => ({
  oid: "fan_export_1",
  emailAddress: null,
  mobileNumber: "+61412345678",
  data: { registrationType: "mobile", ...data },
  profile,
  totalPoints: 3,
  verifiedAt: new Date("2026-01-02T03:04:05Z"),
  createdAt: new Date("2026-01-02T03:04:05Z"),
  emailUnsubscribedAt: null,
  language: "en-us",
  referredCount: 0,
  cursorTime: "2026-01-02 03:04:05+00",
});

/** A database holding these fans, in ranking order, read a page at a time as the export does. */
const holding = (fans: FanListRow[]): Queryable => {
  let served = false;
  return {
    query: async <T extends object>() => {
      const page = served ? [] : fans;
      served = true;
      return page as unknown as T[];
    },
    exec: async () => undefined,
  };
};

/** The export as header names and rows of cells (a header cell per column; no quoted commas here). */
async function exported(of: Campaign, fans: FanListRow[]): Promise<{ header: string[]; rows: string[] }> {
  const text = await new Response(fansCsvStream(holding(fans), of)).text();
  const [header = "", ...rows] = text.split("\r\n");
  return { header: header.split(","), rows: rows.filter(Boolean) };
}

describe("the fans CSV export's columns", () => {
  it("has the fixed contact columns and only the predefined fields the campaign asks (p/demo-presale)", () => {
    const presale = campaign("p/demo-presale");
    const disabled = presale.registrations.fields.filter((f) => !f.enabled).map((f) => f.key);
    expect(disabled).toEqual(
      expect.arrayContaining(["optusAccountNumber", "dob", "gender", "streetAddress"]),
    );
    const names = exportColumns(presale).map((c) => c.name);
    expect(names.slice(0, 6)).toEqual([
      "oid",
      "emailAddress",
      "mobileNumber",
      "firstName",
      "lastName",
      "postcode",
    ]);
    for (const key of disabled) expect(names).not.toContain(key);
    expect(names).toEqual(expect.arrayContaining(["registrationType", "totalPoints", "tier", "createdAt"]));
  });

  it("keeps the fixed contact columns even when the campaign does not ask them", () => {
    const presale = campaign("p/demo-presale");
    const none = {
      ...presale,
      registrations: {
        ...presale.registrations,
        fields: presale.registrations.fields.map((f) => ({ ...f, enabled: false })),
      },
    };
    expect(
      exportColumns(none)
        .map((c) => c.name)
        .slice(0, 5),
    ).toEqual(["oid", "emailAddress", "mobileNumber", "firstName", "lastName"]);
  });

  it("leaves out a custom field the campaign no longer asks", () => {
    const waitlist = campaign("w/demo-waitlist");
    const [first, ...rest] = waitlist.registrations.customFields;
    if (!first) throw new Error("w/demo-waitlist has custom fields");
    const without = {
      ...waitlist,
      registrations: { ...waitlist.registrations, customFields: [{ ...first, enabled: false }, ...rest] },
    };
    const names = exportColumns(without).map((c) => c.name);
    expect(names).not.toContain(`custom: ${first.name}`);
    expect(names).toContain(`custom: ${rest[0]?.name}`);
  });
});

describe("the fans CSV export's answers", () => {
  it("writes a dropdown answer as its option and a multi-select as its options joined by '; ' (w/demo-waitlist)", async () => {
    const waitlist = campaign("w/demo-waitlist");
    const answers = [
      { oid: "cf_demo_favourite_song", key: "favourite_song", name: "Song", value: "Northern Lights" },
      { oid: "cf_demo_ticket_count", key: "tickets_needed", name: "Tickets", value: 2 },
      { oid: "cf_demo_first_show", key: "first_show", name: "First", value: "12/03/2019" },
      {
        oid: "cf_demo_city",
        key: "city_to_attend",
        name: "City",
        value: { value: "Melbourne", tagOid: "tag_demo_melbourne" },
      },
      {
        oid: "cf_demo_extras",
        key: "interested_in",
        name: "Extras",
        value: [{ value: "Merchandise", tagOid: "tag_demo_merch" }, { value: "Accessible seating" }],
      },
    ];
    const { header, rows } = await exported(waitlist, [fanRow({ firstName: "Wai", customFields: answers })]);
    const cells = rows[0]?.split(",") ?? [];
    const cell = (name: string) => cells[header.indexOf(`custom: ${name}`)];
    const field = (key: string) =>
      waitlist.registrations.customFields.find((f) => f.key === key)?.name ?? key;
    expect(rows).toHaveLength(1);
    expect(cell(field("city_to_attend"))).toBe("Melbourne");
    expect(cell(field("interested_in"))).toBe("Merchandise; Accessible seating");
    expect(cell(field("favourite_song"))).toBe("Northern Lights");
    expect(cell(field("tickets_needed"))).toBe("2");
    expect(cell(field("first_show"))).toBe("12/03/2019");
    expect(rows[0]).not.toContain("{");
  });

  it("still defuses a formula in an answer's text", async () => {
    const waitlist = campaign("w/demo-waitlist");
    const answers = [
      { oid: "cf_demo_city", key: "city_to_attend", name: "City", value: { value: "=HYPERLINK(1)" } },
      {
        oid: "cf_demo_extras",
        key: "interested_in",
        name: "Extras",
        value: [{ value: "@SUM(1)" }, { value: "b" }],
      },
    ];
    const { header, rows } = await exported(waitlist, [fanRow({ firstName: "+Wai", customFields: answers })]);
    const cells = rows[0]?.split(",") ?? [];
    expect(cells[header.indexOf("firstName")]).toBe("'+Wai");
    expect(cells).toContain("'=HYPERLINK(1)");
    expect(cells).toContain("'@SUM(1); b");
  });

  it("answerText: text and numbers as they are, empty for none, an unknown shape kept as stored", () => {
    expect(answerText("x")).toBe("x");
    expect(answerText(4)).toBe(4);
    expect(answerText(null)).toBeNull();
    expect(answerText(undefined)).toBeUndefined();
    expect(answerText([])).toBe("");
    expect(answerText({ other: 1 })).toEqual({ other: 1 });
  });
});
