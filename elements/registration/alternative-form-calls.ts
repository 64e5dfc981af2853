import { answerCall } from "../../sdk/api/answer-call.js";
import { createExitIntent, updateExitIntent } from "../../sdk/api/calls/engagement.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind, ExitIntentUpdatePayload } from "../../sdk/api/schemas/exit-intent.js";
import { dropEmptyValues } from "../../sdk/api/schemas/registration-packet.js";
import type { FormValues } from "../../sdk/validation/register-form.js";

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

export function alternativeFormCalls(client: ApiClient, campaign: Campaign, kind: ExitIntentKind) {
  // The register screen's calls load with the first registration (the packets and their schemas are
  // not needed before): a module that cannot load registers nobody, like a refused call.
  const register = () =>
    import("./registration-calls.js").then(({ registerCalls }) => registerCalls(client, campaign));
  return {
    /** Step 1: the record, with the email. Answers its oid and secret, or undefined when refused. */
    async createRecord(values: FormValues): Promise<RecordHandle | undefined> {
      const record = await answerCall(client, createExitIntent, {
        body: { campaignOid: campaign.oid, intent: kind, ...recordFields(values) },
      });
      if (record.status !== 201) return undefined;
      const { oid, secret } = record.data;
      return oid && secret ? { oid, secret } : undefined;
    },
    /** Steps 2 and 3: the answers so far (the server links the record to the fan once there is one). */
    async update(record: RecordHandle, values: FormValues): Promise<boolean> {
      const answer = await answerCall(client, updateExitIntent, {
        params: { oid: record.oid },
        body: { ...recordFields(values), secret: record.secret },
      });
      return answer.status === 200;
    },
    /** The register screen's own account and fan calls, once the answers hold what the campaign needs. */
    async registerFan(values: FormValues): Promise<RegisterAnswer> {
      const calls = await register().catch(() => undefined);
      if (!calls) return { ok: false };
      const account = await calls.createAccount("email", values);
      if (account.status !== 201) return { ok: false };
      const fan = await calls.createFan("email", values);
      // 202: the fan exists and still has to verify (the code or link went out by email).
      if (fan.status === 202) return { ok: true, registered: false };
      if (fan.status !== 201) return { ok: false };
      return { ok: true, fanOid: fan.data.oid, registered: true };
    },
  };
}

export type AlternativeFormCalls = ReturnType<typeof alternativeFormCalls>;
