import type { CampaignPresentation } from "../api/schemas/campaign-presentation.js";
import { channelFacts, INVITE_CHANNELS, type InviteChannel } from "./channels.js";

/** engagement §2 invite screen: the channels with a button ('copy' is the link field). */
export type InviteButtonChannel = Exclude<InviteChannel, "copy">;

const isButton = (channel: InviteChannel): channel is InviteButtonChannel => channel !== "copy";

/**
 * engagement §2: the buttons in the order the screen lists them when the campaign configures none
 * (the channel table's invite order): messenger, instagram, tiktok, twitter, email, whatsapp, sms.
 */
export const INVITE_BUTTON_CHANNELS: readonly InviteButtonChannel[] = INVITE_CHANNELS.filter(isButton);

/**
 * engagement §2 "Default invite channels: messenger, instagram, copy, sms, whatsapp, twitter, email,
 * tiktok": every channel, the buttons in the order above.
 */
export const DEFAULT_INVITE_CHANNELS: readonly InviteChannel[] = INVITE_CHANNELS;

/** engagement §2: instagram, tiktok and sms show only on mobile (width up to 768, §9) or in preview. */
const mobileOnly = (channel: InviteButtonChannel): boolean => channelFacts(channel)?.mobileOnly === true;

/** engagement §2: instagram and tiktok take no prefilled message: the screen shows the link first. */
export const opensApp = (channel: InviteButtonChannel): boolean => channelFacts(channel)?.opensApp === true;

/** engagement §9: mobile width is up to 768 px. */
export const MOBILE_QUERY = "(max-width: 768px)";

export interface InviteLayout {
  /** The unique link field with its Copy button. */
  readonly copy: boolean;
  /** The channel buttons, in order. */
  readonly buttons: InviteButtonChannel[];
}

/**
 * What the invite screen shows: the campaign's channels (presentation.inviteChannels) in its order, else
 * the defaults; email is always added (engagement §2); the mobile-only ones only on mobile or in preview.
 */
export function inviteLayout(
  configured: readonly InviteChannel[] | undefined,
  mobile: boolean,
): InviteLayout {
  const channels = [...new Set([...(configured ?? DEFAULT_INVITE_CHANNELS), "email" as const])];
  return {
    copy: channels.includes("copy"),
    buttons: channels.filter(isButton).filter((channel) => mobile || !mobileOnly(channel)),
  };
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

export interface InviteUrlOptions {
  /** A phone: Messenger opens its app rather than Facebook's share dialog. */
  readonly mobile?: boolean;
  /** The Facebook app id (the server's social config); Facebook's send dialog needs it. */
  readonly facebookAppId?: string | undefined;
}

/**
 * engagement §2: email, SMS, WhatsApp and Twitter open a prefilled message with the campaign's social
 * title and the channel's short link. Messenger shares the link through the app on mobile
 * (fb-messenger://share) and Facebook's send dialog on desktop. Instagram and TikTok have no prefilled
 * message: the app opens.
 */
export function inviteUrl(
  channel: InviteButtonChannel,
  link: string,
  title: string,
  { mobile = false, facebookAppId }: InviteUrlOptions = {},
): string {
  const text = `${title} ${link}`;
  switch (channel) {
    case "messenger": {
      const appId = facebookAppId ? `&app_id=${encodeURIComponent(facebookAppId)}` : "";
      return mobile
        ? `fb-messenger://share?link=${encodeURIComponent(link)}${appId}`
        : `https://www.facebook.com/dialog/send?link=${encodeURIComponent(link)}${appId}&redirect_uri=${encodeURIComponent(link)}`;
    }
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
