import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { formatDay } from "../../sdk/i18n/dates.js";
import type { Language } from "../../sdk/i18n/languages.js";
import { useAsync } from "./use-async.js";

/** The campaign's notify date in the language's words ('dddd, MMM Do'), once the date locale loaded. */
export function useNotifyDay(campaign: Pick<Campaign, "notifyDate">, language: Language): string | undefined {
  return useAsync(
    () => (campaign.notifyDate ? formatDay(campaign.notifyDate, language) : Promise.resolve(undefined)),
    [campaign.notifyDate, language],
  );
}
