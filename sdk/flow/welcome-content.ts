import type { Campaign } from "../api/schemas/campaign.js";
import type { Meeting } from "../api/schemas/campaign-event.js";
import type { RewardCard } from "../api/schemas/reward-card.js";
import type { Language } from "../i18n/languages.js";
import { findCurrency, formatPrice } from "../payment/currencies.js";

/** engagement §2: the description collapses above 200 px, and above 100 px in the welcome overview. */
export const DESCRIPTION_COLLAPSE_PX = 200;
export const OVERVIEW_COLLAPSE_PX = 100;

/** engagement §9: mobile width is up to 768 px; above it the sticky overview bar replaces the tabs. */
export const DESKTOP_QUERY = "(min-width: 769px)";

export type HeroMedia =
  | { kind: "video"; url: string; mediaType?: string | undefined; poster?: string | undefined }
  | { kind: "image"; url: string }
  | { kind: "none" };

/**
 * engagement §2/§4 video or image hero: the campaign-video resource, else presentation.media.externalVideoUrl,
 * makes a video hero (the campaign image is its poster); otherwise the campaign image.
 */
export function heroMedia(campaign: Pick<Campaign, "resources" | "presentation">): HeroMedia {
  const image = campaign.resources.find((r) => r.assetType === "campaign-image")?.url;
  const media = campaign.presentation.media;
  const video =
    campaign.resources.find((r) => r.assetType === "campaign-video")?.url ?? media?.externalVideoUrl;
  if (video) return { kind: "video", url: video, mediaType: media?.externalVideoMediaType, poster: image };
  return image ? { kind: "image", url: image } : { kind: "none" };
}

export interface RewardGroups {
  /** Tiers with a prize (engagement §2 "prizes"), with their position among all tiers. */
  prizes: Array<{ tier: RewardCard; index: number }>;
  /** Tiers with tickets and no prize (engagement §2 "tickets-only rewards"). */
  ticketsOnly: Array<{ tier: RewardCard; index: number }>;
  /** Tiers with neither: still a tier (its title, winners and the fan's marker), shown after the others. */
  others: Array<{ tier: RewardCard; index: number }>;
}

/** Splits the reward tiers into prizes, tickets-only rewards and the rest; the index keeps the title rule. */
export function rewardGroups(tiers: readonly RewardCard[]): RewardGroups {
  const indexed = tiers.map((tier, index) => ({ tier, index }));
  return {
    prizes: indexed.filter(({ tier }) => tier.prize !== undefined),
    ticketsOnly: indexed.filter(({ tier }) => tier.prize === undefined && tier.ticket !== undefined),
    others: indexed.filter(({ tier }) => tier.prize === undefined && tier.ticket === undefined),
  };
}

/** The zone event times are shown in: the event's, else the campaign's, else the viewer's own. */
export const eventTimeZone = (campaign: Pick<Campaign, "event" | "presentation">): string | undefined =>
  campaign.event?.timeZone ?? campaign.presentation.timeZone;

/**
 * The event's ticket price: the promoter's display text, else the fixed price of a paid campaign in the
 * currency's format (core-journey §9, "AUD $25.00").
 */
export function ticketPrice(
  campaign: Pick<Campaign, "event" | "settings">,
  language?: Language,
): string | undefined {
  const text = campaign.event?.presentation?.ticketPrice;
  if (text) return text;
  const payment = campaign.settings.payment;
  const amount = payment?.pricingModel?.amount;
  const currency = payment?.currencyCode ? findCurrency(payment.currencyCode) : undefined;
  return payment?.required && amount !== undefined && currency
    ? formatPrice(amount, currency, language)
    : undefined;
}

/** The online event details (rsvp online): a meeting, shown instead of a venue. */
export const onlineMeeting = (campaign: Pick<Campaign, "event">): Meeting | undefined =>
  campaign.event?.meta?.meeting;
