import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { ValidationType } from "../../../sdk/api/schemas/verification.js";
import type { MessageContext } from "../messaging/compose/message-context.js";
import { composeVerificationCodeEmail } from "../messaging/compose/verification-code-email.js";
import { composeVerificationLinkEmail } from "../messaging/compose/verification-link-email.js";
import { composeVerificationSms } from "../messaging/compose/verification-sms.js";
import type { OutgoingMessage } from "../messaging/message-sender.js";

/**
 * The link of an emailed verification (core-journey §2 "Email link"): the campaign's register step with
 * the address and the code, which the site sends to POST /fan-email-verify. The code is in the message
 * too, so the link and the code are one mechanism.
 */
export function verificationLink(
  publicOrigin: string,
  campaign: Campaign,
  emailAddress: string,
  code: string,
): string {
  const query = new URLSearchParams({ emailAddress, verificationCode: code });
  return `${publicOrigin}/${campaign.uri}/register?${query}`;
}

/** The message carrying a verification code, by the way the campaign verifies. */
export function verificationMessage(
  context: MessageContext,
  publicOrigin: string,
  campaign: Campaign,
  { to, type, code }: { to: string; type: ValidationType; code: string },
): OutgoingMessage {
  switch (type) {
    case "mobile-number":
      return composeVerificationSms(context, { to, code });
    case "email-code":
      return composeVerificationCodeEmail(context, { to, code });
    case "email-address":
      return composeVerificationLinkEmail(context, {
        to,
        code,
        link: verificationLink(publicOrigin, campaign, to, code),
      });
    default:
      return type satisfies never;
  }
}
