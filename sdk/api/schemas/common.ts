import { z } from "zod/mini";
import { LANGUAGES } from "../../i18n/languages.js";
import { SECTIONS, STEPS } from "../../routing/parse-route.js";
import { GENDERS } from "./field-keys.js";
import { withMeta } from "./meta.js";

// Shared primitives of the API contract. Entity schemas carry `.meta({ id })` (applied last, since
// ids are not inherited by derived schemas) so the OpenAPI document lists them under components.

/** An opaque object identifier (campaign, fan, account, promoter, tour...). */
export const OidSchema = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(120))
  .check(z.describe("Opaque object identifier"));

/** Dates travel as ISO-8601 date-time strings, with `Z` or an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).check(z.describe("ISO-8601 date-time"));

/** Money is always an integer number of the currency's minor units (core-journey §5). */
export const MinorAmountSchema = z
  .int()
  .check(z.nonnegative())
  .check(z.describe("Amount in the currency's minor units (cents; yen for JPY)"));

export const CurrencyCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/))
  .check(z.describe("ISO 4217 currency code in upper case, e.g. AUD"));

/** Absolute URL or a path on the product's own host (hero images are self-hosted paths). */
export const UrlSchema = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(2048))
  .check(z.describe("Absolute URL, or a path on the product's host"));

export const HexColorSchema = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/))
  .check(z.describe("CSS hex colour"));

/** core-journey §1: UI languages; en-us is the default. */
export const LanguageSchema = withMeta(z.enum(LANGUAGES), { id: "Language" });

/** core-journey §2: flow steps; no step means the landing page. */
export const StepSchema = withMeta(z.enum(STEPS), { id: "Step" });

/** core-journey §2: section letters of campaign routes (`/{section}/{id}/`). */
export const SectionLetterSchema = withMeta(z.enum(SECTIONS), { id: "SectionLetter" });

/** core-journey §1, engagement §1: every campaign type, including the ones seen only in places. */
export const CAMPAIGN_TYPES = [
  "presale",
  "livestream",
  "competition",
  "giveaway",
  "ballot",
  "waitlist",
  "free",
  "preorder",
  "earlybird",
  "invite",
  "donate",
  "opt-in",
  "rsvp",
] as const;
export const CampaignTypeSchema = withMeta(z.enum(CAMPAIGN_TYPES), { id: "CampaignType" });

/** CONTRACT.md: the campaign type each route section letter stands for. */
export const TYPE_BY_SECTION = {
  b: "ballot",
  p: "presale",
  m: "opt-in",
  g: "giveaway",
  c: "competition",
  w: "waitlist",
  l: "livestream",
  o: "preorder",
  d: "donate",
  r: "rsvp",
} as const satisfies Record<z.infer<typeof SectionLetterSchema>, z.infer<typeof CampaignTypeSchema>>;

/** A campaign's uri: `{section}/{id}`, e.g. `p/demo-presale` (tours use `t/{id}`). */
export const CampaignUriSchema = z
  .string()
  .check(z.regex(/^[a-z]\/[A-Za-z0-9][A-Za-z0-9._~-]*$/))
  .check(z.describe("Route uri `{section}/{id}`, e.g. p/demo-presale"));

/** core-journey §3: gender choices; null is "Prefer not to say". */
export const GenderSchema = withMeta(
  z.nullable(z.enum(GENDERS)).check(z.describe("null means 'Prefer not to say'")),
  { id: "Gender" },
);

export type Oid = z.infer<typeof OidSchema>;
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;
export type MinorAmount = z.infer<typeof MinorAmountSchema>;
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;
export type Language = z.infer<typeof LanguageSchema>;
export type Step = z.infer<typeof StepSchema>;
export type SectionLetter = z.infer<typeof SectionLetterSchema>;
export type CampaignType = z.infer<typeof CampaignTypeSchema>;
export type Gender = z.infer<typeof GenderSchema>;
