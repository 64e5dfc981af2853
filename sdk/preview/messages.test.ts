import { describe, expect, it } from "vitest";
import {
  acceptPreviewMessage,
  CampaignPreviewMessageSchema,
  isTrustedOrigin,
  PreviewInboundMessageSchema,
  PreviewPageConfigSchema,
} from "./messages.js";

const TOKEN = `pv1.1999999999.${"a".repeat(64)}`;
const ADMIN = "http://127.0.0.1:4174";
const campaign = {
  oid: "cmp_draft",
  type: "presale",
  uri: "p/draft",
  urlSlug: "draft",
  name: "Draft",
  promoterOid: "prm_demo",
};
const campaignMessage = {
  type: "campaign-preview",
  version: 1,
  previewToken: TOKEN,
  campaign,
  step: "register",
};
const tourMessage = {
  type: "tour-preview",
  version: 1,
  previewToken: TOKEN,
  tour: {
    oid: "tour_x",
    name: "Tour",
    urlSlug: "tour",
    campaigns: [{ name: "Stop", type: "presale", urlSlug: "s" }],
  },
};

describe("preview messages", () => {
  it("parses a campaign preview and fills the campaign's defaults", () => {
    const parsed = CampaignPreviewMessageSchema.parse(campaignMessage);
    expect(parsed.step).toBe("register");
    expect(parsed.campaign.resources).toEqual([]);
    // What the page sends on to POST /campaign-preview parses again (the server's schema).
    expect(
      CampaignPreviewMessageSchema.parse({ ...campaignMessage, campaign: parsed.campaign }).campaign,
    ).toEqual(parsed.campaign);
  });

  it("parses a tour preview", () => {
    expect(PreviewInboundMessageSchema.parse(tourMessage)).toMatchObject({ type: "tour-preview" });
  });

  it.each([
    ["another version", { ...campaignMessage, version: 2 }],
    ["no token", { ...campaignMessage, previewToken: undefined }],
    ["a malformed token", { ...campaignMessage, previewToken: "pv1.x.y" }],
    ["an unknown step", { ...campaignMessage, step: "checkout" }],
    ["a campaign without a name", { ...campaignMessage, campaign: { ...campaign, name: "" } }],
    ["an unknown type", { ...campaignMessage, type: "campaign-edit" }],
    ["a string", JSON.stringify(campaignMessage)],
  ])("refuses %s", (_, message) => {
    expect(PreviewInboundMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe("trusted origins", () => {
  it("trusts exact origins only, never null", () => {
    expect(isTrustedOrigin(ADMIN, [ADMIN])).toBe(true);
    expect(isTrustedOrigin("http://127.0.0.1:4175", [ADMIN])).toBe(false);
    expect(isTrustedOrigin("https://127.0.0.1:4174", [ADMIN])).toBe(false);
    expect(isTrustedOrigin("null", [ADMIN, "null"])).toBe(false);
    expect(isTrustedOrigin("", [ADMIN])).toBe(false);
  });

  it("reads the page config as origins, refusing paths", () => {
    expect(PreviewPageConfigSchema.parse({ origins: [`${ADMIN}/`] })).toEqual({ origins: [ADMIN] });
    expect(PreviewPageConfigSchema.safeParse({ origins: [`${ADMIN}/admin`] }).success).toBe(false);
    expect(PreviewPageConfigSchema.safeParse({ origins: ["javascript:alert(1)"] }).success).toBe(false);
  });
});

describe("acceptPreviewMessage", () => {
  it("accepts a trusted, valid message meant for this page", () => {
    const accepted = acceptPreviewMessage({ origin: ADMIN, data: campaignMessage }, [ADMIN], "campaign");
    expect(accepted).toMatchObject({ ok: true, message: { type: "campaign-preview" } });
  });

  it("ignores another origin, a message that does not parse, and one for the other page", () => {
    expect(
      acceptPreviewMessage({ origin: "http://evil.example", data: campaignMessage }, [ADMIN], "campaign"),
    ).toEqual({
      ok: false,
      reason: "origin http://evil.example is not a trusted preview origin",
    });
    const invalid = acceptPreviewMessage(
      { origin: ADMIN, data: { type: "campaign-preview" } },
      [ADMIN],
      "campaign",
    );
    expect(invalid.ok).toBe(false);
    expect(acceptPreviewMessage({ origin: ADMIN, data: tourMessage }, [ADMIN], "campaign")).toEqual({
      ok: false,
      reason: "a tour preview sent to the campaign preview page",
    });
  });
});
