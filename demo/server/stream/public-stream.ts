import { embedUrl, streamChannel } from "../../../sdk/stream/provider.js";
import type { CampaignDocument } from "../../store/campaigns.js";

// issue 15 "The gated stream": the lookup is anonymous and the page embeds it, so a gated livestream's
// stream URL never goes there; the stream-url call answers it to a validated session. The page still
// needs to know that a stream exists and on which channel (the register action it waits for, how the
// player reveals), so the channel takes the URL's place.

interface StreamPresentation {
  liveStreamUrl?: unknown;
  liveStreamChannel?: unknown;
  [key: string]: unknown;
}
interface StreamEvent {
  presentation?: StreamPresentation;
  [key: string]: unknown;
}

const isGated = (campaign: CampaignDocument): boolean =>
  (campaign.settings as { gatedSessions?: unknown } | undefined)?.gatedSessions === true;

/** The stream URL a campaign stores, when it has one. */
export function storedStreamUrl(campaign: CampaignDocument): string | undefined {
  const url = (campaign.event as StreamEvent | undefined)?.presentation?.liveStreamUrl;
  return typeof url === "string" && url.length > 0 ? url : undefined;
}

/**
 * The campaign as anyone may see it: with gated sessions, no `liveStreamUrl` but its `liveStreamChannel`
 * (only when the URL can be played); otherwise as stored. A channel the document carries is never
 * trusted: it is derived from the URL here.
 */
export function publicStreamView(campaign: CampaignDocument): CampaignDocument {
  const event = campaign.event as StreamEvent | undefined;
  const presentation = event?.presentation;
  if (!event || !presentation) return campaign;
  const { liveStreamUrl: _url, liveStreamChannel: _channel, ...rest } = presentation;
  const url = storedStreamUrl(campaign);
  let shown: StreamPresentation;
  if (!isGated(campaign)) {
    shown = { ...rest, ...(url && { liveStreamUrl: url }) };
  } else {
    const channel = url && embedUrl(url, "localhost") !== undefined ? streamChannel(url) : undefined;
    shown = { ...rest, ...(channel && { liveStreamChannel: channel }) };
  }
  return { ...campaign, event: { ...event, presentation: shown } };
}

/** A tour lists its campaigns by name, place and date: a stream URL has no business there. */
export function tourWithoutStreamUrls<T extends Record<string, unknown>>(tour: T): T {
  if (!Array.isArray(tour.campaigns)) return tour;
  const campaigns = tour.campaigns.map((stop: { event?: StreamEvent }) => {
    const presentation = stop.event?.presentation;
    if (!presentation || !("liveStreamUrl" in presentation)) return stop;
    const { liveStreamUrl: _url, ...rest } = presentation;
    return { ...stop, event: { ...stop.event, presentation: rest } };
  });
  return { ...tour, campaigns };
}
