// Every fact about a channel, in one table: the follow, invite and share screens, the server's points and
// referral links, and the schemas all read it, so adding a channel (or moving one) is one edit here.
// No runtime imports: the API schemas derive their channel enums from this table.

import type { Catalogue } from "../i18n/locales/en-us.js";

export interface ChannelFacts {
  /** The brand's own spelling, never translated. */
  readonly brand?: string;
  /** A generic channel's word in the catalogue (journey.ts `channels`), translated like any other text. */
  readonly generic?: keyof Catalogue["channels"];
  /** engagement §4 "Action ordering (fixed)": the channel's rank among follow actions. */
  readonly followRank?: number;
  /** engagement §2 invite screen: the channel's place (copy is the link field, then the buttons in order). */
  readonly inviteRank?: number;
  /** engagement §2: an invite button shown only on mobile (or in preview). */
  readonly mobileOnly?: boolean;
  /** engagement §2 share screen: the channel's place. */
  readonly shareRank?: number;
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

export const CHANNELS = {
  "facebook:messenger": {
    brand: "Messenger",
    followRank: 0,
    followPage: ({ parts }) => `https://m.me/${encodeURIComponent(parts[3] ?? "")}`,
  },
  sms: { generic: "sms", followRank: 1, inviteRank: 7, mobileOnly: true, defaultPoints: 10 },
  email: { generic: "email", followRank: 2, inviteRank: 5, defaultPoints: 10 },
  instagram: {
    brand: "Instagram",
    followRank: 3,
    inviteRank: 2,
    mobileOnly: true,
    followPage: ({ id }) => `https://www.instagram.com/${id}/`,
  },
  facebook: {
    brand: "Facebook",
    followRank: 4,
    shareRank: 1,
    followPage: ({ kind, id }) =>
      kind === "event" ? `https://www.facebook.com/events/${id}` : `https://www.facebook.com/${id}`,
  },
  "facebook:event": { brand: "Facebook", followRank: 5 },
  spotify: {
    brand: "Spotify",
    followRank: 6,
    followPage: ({ kind, id }) => `https://open.spotify.com/${kind}/${id}`,
  },
  twitter: {
    brand: "X (Twitter)",
    followRank: 7,
    inviteRank: 4,
    shareRank: 0,
    followPage: ({ id }) => `https://twitter.com/${id}`,
  },
  youtube: {
    brand: "YouTube",
    followRank: 8,
    followPage: ({ kind, id }) =>
      kind === "channel" ? `https://www.youtube.com/channel/${id}` : `https://www.youtube.com/@${id}`,
  },
  snapchat: {
    brand: "Snapchat",
    followRank: 9,
    followPage: ({ id }) => `https://www.snapchat.com/add/${id}`,
  },
  tiktok: {
    brand: "TikTok",
    followRank: 10,
    inviteRank: 3,
    mobileOnly: true,
    followPage: ({ id }) => `https://www.tiktok.com/@${id}`,
  },
  twitch: { brand: "Twitch", followRank: 11, followPage: ({ id }) => `https://www.twitch.tv/${id}` },
  messenger: { brand: "Messenger", inviteRank: 1 },
  linkedin: {
    brand: "LinkedIn",
    shareRank: 2,
    followPage: ({ id }) => `https://www.linkedin.com/company/${id}`,
  },
  whatsapp: { brand: "WhatsApp", inviteRank: 6 },
  url: { generic: "web" },
  copy: { generic: "copy", inviteRank: 0 },
} as const satisfies Record<string, ChannelFacts>;

type Table = typeof CHANNELS;
export type Channel = keyof Table;
/** engagement §2 invite screen channels (copy is the link field). */
export type InviteChannel = { [C in Channel]: Table[C] extends { inviteRank: number } ? C : never }[Channel];
/** engagement §2 share screen channels. */
export type ShareChannel = { [C in Channel]: Table[C] extends { shareRank: number } ? C : never }[Channel];

const facts: ReadonlyMap<string, ChannelFacts> = new Map(Object.entries(CHANNELS));

/** The table's row for a channel id (any string: actions name channels we may not know). */
export const channelFacts = (channel: string): ChannelFacts | undefined => facts.get(channel);

const isChannel = (channel: string): channel is Channel => facts.has(channel);
const isInvite = (channel: Channel): channel is InviteChannel => "inviteRank" in CHANNELS[channel];
const isShare = (channel: Channel): channel is ShareChannel => "shareRank" in CHANNELS[channel];

/** The channels that have a rank, in its order. */
const rankedBy = (rank: (row: ChannelFacts) => number | undefined): Channel[] =>
  Object.keys(CHANNELS)
    .filter(isChannel)
    .flatMap((channel) => {
      const position = rank(CHANNELS[channel]);
      return position === undefined ? [] : [{ channel, position }];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ channel }) => channel);

/** engagement §4 "Action ordering (fixed)": follow channels in order (others go before the custom url). */
export const FOLLOW_ORDER: readonly Channel[] = rankedBy((row) => row.followRank);
/** engagement §2 invite channels in the screen's order: copy (the link field), then the buttons. */
export const INVITE_CHANNELS: readonly InviteChannel[] = rankedBy((row) => row.inviteRank).filter(isInvite);
/** engagement §2 share channels in the screen's default order. */
export const SHARE_CHANNELS: readonly ShareChannel[] = rankedBy((row) => row.shareRank).filter(isShare);
/** engagement §2: every invite and share channel gets the fan a short link of its own. */
export const REFERRAL_CHANNELS: readonly Channel[] = [...new Set([...INVITE_CHANNELS, ...SHARE_CHANNELS])];
