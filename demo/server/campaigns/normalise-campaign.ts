import { type Campaign, CampaignSchema } from "../../../sdk/api/schemas/campaign.js";
import type { RegistrationType } from "../../../sdk/api/schemas/campaign-registrations.js";
import { convertLegacyRegistrations } from "../../../sdk/flow/legacy-registrations.js";

/**
 * A campaign as a page receives it (stored ones and POST /campaign-preview's). Parsing
 * filled the documented defaults; this converts the legacy registration settings "into fields plus
 * providers" (core-journey §2): `requiredFields` becomes the fields' optional flags, and a campaign
 * without providers gets the ones its enabled contact fields imply.
 */
export function normaliseCampaign(campaign: Campaign): Campaign {
  const { requiredFields, ...registrations } = campaign.registrations;
  const fields = requiredFields
    ? registrations.fields.map((field) => ({ ...field, optional: !requiredFields.includes(field.key) }))
    : registrations.fields;
  const enabled = (key: string) => fields.some((field) => field.key === key && field.enabled);
  // A form that asks for a mobile number and no email address registers by mobile; any other by email.
  const implied: RegistrationType[] =
    enabled("mobileNumber") && !enabled("emailAddress") ? ["mobile"] : ["email"];
  const providers = registrations.providers.length > 0 ? registrations.providers : implied;
  return { ...campaign, registrations: { ...registrations, fields, providers } };
}

/**
 * A stored campaign document: older campaigns keep their registrations as flag maps (core-journey §2), which
 * become fields plus providers before the document is parsed. A document that still breaks the schema
 * throws (a server fault).
 */
export function parseStoredCampaign(data: unknown): Campaign {
  const document =
    typeof data === "object" && data !== null && "registrations" in data
      ? { ...data, registrations: convertLegacyRegistrations(data.registrations) }
      : data;
  return normaliseCampaign(CampaignSchema.parse(document));
}
