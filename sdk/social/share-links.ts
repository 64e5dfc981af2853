import type { SocialActions } from "../api/schemas/social-actions.js";
import { SHARE_CHANNELS as CHANNELS, type ShareChannel } from "./channels.js";

/** engagement §2: the share channels enabled by the campaign, in its order. */
export function shareChannels(shares: SocialActions["shares"]): ShareChannel[] {
  if (!shares) return [...CHANNELS];
  return CHANNELS.filter(
    (channel) => shares[channel]?.enabled !== false && shares[channel] !== undefined,
  ).sort((a, b) => (shares[a]?.order ?? 0) - (shares[b]?.order ?? 0));
}

/** The action target recorded for a share (colon form, engagement §3). */
export const shareTarget = (channel: ShareChannel): string => `${channel}:share`;

/** The service's share dialog for a link. */
export function shareUrl(channel: ShareChannel, link: string, text: string): string {
  const url = encodeURIComponent(link);
  switch (channel) {
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    default:
      return channel satisfies never;
  }
}
