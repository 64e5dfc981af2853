import { SMS_CODE_TTL_SECONDS } from "../../verification/limits.js";
import type { OutgoingMessage } from "../message-sender.js";
import type { MessageContext } from "./message-context.js";
import { translator } from "./translate.js";

/** core-journey §4 text-message verification: the code, short, in the fan's language. */
export function composeVerificationSms(
  context: MessageContext,
  { to, code }: { to: string; code: string },
): OutgoingMessage {
  const t = translator(context.language);
  const minutes = t("plurals.minutes", { count: SMS_CODE_TTL_SECONDS / 60 });
  return {
    to,
    channel: "sms",
    kind: "verification-code",
    code,
    body: t("verificationSms.text", { code, campaign: context.campaign.name, minutes }),
    language: context.language,
    campaignOid: context.campaign.oid,
  };
}
