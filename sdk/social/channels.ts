// Every fact about a channel, in one place: the follow, invite and share screens, the server's points and
// referral links, and the schemas all read it, so adding a channel (or moving one) is an edit here and in
// its orders (the follow order below; invite and share in channel-orders.ts, which can name only channels
// that have a row here).
import type { Catalogue } from "../i18n/locales/en-us.js";
import { INVITE_CHANNELS, SHARE_CHANNELS } from "./channel-orders.js";
export interface ChannelFacts {
  /** The brand's own spelling, never translated. */
  readonly brand?: string;
  /** A generic channel's word in the catalogue (journey.ts `channels`), translated like any other text. */
  readonly generic?: keyof Catalogue["channels"];
  /** engagement §2: an invite button shown only on mobile (or in preview). */
  readonly mobileOnly?: boolean;
  /** engagement §2: an app without a prefilled message: the invite shows the link to copy, then opens it. */
  readonly opensApp?: boolean;
  /** engagement §4: the points an action on the channel earns when the campaign sets none (else 5). */
  readonly defaultPoints?: number;
  /** A follow service's page for a target (a follow action without its own url opens it). */
  readonly followPage?: (target: FollowTarget) => string;
}
/** A follow target `{channel}:{kind}:{id}`: its kind, its id (URL-encoded) and all its parts as written. */
export interface FollowTarget {
  readonly kind: string;
  readonly id: string;
  readonly parts: readonly string[];
}
/** What each channel is. */
export const CHANNELS = {
  "facebook:messenger": {
    brand: "Messenger",
    followPage: ({ parts }) => `https://m.me/${encodeURIComponent(parts[3] ?? "")}`,
  },
  sms: { generic: "sms", mobileOnly: true, defaultPoints: 10 },
  email: { generic: "email", defaultPoints: 10 },
  instagram: {
    brand: "Instagram",
    mobileOnly: true,
    opensApp: true,
    followPage: ({ id }) => `https://www.instagram.com/${id}/`,
  },
  facebook: {
    brand: "Facebook",
    followPage: ({ kind, id }) =>
      kind === "event" ? `https://www.facebook.com/events/${id}` : `https://www.facebook.com/${id}`,
  },
  "facebook:event": { brand: "Facebook" },
  spotify: {
    brand: "Spotify",
    followPage: ({ kind, id }) => `https://open.spotify.com/${kind}/${id}`,
  },
  twitter: {
    brand: "X (Twitter)",
    followPage: ({ id }) => `https://twitter.com/${id}`,
  },
  youtube: {
    brand: "YouTube",
    followPage: ({ kind, id }) =>
      kind === "channel" ? `https://www.youtube.com/channel/${id}` : `https://www.youtube.com/@${id}`,
  },
  snapchat: {
    brand: "Snapchat",
    followPage: ({ id }) => `https://www.snapchat.com/add/${id}`,
  },
  tiktok: {
    brand: "TikTok",
    mobileOnly: true,
    opensApp: true,
    followPage: ({ id }) => `https://www.tiktok.com/@${id}`,
  },
  twitch: { brand: "Twitch", followPage: ({ id }) => `https://www.twitch.tv/${id}` },
  messenger: { brand: "Messenger" },
  linkedin: {
    brand: "LinkedIn",
    followPage: ({ id }) => `https://www.linkedin.com/company/${id}`,
  },
  whatsapp: { brand: "WhatsApp" },
  url: { generic: "web" },
  copy: { generic: "copy" },
} as const satisfies Record<string, ChannelFacts>;
export type Channel = keyof typeof CHANNELS;

export { INVITE_CHANNELS, type InviteChannel, SHARE_CHANNELS, type ShareChannel } from "./channel-orders.js";

/** engagement §4 "Action ordering (fixed)": follow channels in order (others go before the custom url). */
export const FOLLOW_ORDER = [
  "facebook:messenger",
  "sms",
  "email",
  "instagram",
  "facebook",
  "facebook:event",
  "spotify",
  "twitter",
  "youtube",
  "snapchat",
  "tiktok",
  "twitch",
] as const satisfies readonly Channel[];

/** engagement §2: every invite and share channel gets the fan a short link of its own. */
export const referralChannels = (): Channel[] => [...new Set([...INVITE_CHANNELS, ...SHARE_CHANNELS])];

const isChannel = (channel: string): channel is Channel => Object.hasOwn(CHANNELS, channel);

/** A channel's row (any string: actions name channels we may not know). */
export const channelFacts = (channel: string): ChannelFacts | undefined =>
  isChannel(channel) ? CHANNELS[channel] : undefined;
