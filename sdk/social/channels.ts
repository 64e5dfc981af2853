// Every fact about a channel, in one table: the follow, invite and share screens, the server's points and
// referral links, and the schemas all read it, so adding a channel (or moving one) is one edit here.
// No imports: the API schemas derive their channel enums from this table.

export interface ChannelFacts {
  /** The brand's own spelling, never translated. */
  readonly brand?: string;
  /** A generic channel's name: a catalogue key (journey.ts `channels`, written out whole for parts.test.ts). */
  readonly name?: "channels.email" | "channels.sms" | "channels.web" | "channels.copy";
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
}

export const CHANNELS = {
  "facebook:messenger": { brand: "Messenger", followRank: 0 },
  sms: { name: "channels.sms", followRank: 1, inviteRank: 7, mobileOnly: true, defaultPoints: 10 },
  email: { name: "channels.email", followRank: 2, inviteRank: 5, defaultPoints: 10 },
  instagram: { brand: "Instagram", followRank: 3, inviteRank: 2, mobileOnly: true },
  facebook: { brand: "Facebook", followRank: 4, shareRank: 1 },
  "facebook:event": { brand: "Facebook", followRank: 5 },
  spotify: { brand: "Spotify", followRank: 6 },
  twitter: { brand: "X (Twitter)", followRank: 7, inviteRank: 4, shareRank: 0 },
  youtube: { brand: "YouTube", followRank: 8 },
  snapchat: { brand: "Snapchat", followRank: 9 },
  tiktok: { brand: "TikTok", followRank: 10, inviteRank: 3, mobileOnly: true },
  twitch: { brand: "Twitch", followRank: 11 },
  messenger: { brand: "Messenger", inviteRank: 1 },
  linkedin: { brand: "LinkedIn", shareRank: 2 },
  whatsapp: { brand: "WhatsApp", inviteRank: 6 },
  url: { name: "channels.web" },
  copy: { name: "channels.copy", inviteRank: 0 },
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
