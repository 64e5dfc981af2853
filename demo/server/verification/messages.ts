import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { ValidationType } from "../../../sdk/api/schemas/verification.js";
import type { OutgoingMessage } from "../messaging/message-sender.js";
import { EMAIL_CODE_TTL_SECONDS, SMS_CODE_TTL_SECONDS } from "./limits.js";

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

export function verificationMessage(
  publicOrigin: string,
  campaign: Campaign,
  { to, type, code }: { to: string; type: ValidationType; code: string },
): OutgoingMessage {
  switch (type) {
    case "mobile-number":
      return {
        to,
        channel: "sms",
        kind: "verification-code",
        code,
        body: `${code} is your ${campaign.name} code. It expires in ${SMS_CODE_TTL_SECONDS / 60} minutes.`,
      };
    case "email-code":
      return {
        to,
        channel: "email",
        kind: "verification-code",
        code,
        subject: `Your ${campaign.name} verification code`,
        body:
          `Your verification code is ${code}.\n\nEnter it on the registration page to confirm your email ` +
          `address. It expires in ${EMAIL_CODE_TTL_SECONDS / 60} minutes.`,
      };
    case "email-address": {
      const link = verificationLink(publicOrigin, campaign, to, code);
      return {
        to,
        channel: "email",
        kind: "verification-code",
        code,
        link,
        subject: `Confirm your email address for ${campaign.name}`,
        body:
          `Almost there! Open this link to confirm your email address:\n${link}\n\n` +
          `Or enter the code ${code}. It expires in ${EMAIL_CODE_TTL_SECONDS / 60} minutes.`,
      };
    }
    default:
      return type satisfies never;
  }
}
