import type { Translate } from "../i18n/translate.js";
import { CHANNELS, type ChannelFacts, channelFacts } from "./channels.js";

// The names the follow, share and invite screens show for a channel (engagement §2). Brand names stay
// as the brand spells them in every language; the generic channels (email, text message, a web page,
// the copied link) are words of the catalogue (journey.ts `channels`), translated like any other text.
// Both come from the channel table (channels.ts).

/** Brand names, never translated (from the channel table). */
export const BRAND_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CHANNELS).flatMap(([channel, row]: [string, ChannelFacts]) =>
    row.brand ? [[channel, row.brand]] : [],
  ),
);

/**
 * A channel's name in the screen's language: the catalogue's word for a generic channel, the brand's
 * name otherwise, the channel id itself for a channel we do not know.
 */
export function channelName(channel: string, t: Translate): string {
  const row = channelFacts(channel);
  // The key is journey.ts `channels.{word}`: only screens that load journey.ts show channel names.
  if (row?.generic) return t(`channels.${row.generic}`);
  return row?.brand ?? channel;
}
