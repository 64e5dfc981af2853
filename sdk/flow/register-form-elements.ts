import type { Campaign } from "../api/schemas/campaign.js";
import type { AgreementsShown } from "../validation/agreements.js";
import { typeSwitches } from "./type-switches.js";

/** What the register form carries beside its fields (core-journey §2 "The form also carries"). */
export interface RegisterFormElements {
  /** Email, sms and messenger preference checkboxes. */
  readonly subscriptionPreferences: boolean;
  /** The agreement checkboxes shown, which are then required (core-journey §5). */
  readonly agreements: AgreementsShown;
  /** The company privacy-policy link under the form. */
  readonly companyPrivacyLink: string | undefined;
  /** The register button's custom call-to-action; undefined means the default label. */
  readonly customCta: string | undefined;
}

type FormCampaign = Pick<Campaign, "type" | "settings" | "presentation" | "resources">;

/** The company's policy URL: the settings' policy, else the register presentation's. */
const companyPolicyUrl = (campaign: FormCampaign): string | undefined =>
  campaign.settings.privacyPolicy?.url ?? campaign.presentation.meta?.register?.privacyPolicy?.url;

/**
 * core-journey §2: subscription checkboxes when subscription preferences are enabled; the product
 * privacy-policy checkbox wherever its line shows (all types except opt-in); the company policy and
 * terms checkbox only when a company policy or terms exist and subscription preferences are off; the
 * company privacy-policy link under the form when they are on.
 */
export function registerFormElements(campaign: FormCampaign): RegisterFormElements {
  const subscriptionPreferences = campaign.settings.subscriptionPreferenceSettings?.enabled === true;
  const policyUrl = companyPolicyUrl(campaign);
  const hasTerms = campaign.resources.some(
    (resource) => resource.assetType === "campaign-terms-and-conditions",
  );
  return {
    subscriptionPreferences,
    agreements: {
      productPolicy: typeSwitches(campaign.type).productPrivacyPolicy,
      companyPolicy: !subscriptionPreferences && (policyUrl !== undefined || hasTerms),
    },
    companyPrivacyLink: subscriptionPreferences ? policyUrl : undefined,
    customCta: campaign.presentation.meta?.register?.customCta,
  };
}
