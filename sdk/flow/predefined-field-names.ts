import type { PredefinedFieldKey } from "../api/schemas/field-keys.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";

/**
 * Display names given to predefined fields that a legacy flag map enables: the en-us catalogue's field
 * names (the product's wording, so a field keeping its default name is shown in the fan's language by
 * sdk/registration/localize-fields.ts), except the postcode, which older campaigns stored as "Postcode".
 * Apart from legacy-registrations.ts (and its schemas) so the register form's first render needs no zod.
 */
export const PREDEFINED_FIELD_NAMES: Readonly<Record<PredefinedFieldKey, string>> = {
  ...formTexts.fields,
  postcode: "Postcode",
};
