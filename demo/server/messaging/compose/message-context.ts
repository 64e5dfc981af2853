import type { Campaign } from "../../../../sdk/api/schemas/campaign.js";
import type { Language } from "../../../../sdk/i18n/languages.js";

/** What every message of a campaign is written with. */
export interface MessageContext {
  /** The fan's language (message-language.ts). */
  language: Language;
  campaign: Pick<Campaign, "oid" | "name"> & { presentation: Pick<Campaign["presentation"], "color"> };
  /** The fan's signed one-click unsubscribe URL (unsubscribe/unsubscribe-link.ts), for their emails. */
  unsubscribeUrl?: string | undefined;
}
