import type { CampaignPresentation } from "../api/schemas/campaign-presentation.js";

/** engagement §2 invite screen: the channels with a button, in the configured order ('copy' is the link field). */
export const INVITE_BUTTON_CHANNELS = ["instagram", "tiktok", "twitter", "email", "whatsapp", "sms"] as const;
export type InviteButtonChannel = (typeof INVITE_BUTTON_CHANNELS)[number];

/** engagement §2: instagram, tiktok and sms show only on mobile (width up to 768, §9) or in preview. */
export const MOBILE_ONLY: ReadonlySet<InviteButtonChannel> = new Set(["instagram", "tiktok", "sms"]);

/** engagement §9: mobile width is up to 768 px. */
export const MOBILE_QUERY = "(max-width: 768px)";

export function inviteChannels(mobile: boolean): InviteButtonChannel[] {
  return INVITE_BUTTON_CHANNELS.filter((channel) => mobile || !MOBILE_ONLY.has(channel));
}

/** The link a channel's message carries: the fan's short link for it, else the copy link. */
export function channelLink(
  shortUrls: Readonly<Record<string, string>>,
  channel: string,
): string | undefined {
  return shortUrls[channel] ?? shortUrls.copy;
}

/** The action target recorded for an invite (colon form, engagement §3). */
export const inviteTarget = (channel: string): string => `${channel}:invite`;

/**
 * engagement §2: email, SMS, WhatsApp and Twitter open a prefilled message with the campaign's social
 * title and the channel's short link. Instagram and TikTok have no prefilled message: the app opens.
 */
export function inviteUrl(channel: InviteButtonChannel, link: string, title: string): string {
  const text = `${title} ${link}`;
  switch (channel) {
    case "email":
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`;
    case "sms":
      return `sms:?&body=${encodeURIComponent(text)}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(text)}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(link)}`;
    case "instagram":
      return "https://www.instagram.com/";
    case "tiktok":
      return "https://www.tiktok.com/";
    default:
      return channel satisfies never;
  }
}

/** engagement §2: a channel's button copy may come from presentation meta.invite[channel].buttonCopy. */
export function inviteButtonCopy(
  presentation: Pick<CampaignPresentation, "meta">,
  channel: InviteButtonChannel,
): string | undefined {
  return presentation.meta?.invite?.[channel]?.buttonCopy;
}
