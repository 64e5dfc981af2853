import { z } from "zod/mini";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import {
  REMOTE_SIGNUP_FIELD_NAMES,
  type RemoteSignupFieldKey,
  type RemoteSignupInit,
} from "../../sdk/api/schemas/remote-signup.js";
import { remoteCustomFieldsOf } from "./remote-custom-fields.js";

/** The frame's own query: which campaign, and the promoter's verified domain with its hash. */
export const RemoteSignupQuerySchema = z.object({
  campaign: z.string().check(z.minLength(1)).check(z.maxLength(241)),
  domain: z.string().check(z.minLength(1)).check(z.maxLength(253)),
  hash: z.string().check(z.minLength(1)).check(z.maxLength(200)),
});
export type RemoteSignupQuery = z.infer<typeof RemoteSignupQuerySchema>;

/** engagement §4/§7: the plain postMessages a third-party form sends (docs/embedding.md, version 1). */
export const RemoteSignupMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("requestConfig") }),
  z.object({ action: z.literal("submitForm"), form: z.record(z.string(), z.unknown()) }),
]);
export type RemoteSignupMessage = z.infer<typeof RemoteSignupMessageSchema>;

const ACTIONS = ["requestConfig", "submitForm"] as const;

/**
 * Why a message that RemoteSignupMessageSchema refused is refused, in words a form's developer can act
 * on: an action the frame does not know, or a known one with a malformed payload. `unknown` is true for
 * the first (engagement §8: an unknown remote action is logged).
 */
export function describeRefusedMessage(data: unknown): { unknown: boolean; action: string; error: string } {
  const action =
    typeof data === "object" && data !== null && "action" in data
      ? (data as { action: unknown }).action
      : undefined;
  // Clipped and never an object's own text: a hostile page decides what is logged and answered.
  const name =
    (typeof action === "object" && action !== null) || typeof action === "function"
      ? `(${typeof action})`
      : String(action).slice(0, 60);
  if (typeof action !== "string" || !(ACTIONS as readonly string[]).includes(action)) {
    return {
      unknown: true,
      action: name,
      error: `Unknown action ${JSON.stringify(name)}: send { v: 1, action: "requestConfig" } or { v: 1, action: "submitForm", form: { … } }`,
    };
  }
  return {
    unknown: false,
    action: name,
    error: `Malformed ${name} message: "form" must be an object of field values, e.g. { emailAddress: "fan@example.com" }`,
  };
}

/** Whether a message's origin is the verified domain, with or without www (https, or http for IPs/localhost). */
export function originMatchesDomain(origin: string, domain: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  return bare(host) === bare(domain);
}

const isRemoteKey = (key: string): key is RemoteSignupFieldKey => key in REMOTE_SIGNUP_FIELD_NAMES;

/** The init payload answered to `requestConfig`: the campaign's enabled fields a remote form may carry. */
export function remoteSignupInitOf(campaign: Campaign): RemoteSignupInit {
  const legacyRequired = campaign.registrations.requiredFields ?? [];
  const fields: RemoteSignupInit["fields"] = [
    { key: "emailAddress", name: REMOTE_SIGNUP_FIELD_NAMES.emailAddress, required: true },
  ];
  for (const field of campaign.registrations.fields) {
    if (!field.enabled || !isRemoteKey(field.key) || field.key === "emailAddress") continue;
    fields.push({
      key: field.key,
      name: REMOTE_SIGNUP_FIELD_NAMES[field.key],
      required: !field.optional || legacyRequired.includes(field.key),
    });
  }
  return {
    campaignOid: campaign.oid,
    campaignName: campaign.name,
    fields,
    customFields: remoteCustomFieldsOf(campaign),
  };
}
