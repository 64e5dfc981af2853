import { describe, expect, it } from "vitest";
import { type CampaignInput, CampaignSchema } from "../api/schemas/index.js";
import { eventTimeZone, heroMedia, onlineMeeting, rewardGroups, ticketPrice } from "./welcome-content.js";

const base: CampaignInput = {
  oid: "cmp_1",
  type: "presale",
  uri: "p/x",
  urlSlug: "x",
  name: "X",
  promoterOid: "prm_1",
};
const campaign = (extra: Partial<CampaignInput>) => CampaignSchema.parse({ ...base, ...extra });
const image = { assetType: "campaign-image", url: "/hero.svg" } as const;

describe("heroMedia", () => {
  it("prefers the campaign-video resource, with the image as its poster", () => {
    const c = campaign({ resources: [image, { assetType: "campaign-video", url: "/v.webm" }] });
    expect(heroMedia(c)).toEqual({
      kind: "video",
      url: "/v.webm",
      mediaType: undefined,
      poster: "/hero.svg",
    });
  });
  it("uses presentation.media.externalVideoUrl when there is no video resource", () => {
    const c = campaign({
      resources: [image],
      presentation: {
        media: { externalVideoUrl: "https://cdn.example/v.mp4", externalVideoMediaType: "video/mp4" },
      },
    });
    expect(heroMedia(c)).toMatchObject({
      kind: "video",
      url: "https://cdn.example/v.mp4",
      mediaType: "video/mp4",
    });
  });
  it("falls back to the image, then to nothing", () => {
    expect(heroMedia(campaign({ resources: [image] }))).toEqual({ kind: "image", url: "/hero.svg" });
    expect(heroMedia(campaign({}))).toEqual({ kind: "none" });
  });
});

describe("rewardGroups", () => {
  it("splits prizes, tickets-only tiers and tiers with neither, and keeps each tier's index", () => {
    const tiers = campaign({
      rewards: {
        tiers: [
          { tierIndex: 0, prize: { details: { prizeName: "VIP" } } },
          { tierIndex: 1, ticket: { details: { ticketName: "Early" } } },
          {
            tierIndex: 2,
            prize: { details: { prizeName: "Vinyl" } },
            ticket: { details: { ticketName: "GA" } },
          },
          { tierIndex: 3 },
        ],
      },
    }).rewards!.tiers;
    const groups = rewardGroups(tiers);
    expect(groups.prizes.map((g) => g.index)).toEqual([0, 2]);
    expect(groups.ticketsOnly.map((g) => g.index)).toEqual([1]);
    // A tier with neither a prize nor a ticket is still shown (it was dropped before).
    expect(groups.others.map((g) => g.index)).toEqual([3]);
  });
});

describe("event details", () => {
  it("shows times in the event's zone, else the campaign's", () => {
    expect(
      eventTimeZone(campaign({ event: { timeZone: "Asia/Riyadh" }, presentation: { timeZone: "UTC" } })),
    ).toBe("Asia/Riyadh");
    expect(eventTimeZone(campaign({ presentation: { timeZone: "UTC" } }))).toBe("UTC");
    expect(eventTimeZone(campaign({}))).toBeUndefined();
  });
  it("takes the ticket price text, else a paid campaign's fixed price", () => {
    expect(ticketPrice(campaign({ event: { presentation: { ticketPrice: "From A$89.90" } } }))).toBe(
      "From A$89.90",
    );
    const paid = campaign({
      settings: { payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } } },
    });
    expect(ticketPrice(paid)).toBe("AUD $25.00");
    expect(ticketPrice(campaign({}))).toBeUndefined();
  });
  it("finds the online meeting", () => {
    const meeting = { type: "zoom", url: "https://zoom.us/j/1", id: "1", password: "p" } as const;
    expect(onlineMeeting(campaign({ event: { meta: { meeting } } }))).toEqual(meeting);
    expect(onlineMeeting(campaign({ event: { location: "Venue" } }))).toBeUndefined();
  });
});
