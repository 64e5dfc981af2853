import { z } from "zod";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import {
  REMOTE_SIGNUP_FIELD_NAMES,
  type RemoteSignupFieldKey,
  type RemoteSignupInit,
} from "../../sdk/api/schemas/remote-signup.js";

/** The frame's own query: which campaign, and the promoter's verified domain with its hash. */
export const RemoteSignupQuerySchema = z.object({
  campaign: z.string().min(1).max(241),
  domain: z.string().min(1).max(253),
  hash: z.string().min(1).max(200),
});
export type RemoteSignupQuery = z.infer<typeof RemoteSignupQuerySchema>;

/** engagement §4/§7: the plain postMessages a third-party form sends (docs/embedding.md, version 1). */
export const RemoteSignupMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("requestConfig") }),
  z.object({ action: z.literal("submitForm"), form: z.record(z.string(), z.unknown()) }),
]);
export type RemoteSignupMessage = z.infer<typeof RemoteSignupMessageSchema>;

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
  return { campaignOid: campaign.oid, campaignName: campaign.name, fields };
}
