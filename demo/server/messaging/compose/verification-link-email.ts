import { EMAIL_CODE_TTL_SECONDS } from "../../verification/limits.js";
import type { OutgoingMessage } from "../message-sender.js";
import { composeCampaignEmail } from "./campaign-email.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

/** core-journey §2 "Email link": a button to the link, and the same code to type instead. */
export function composeVerificationLinkEmail(
  context: MessageContext,
  { to, code, link }: { to: string; code: string; link: string },
): OutgoingMessage {
  const t = translator(context.language);
  const expires = t("verificationLink.expires", {
    minutes: t("plurals.minutes", { count: EMAIL_CODE_TTL_SECONDS / 60 }),
  });
  return composeCampaignEmail(context, {
    to,
    kind: "verification-code",
    code,
    link,
    subject: t("verificationLink.subject", { campaign: context.campaign.name }),
    heading: t("verificationLink.heading"),
    blocks: [
      { type: "text", text: t("verificationLink.intro") },
      { type: "button", label: t("verificationLink.button"), url: link },
      { type: "code", label: t("verificationLink.codeLabel"), code },
      { type: "note", text: expires },
      { type: "link", hint: t("email.linkHint"), url: link },
    ],
    text: [
      `${t("verificationLink.heading")} ${t("verificationLink.intro")}\n${link}`,
      `${t("verificationLink.orCode", { code })} ${expires}`,
    ],
  });
}
