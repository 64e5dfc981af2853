import { answerCall } from "../../sdk/api/answer-call.js";
import { recordAction } from "../../sdk/api/calls/engagement.js";
import {
  createCampaignAccount,
  createCampaignFan,
  resendVerification,
  verifyFanEmail,
  verifySms,
} from "../../sdk/api/calls/registration.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { RegistrationType } from "../../sdk/api/schemas/campaign-registrations.js";
import { fieldTypeKey } from "../../sdk/api/schemas/registration-field.js";
import { buildPackets } from "../../sdk/registration/build-packets.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { sendMagicLink } from "../magic-link/magic-link-call.js";

// Shared by the register screen and the exit-intent's alternative form, which registers fans the same way.

/** The API calls the registration machines ask for, each answering its declared statuses (answerCall). */
export function registerCalls(client: ApiClient, campaign: Campaign, referralCode?: string) {
  const numberFieldKeys = campaign.registrations.customFields
    .filter((field) => fieldTypeKey(field) === "number")
    .map((field) => field.key);
  const packets = (registrationType: RegistrationType, values: FormValues) =>
    buildPackets(
      campaign,
      registrationType,
      { customFields: [], arPolicy: false, companyPolicy: false, ...values },
      {
        numberFieldKeys,
      },
    );
  return {
    createAccount: (registrationType: RegistrationType, values: FormValues) =>
      answerCall(client, createCampaignAccount, { body: packets(registrationType, values).account }),
    createFan: (registrationType: RegistrationType, values: FormValues) =>
      answerCall(client, createCampaignFan, {
        body: { ...packets(registrationType, values).fan, ...(referralCode && { referralCode }) },
      }),
    requestMagicLink: (emailAddress: string) => sendMagicLink(client, campaign.oid, emailAddress),
    resend: (verificationType: "sms" | "email") =>
      answerCall(client, resendVerification, {
        params: { campaignOid: campaign.oid },
        body: { verificationType },
      }),
    verifySms: (shortCode: string) =>
      answerCall(client, verifySms, { body: { campaignOid: campaign.oid, shortCode, uri: campaign.uri } }),
    verifyEmailCode: (emailAddress: string, shortCode: string) =>
      answerCall(client, verifyFanEmail, { body: { campaignOid: campaign.oid, emailAddress, shortCode } }),
    /** Opt-in campaigns subscribe the new fan to email and SMS (core-journey §2 per-type switches). */
    autoOptIn: async () => {
      const channels = (["email", "sms"] as const).filter((c) => campaign.settings.autoOptIn?.[c]);
      await Promise.all(
        channels.map((channel) =>
          answerCall(client, recordAction, {
            body: { campaignOid: campaign.oid, type: "follow", channel, target: `${channel}:opt-in` },
          }),
        ),
      );
    },
  };
}

export type RegisterCalls = ReturnType<typeof registerCalls>;
