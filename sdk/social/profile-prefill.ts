import { z } from "zod/mini";

// What the fan gave before registering, kept for the register form of the same campaign: the names and
// date of birth a Spotify connect learnt (engagement §7), the email typed into a register-button widget's
// sign-up form (docs/embedding.md, `signupForm`). Session storage: it crosses page loads within the tab
// (the widget's frame and the register modal's frame share it) and ends with it. Kept tiny:
// <campaign-register> imports it.

const PrefillSchema = z.object({
  emailAddress: z.optional(z.email().check(z.maxLength(254))),
  firstName: z.optional(z.string().check(z.maxLength(200))),
  lastName: z.optional(z.string().check(z.maxLength(200))),
  dob: z.optional(z.string().check(z.maxLength(10))),
});
export type StoredPrefill = z.infer<typeof PrefillSchema>;

const key = (campaignOid: string) => `campaign-prefill:${campaignOid}`;

function readStored(campaignOid: string): StoredPrefill {
  try {
    const parsed = PrefillSchema.safeParse(JSON.parse(sessionStorage.getItem(key(campaignOid)) ?? "{}"));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Adds to what is kept (a later source wins for the fields it brings). */
export function saveProfilePrefill(campaignOid: string, prefill: StoredPrefill): void {
  try {
    const merged = { ...readStored(campaignOid), ...PrefillSchema.parse(prefill) };
    sessionStorage.setItem(key(campaignOid), JSON.stringify(merged));
  } catch {
    // Storage off (private mode, sandboxed frame) or a value that does not parse: no prefill.
  }
}

/**
 * The stored prefill for the fields of `current` that are still empty; an empty object when there is
 * none or it does not parse.
 */
export function readProfilePrefill(
  campaignOid: string,
  current: Readonly<Record<string, unknown>> = {},
): StoredPrefill {
  return Object.fromEntries(
    Object.entries(readStored(campaignOid)).filter(([field, value]) => value && !current[field]),
  ) as StoredPrefill;
}
