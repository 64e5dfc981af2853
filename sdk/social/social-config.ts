import { z } from "zod/mini";
import { MessengerConfigSchema } from "./messenger-plugin.js";
import { SpotifyConfigSchema } from "./spotify.js";

// The social services a page may use, from the server's configuration: the hosted site embeds it as
// <script type="application/json" id="campaign-social-config">; a host page may pass it to
// <campaign-follow> as the `socialConfig` property. A service left out falls back to opening its page.

export const SOCIAL_CONFIG_ELEMENT_ID = "campaign-social-config";

export const SocialConfigSchema = z.object({
  spotify: z.optional(SpotifyConfigSchema),
  messenger: z.optional(MessengerConfigSchema),
});
export type SocialConfig = z.infer<typeof SocialConfigSchema>;

/** Parses a config value; a wrong one is dropped with a warning (the actions then open the service pages). */
export function parseSocialConfig(value: unknown): SocialConfig {
  if (value === undefined || value === null) return {};
  const parsed = SocialConfigSchema.safeParse(value);
  if (!parsed.success) {
    console.warn("[campaign-follow] social config ignored:", parsed.error.issues[0]?.message);
    return {};
  }
  return parsed.data;
}

/** The config embedded in the hosted page, if any. */
export function socialConfigOfPage(doc: Document): SocialConfig {
  const text = doc.getElementById(SOCIAL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return parseSocialConfig(JSON.parse(text));
  } catch {
    return {};
  }
}
