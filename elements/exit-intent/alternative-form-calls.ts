import { callApi } from "../../sdk/api/call-api.js";
import { createExitIntent, updateExitIntent } from "../../sdk/api/calls/engagement.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind, ExitIntentUpdatePayload } from "../../sdk/api/schemas/exit-intent.js";
import { dropEmptyValues } from "../../sdk/api/schemas/registration-packet.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { statusOf } from "../register/call-status.js";
import { registerCalls } from "../register/register-effects.js";

// The alternative form's calls (engagement §2, §4): step 1 creates the exit-intent record with the email,
// steps 2 and 3 update it; the fan is registered through the register screen's own account and fan calls
// when the answers allow it (form-steps.ts decides when).

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

/** The record step 1 created, and the secret that changes it (the server answers it once, at creation). */
export interface RecordHandle {
  oid: string;
  secret: string;
}

export type RegisterAnswer = { ok: true; fanOid?: string | undefined; registered: boolean } | { ok: false };

const created = (status: number) => status === 201 || status === 202;

export function alternativeFormCalls(client: ApiClient, campaign: Campaign, kind: ExitIntentKind) {
  const register = registerCalls(client, campaign);
  return {
    /** Step 1: the record, with the email. Answers its oid and secret, or undefined when refused. */
    async createRecord(values: FormValues): Promise<RecordHandle | undefined> {
      const record = await statusOf(
        callApi(client, createExitIntent, {
          body: { campaignOid: campaign.oid, intent: kind, ...recordFields(values) },
        }),
      );
      const { oid, secret } = (record.data ?? {}) as { oid?: string; secret?: string };
      return record.status === 201 && oid && secret ? { oid, secret } : undefined;
    },
    /** Steps 2 and 3: the answers so far (the server links the record to the fan once there is one). */
    async update(record: RecordHandle, values: FormValues): Promise<boolean> {
      const answer = await statusOf(
        callApi(client, updateExitIntent, {
          params: { oid: record.oid },
          body: { ...recordFields(values), secret: record.secret },
        }),
      );
      return answer.status === 200;
    },
    /** The register screen's own account and fan calls, once the answers hold what the campaign needs. */
    async registerFan(values: FormValues): Promise<RegisterAnswer> {
      const account = await register.createAccount("email", values);
      if (account.status !== 201) return { ok: false };
      const fan = await register.createFan("email", values);
      if (!created(fan.status)) return { ok: false };
      // 202: the fan exists and still has to verify (the code or link went out by email).
      return {
        ok: true,
        fanOid: (fan.data as { oid?: string } | undefined)?.oid,
        registered: fan.status === 201,
      };
    },
  };
}

export type AlternativeFormCalls = ReturnType<typeof alternativeFormCalls>;
