import { z } from "zod";

// engagement §7: what a Spotify connect learnt of the fan (names, date of birth), kept for the register
// form of the same campaign when the fan has not registered yet. Session storage: it crosses page loads
// within the tab and ends with it. Kept tiny: <campaign-register> imports it.

const PrefillSchema = z.object({
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  dob: z.string().max(10).optional(),
});
export type StoredPrefill = z.infer<typeof PrefillSchema>;

const key = (campaignOid: string) => `campaign-prefill:${campaignOid}`;

export function saveProfilePrefill(campaignOid: string, prefill: StoredPrefill): void {
  try {
    sessionStorage.setItem(key(campaignOid), JSON.stringify(PrefillSchema.parse(prefill)));
  } catch {
    // Storage off (private mode, sandboxed frame): the form is simply not prefilled.
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
  try {
    const parsed = PrefillSchema.safeParse(JSON.parse(sessionStorage.getItem(key(campaignOid)) ?? "{}"));
    if (!parsed.success) return {};
    return Object.fromEntries(
      Object.entries(parsed.data).filter(([field, value]) => value && !current[field]),
    ) as StoredPrefill;
  } catch {
    return {};
  }
}
