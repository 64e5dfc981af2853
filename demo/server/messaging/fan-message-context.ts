import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { FanRow } from "../../store/fans.js";
import type { Services } from "../services.js";
import type { MessageContext } from "./compose/message-context.js";
import { fanLanguage } from "./compose/message-language.js";
import { unsubscribeUrl } from "./unsubscribe/unsubscribe-link.js";

/**
 * What a message to this fan is written with: the fan's recorded language (the caller records the
 * request's first, setFanLanguage) and, for emails, the fan's one-click unsubscribe link.
 */
export function fanMessageContext(
  s: Services,
  campaign: Campaign,
  fan: Pick<FanRow, "oid" | "language">,
): MessageContext {
  return {
    language: fanLanguage(fan, campaign),
    campaign,
    unsubscribeUrl: unsubscribeUrl(s.config.publicOrigin, s.secret(), fan.oid),
  };
}
