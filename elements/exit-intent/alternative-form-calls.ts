import { callApi } from "../../sdk/api/call-api.js";
import { createExitIntent, updateExitIntent } from "../../sdk/api/calls/engagement.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind, ExitIntentUpdatePayload } from "../../sdk/api/schemas/exit-intent.js";
import { dropEmptyValues } from "../../sdk/api/schemas/registration-packet.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { statusOf } from "../register/call-status.js";
import { registerCalls } from "../register/register-effects.js";

// The alternative form's calls (engagement §2, §4): step 1 registers the fan through the register
// screen's own account and fan calls, then creates the exit-intent record; steps 2 and 3 update it.

/** What the exit-intent record keeps of the form (ExitIntentFieldsSchema); empty values dropped. */
export function recordFields(values: FormValues): ExitIntentUpdatePayload {
  return dropEmptyValues({
    emailAddress: values.emailAddress?.trim().toLowerCase(),
    firstName: values.firstName?.trim(),
    lastName: values.lastName?.trim(),
    mobileNumber: values.mobileNumber,
    country: values.country?.toLowerCase(),
    state: values.state?.trim(),
    postcode: values.postcode?.trim(),
    dob: values.dob,
    gender: values.gender ?? undefined,
  }) as ExitIntentUpdatePayload;
}

/**
 * Whether step 1 registers a fan: not once the campaign ended (the server refuses fans then, core-journey
 * §8), and only when the campaign takes email registrations.
 */
export function registersFan(campaign: Pick<Campaign, "registrations">, kind: ExitIntentKind): boolean {
  const providers = campaign.registrations.providers;
  return kind === "exit" && (providers.length === 0 || providers.includes("email"));
}

export type SignUpAnswer =
  | { ok: true; recordOid: string; fanOid?: string | undefined; registered: boolean }
  | { ok: false };

const created = (status: number) => status === 201 || status === 202;

export function alternativeFormCalls(client: ApiClient, campaign: Campaign, kind: ExitIntentKind) {
  const register = registerCalls(client, campaign);
  return {
    async signUp(values: FormValues): Promise<SignUpAnswer> {
      let fanOid: string | undefined;
      let registered = false;
      if (registersFan(campaign, kind)) {
        const account = await register.createAccount("email", values);
        if (account.status !== 201) return { ok: false };
        const fan = await register.createFan("email", values);
        if (!created(fan.status)) return { ok: false };
        fanOid = (fan.data as { oid?: string } | undefined)?.oid;
        // 202: the fan exists and still has to verify (the code or link went out by email).
        registered = fan.status === 201;
      }
      const record = await statusOf(
        callApi(client, createExitIntent, {
          body: { campaignOid: campaign.oid, intent: kind, ...recordFields(values) },
        }),
      );
      const recordOid = (record.data as { oid?: string } | undefined)?.oid;
      if (record.status !== 201 || !recordOid) return { ok: false };
      return { ok: true, recordOid, fanOid, registered };
    },
    async update(recordOid: string, values: FormValues): Promise<boolean> {
      const answer = await statusOf(
        callApi(client, updateExitIntent, { params: { oid: recordOid }, body: recordFields(values) }),
      );
      return answer.status === 200;
    },
  };
}

export type AlternativeFormCalls = ReturnType<typeof alternativeFormCalls>;
