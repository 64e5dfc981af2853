import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Translate } from "../../sdk/i18n/translate.js";

/** What a screen's body gets from its ScreenFrame: the element's props, the campaign and the texts. */
export interface ScreenArgs<P> {
  readonly props: P;
  readonly campaign: Campaign;
  readonly t: Translate;
}
