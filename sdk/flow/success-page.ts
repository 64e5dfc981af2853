import type { CampaignType } from "../api/schemas/common.js";
import type { Fan } from "../api/schemas/fan.js";
import type { MessageKey } from "../validation/message.js";

export type SuccessStyle = "score-board" | "classic";

/** core-journey §2: score-board for all types except opt-in and rsvp, which are classic. */
export const successStyleOf = (type: CampaignType): SuccessStyle =>
  type === "opt-in" || type === "rsvp" ? "classic" : "score-board";

const BACK_LABELS: Partial<Record<CampaignType, MessageKey>> = {
  presale: "flow.backToMainPage.presale",
  livestream: "flow.backToMainPage.livestream",
  competition: "flow.backToMainPage.competition",
  giveaway: "flow.backToMainPage.giveaway",
  ballot: "flow.backToMainPage.ballot",
  waitlist: "flow.backToMainPage.waitlist",
  donate: "flow.backToMainPage.donate",
  preorder: "flow.backToMainPage.preorder",
};

export interface BackToMainPage {
  readonly label: MessageKey;
  readonly url: string;
}

/**
 * engagement §2 success screen: the back-to-main-page link, labelled per type (none for opt-in and
 * rsvp, nor for the types the spec does not list). It goes to the fan's livestream short URL when
 * the fan has a stream session token, otherwise to the copy short URL; no link without a URL.
 */
export function backToMainPage(
  type: CampaignType,
  fan: Pick<Fan, "shortUrls"> | undefined,
  hasSessionToken: boolean,
): BackToMainPage | undefined {
  const label = BACK_LABELS[type];
  const url = hasSessionToken ? fan?.shortUrls.livestream : fan?.shortUrls.copy;
  return label && url ? { label, url } : undefined;
}
