import type { CompletedAction } from "../api/schemas/action.js";

// engagement §4 "Live stream player": the provider is detected from the stream URL's host (youtube,
// facebook, twitch, vimeo); a URL without a scheme gets https prepended. Each provider has its own
// embeddable player URL.

import { STREAM_PROVIDERS, type StreamProvider } from "./stream-providers.js";

export { STREAM_PROVIDERS, type StreamProvider };

/** Hosts (and their subdomains) of each provider. */
const HOSTS: Record<StreamProvider, readonly string[]> = {
  youtube: ["youtube.com", "youtu.be", "youtube-nocookie.com"],
  facebook: ["facebook.com", "fb.watch", "fb.com"],
  twitch: ["twitch.tv"],
  vimeo: ["vimeo.com"],
};

/** Players shown 10 s after their creation (engagement §4; see machines/stream-player.ts). */
export const DELAYED_PROVIDERS: readonly StreamProvider[] = ["facebook", "twitch", "vimeo"];

/** `www.youtube.com/watch?v=x` → `https://www.youtube.com/watch?v=x`; `//host/x` → `https://host/x`. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, "")}`;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(withScheme(url));
  } catch {
    return undefined;
  }
}

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The provider whose host serves the URL, or undefined for any other host (or no URL). */
export function detectProvider(url: string | undefined): StreamProvider | undefined {
  const parsed = url ? parse(url) : undefined;
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase();
  return STREAM_PROVIDERS.find((provider) => HOSTS[provider].some((domain) => onHost(host, domain)));
}

const segments = (url: URL) => url.pathname.split("/").filter(Boolean);
const ID = /^[\w-]+$/;

function youtubeEmbed(url: URL): string | undefined {
  const parts = segments(url);
  const query = "autoplay=1&playsinline=1";
  // A channel's current live stream: /channel/{id}/live.
  if (parts[0] === "channel" && parts[1] && ID.test(parts[1])) {
    return `https://www.youtube.com/embed/live_stream?channel=${parts[1]}&${query}`;
  }
  const id = url.hostname.endsWith("youtu.be")
    ? parts[0]
    : (url.searchParams.get("v") ??
      (["live", "embed", "shorts", "v"].includes(parts[0] ?? "") ? parts[1] : undefined));
  return id && ID.test(id) ? `https://www.youtube.com/embed/${id}?${query}` : undefined;
}

function vimeoEmbed(url: URL): string | undefined {
  const parts = segments(url);
  if (parts[0] === "event" && parts[1] && /^\d+$/.test(parts[1])) {
    return `https://vimeo.com/event/${parts[1]}/embed`;
  }
  const id = parts.find((part) => /^\d+$/.test(part));
  return id ? `https://player.vimeo.com/video/${id}?autoplay=1` : undefined;
}

function twitchEmbed(url: URL, parentHost: string): string | undefined {
  const parts = segments(url);
  // Twitch refuses to play unless the embedding page's host is named as `parent`.
  const parent = `parent=${encodeURIComponent(parentHost)}`;
  if (parts[0] === "videos" && parts[1] && /^\d+$/.test(parts[1])) {
    return `https://player.twitch.tv/?video=${parts[1]}&${parent}`;
  }
  const channel = parts[0];
  return channel && ID.test(channel) ? `https://player.twitch.tv/?channel=${channel}&${parent}` : undefined;
}

const facebookEmbed = (url: URL) =>
  `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}&show_text=false`;

/**
 * The player URL to put in an iframe: the provider's embed form of the stream URL. An URL of another
 * host is embedded as it is (with https); one a provider cannot embed (no video id) gives undefined.
 * `parentHost` is the embedding page's host name (Twitch requires it).
 */
export function embedUrl(streamUrl: string, parentHost: string): string | undefined {
  const url = parse(streamUrl);
  if (!url) return undefined;
  switch (detectProvider(streamUrl)) {
    case "youtube":
      return youtubeEmbed(url);
    case "facebook":
      return facebookEmbed(url);
    case "twitch":
      return twitchEmbed(url, parentHost);
    case "vimeo":
      return vimeoEmbed(url);
    default:
      return url.href;
  }
}

/** Whether the player waits after its creation before it shows. */
export const revealsLate = (provider: StreamProvider | undefined): boolean =>
  provider !== undefined && DELAYED_PROVIDERS.includes(provider);

/** The action channel of a stream: its provider, or `url` (a custom url) for any other host. */
export const streamChannel = (streamUrl: string | undefined): StreamProvider | "url" | undefined =>
  streamUrl && parse(streamUrl) ? (detectProvider(streamUrl) ?? "url") : undefined;

/**
 * engagement §4: the stream shows to a fan with a register action on the provider channel. The server
 * records it (validated, no points) when a fan of a livestream becomes registered or opens a magic link.
 */
export function streamRegistrationAction(campaign: {
  oid: string;
  streamUrl?: string | undefined;
}): Pick<CompletedAction, "type" | "channel" | "target"> | undefined {
  const channel = streamChannel(campaign.streamUrl);
  if (!channel) return undefined;
  return { type: "register", channel, target: `${channel}:livestream:${campaign.oid}` };
}

/** Whether the fan has the register action of the stream's channel (see streamChannel). */
export function hasStreamRegistration(
  completedActions: readonly Pick<CompletedAction, "type" | "channel">[],
  channel: string | undefined,
): boolean {
  return (
    channel !== undefined && completedActions.some((a) => a.type === "register" && a.channel === channel)
  );
}
