import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Tour } from "../../../sdk/api/schemas/tour.js";
import { embedUrl, streamChannel } from "../../../sdk/stream/provider.js";

// issue 15 "The gated stream": the lookup is anonymous and the page embeds it, so a gated livestream's
// stream URL never goes there; the stream-url call answers it to a validated session. The page still
// needs to know that a stream exists and on which channel (the register action it waits for, how the
// player reveals), so the channel takes the URL's place.

/** The stream URL a campaign stores, when it has one. */
export function storedStreamUrl(campaign: Campaign): string | undefined {
  const url = campaign.event?.presentation?.liveStreamUrl;
  return url !== undefined && url.length > 0 ? url : undefined;
}

/**
 * The campaign as anyone may see it: with gated sessions, no `liveStreamUrl` but its `liveStreamChannel`
 * (only when the URL can be played); otherwise as stored. A channel the document carries is never
 * trusted: it is derived from the URL here.
 */
export function publicStreamView(campaign: Campaign): Campaign {
  const event = campaign.event;
  const presentation = event?.presentation;
  if (!event || !presentation) return campaign;
  const { liveStreamUrl: _url, liveStreamChannel: _channel, ...rest } = presentation;
  const url = storedStreamUrl(campaign);
  let shown: typeof presentation;
  if (!campaign.settings.gatedSessions) {
    shown = { ...rest, ...(url && { liveStreamUrl: url }) };
  } else {
    const channel = url && embedUrl(url, "localhost") !== undefined ? streamChannel(url) : undefined;
    shown = { ...rest, ...(channel && { liveStreamChannel: channel }) };
  }
  return { ...campaign, event: { ...event, presentation: shown } };
}

/** A tour lists its campaigns by name, place and date: a stream URL has no business there. */
export function tourWithoutStreamUrls(tour: Tour): Tour {
  const campaigns = tour.campaigns.map((stop) => {
    const presentation = stop.event?.presentation;
    if (!stop.event || !presentation || !("liveStreamUrl" in presentation)) return stop;
    const { liveStreamUrl: _url, ...rest } = presentation;
    return { ...stop, event: { ...stop.event, presentation: rest } };
  });
  return { ...tour, campaigns };
}
