import type { I18n } from "../i18n/i18n.js";

// The names the follow, share and invite screens show for a channel (engagement §2). Brand names stay
// as the brand spells them in every language; the generic channels (email, text message, a web page,
// the copied link) are words of the catalogue (journey.ts `channels`), translated like any other text.

/** Brand names, never translated. */
export const BRAND_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  "facebook:event": "Facebook",
  "facebook:messenger": "Messenger",
  messenger: "Messenger",
  instagram: "Instagram",
  spotify: "Spotify",
  twitter: "X (Twitter)",
  youtube: "YouTube",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  twitch: "Twitch",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/** The catalogue key of each generic channel (written out whole: parts.test.ts finds them). */
const GENERIC_KEYS: Readonly<Record<string, string>> = {
  email: "channels.email",
  sms: "channels.sms",
  url: "channels.web",
  copy: "channels.copy",
};

/**
 * A channel's name in the screen's language: the catalogue's word for a generic channel, the brand's
 * name otherwise, the channel id itself for a channel we do not know.
 */
export function channelName(channel: string, t: I18n["t"]): string {
  const key = GENERIC_KEYS[channel];
  if (key) return t(key);
  return BRAND_NAMES[channel] ?? channel;
}
