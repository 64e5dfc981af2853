import { callApi } from "../../sdk/api/call-api.js";
import { recordAction } from "../../sdk/api/calls/engagement.js";
import { requestSessionLink } from "../../sdk/api/calls/gatekeeper.js";
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
import { statusOf } from "./call-status.js";

/** The API calls the register screen's machines ask for, each answering a status for the machine. */
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
      statusOf(callApi(client, createCampaignAccount, { body: packets(registrationType, values).account })),
    createFan: (registrationType: RegistrationType, values: FormValues) =>
      statusOf(
        callApi(client, createCampaignFan, {
          body: { ...packets(registrationType, values).fan, ...(referralCode && { referralCode }) },
        }),
      ),
    requestMagicLink: (emailAddress: string) =>
      statusOf(
        callApi(client, requestSessionLink, {
          params: { campaignOid: campaign.oid },
          body: { emailAddress },
        }),
      ),
    resend: (verificationType: "sms" | "email") =>
      statusOf(
        callApi(client, resendVerification, {
          params: { campaignOid: campaign.oid },
          body: { verificationType },
        }),
      ),
    verifySms: (shortCode: string) =>
      statusOf(
        callApi(client, verifySms, { body: { campaignOid: campaign.oid, shortCode, uri: campaign.uri } }),
      ),
    verifyEmailCode: (emailAddress: string, shortCode: string) =>
      statusOf(
        callApi(client, verifyFanEmail, { body: { campaignOid: campaign.oid, emailAddress, shortCode } }),
      ),
    /** Opt-in campaigns subscribe the new fan to email and SMS (core-journey §2 per-type switches). */
    autoOptIn: async () => {
      const channels = (["email", "sms"] as const).filter((c) => campaign.settings.autoOptIn?.[c]);
      await Promise.all(
        channels.map((channel) =>
          statusOf(
            callApi(client, recordAction, {
              body: { campaignOid: campaign.oid, type: "follow", channel, target: `${channel}:opt-in` },
            }),
          ),
        ),
      );
    },
  };
}

export type RegisterCalls = ReturnType<typeof registerCalls>;
