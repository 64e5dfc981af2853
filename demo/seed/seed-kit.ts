import type { CampaignInput, RegistrationFieldInput, Resource } from "../../sdk/api/schemas/index.js";
import { PREDEFINED_FIELD_KEYS, type PredefinedFieldKey } from "../../sdk/api/schemas/index.js";
import { PREDEFINED_FIELD_NAMES } from "../../sdk/flow/predefined-field-names.js";

// Small helpers shared by the seeded campaigns: dates relative to "now", self-hosted assets,
// predefined registration fields.

export const DEMO_PROMOTER_OID = "prm_demo";
export const DEMO_COMPANY = "Harbour Lights Touring";

/** Dates of a seed, relative to the moment it is built. */
export interface SeedClock {
  /** ISO date-time `days` (may be fractional or negative) from now. */
  at(days: number): string;
}

export function seedClock(now: Date): SeedClock {
  return { at: (days) => new Date(now.getTime() + days * 86_400_000).toISOString() };
}

export const HOUR = 1 / 24;

/** A self-hosted demo asset (demo/assets/demo/), served under /assets/demo/. */
export const asset = (file: string): string => `/assets/demo/${file}`;

/** A campaign image: an SVG by its name (`"presale"`), or a photo by its file (`"preorder-photo.jpg"`). */
export const heroImage = (name: string): Resource => ({
  assetType: "campaign-image",
  url: asset(/\.\w+$/.test(name) ? name : `${name}.svg`),
});
export const termsDocument: Resource = {
  assetType: "campaign-terms-and-conditions",
  url: asset("terms.html"),
};
export const companyPolicy = { url: asset("privacy.html"), companyName: DEMO_COMPANY };

/**
 * The predefined fields in display order: each listed key is enabled, `optional` ones are marked so,
 * the others are present but disabled (as a promoter's form editor stores them). `mandatory` is the
 * field the registration is keyed on, which the promoter cannot switch off.
 */
export function predefinedFields(
  enabled: readonly PredefinedFieldKey[],
  optional: readonly PredefinedFieldKey[] = [],
  mandatory: PredefinedFieldKey = "emailAddress",
): RegistrationFieldInput[] {
  return PREDEFINED_FIELD_KEYS.map((key, index) => ({
    key,
    name: PREDEFINED_FIELD_NAMES[key],
    predefined: true,
    order: enabled.includes(key) ? enabled.indexOf(key) : enabled.length + index,
    enabled: enabled.includes(key),
    optional: optional.includes(key),
    isMandatory: key === mandatory,
    type: key === "dob" ? "date" : key === "gender" || key === "country" ? "select" : "text",
  }));
}

/** The fields every demo campaign shares: the uri's two parts, the promoter, the hero image. */
export function campaignBase(
  oid: string,
  uri: `${string}/${string}`,
  image: string,
): Pick<CampaignInput, "oid" | "uri" | "urlSlug" | "promoterOid" | "resources"> {
  return {
    oid,
    uri,
    urlSlug: uri.slice(uri.indexOf("/") + 1),
    promoterOid: DEMO_PROMOTER_OID,
    resources: [heroImage(image), termsDocument],
  };
}
