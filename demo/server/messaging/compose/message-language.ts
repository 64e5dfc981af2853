import type { Context } from "hono";
import type { Campaign } from "../../../../sdk/api/schemas/campaign.js";
import { type Language, pickLanguage } from "../../../../sdk/i18n/languages.js";

// issue 17: messages are written in the language the fan uses. The elements send their `lang` as the
// request's accept-language; without one of the six there, the campaign's default language, else en-us.

/** The languages an accept-language header names, in its order (weights are already in that order). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? "").split(",").map((part) => part.split(";")[0]?.trim() ?? "");

/** The language of the fan's request. */
export const requestLanguage = (c: Context, campaign: Pick<Campaign, "settings">): Language =>
  pickLanguage(...acceptedLanguages(c.req.header("accept-language")), campaign.settings.defaultLanguage);

/** The language recorded on the fan (outside a request of theirs), else the campaign's. */
export const fanLanguage = (
  fan: { language: string | null },
  campaign: Pick<Campaign, "settings">,
): Language => pickLanguage(fan.language, campaign.settings.defaultLanguage);
