import type { OutgoingMessage } from "../message-sender.js";
import { composeCampaignEmail } from "./campaign-email.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

/** core-journey §4 "Magic-link request": the login link to a livestream, and how it may be used. */
export function composeMagicLinkEmail(
  context: MessageContext,
  /** `ttlSeconds`: how long the unopened link stays valid (stream/magic-link.ts). */
  { to, link, ttlSeconds }: { to: string; link: string; ttlSeconds: number },
): OutgoingMessage {
  const t = translator(context.language);
  const campaign = context.campaign.name;
  const intro = t("magicLink.intro", { campaign });
  const rules = t("magicLink.rules", {
    minutes: t("plurals.minutes", { count: Math.round(ttlSeconds / 60) }),
  });
  return composeCampaignEmail(context, {
    to,
    kind: "magic-link",
    link,
    subject: t("magicLink.subject", { campaign }),
    heading: t("magicLink.heading"),
    blocks: [
      { type: "text", text: intro },
      { type: "button", label: t("magicLink.button"), url: link },
      { type: "note", text: rules },
      { type: "link", hint: t("email.linkHint"), url: link },
    ],
    text: [`${intro}\n${link}`, rules],
  });
}
