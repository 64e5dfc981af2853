import type { Channel } from "./channels.js";

// The channel table's invite and share orders (channels.ts), apart from its rows: the schemas take their
// channel enums from here and load with every element, which then leaves the rows (and the follow pages)
// to the screens that show channels. A bundler places a whole module in one chunk, hence two files.

/**
 * engagement §2 invite screen: copy (the link field), then the buttons in the order the screen lists them
 * when the campaign configures none. The spec's "Default invite channels: messenger, instagram, copy, sms,
 * whatsapp, twitter, email, tiktok" are all of them.
 */
export const INVITE_CHANNELS = [
  "copy",
  "messenger",
  "instagram",
  "tiktok",
  "twitter",
  "email",
  "whatsapp",
  "sms",
] as const satisfies readonly Channel[];
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** engagement §2 share screen channels, in its default order. */
export const SHARE_CHANNELS = ["twitter", "facebook", "linkedin"] as const satisfies readonly Channel[];
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
