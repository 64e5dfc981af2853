import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { RegistrationType } from "../../../sdk/api/schemas/campaign-registrations.js";

/**
 * POST /campaign-preview: the campaign the admin tool is editing, as a page would receive it. Parsing
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
