import { EMAIL_CODE_TTL_SECONDS } from "../../verification/limits.js";
import type { OutgoingMessage } from "../message-sender.js";
import { composeCampaignEmail } from "./campaign-email.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

/** core-journey §4 email code verification: the code to type on the registration page. */
export function composeVerificationCodeEmail(
  context: MessageContext,
  { to, code }: { to: string; code: string },
): OutgoingMessage {
  const t = translator(context.language);
  const campaign = context.campaign.name;
  const expires = t("verificationCode.expires", {
    minutes: t("plurals.minutes", { count: EMAIL_CODE_TTL_SECONDS / 60 }),
  });
  const intro = t("verificationCode.intro");
  return composeCampaignEmail(context, {
    to,
    kind: "verification-code",
    code,
    subject: t("verificationCode.subject", { campaign }),
    heading: t("verificationCode.heading"),
    blocks: [
      { type: "text", text: intro },
      { type: "code", label: t("verificationCode.heading"), code },
      { type: "note", text: expires },
    ],
    text: [t("verificationCode.textIntro", { code }), `${intro} ${expires}`],
  });
}
