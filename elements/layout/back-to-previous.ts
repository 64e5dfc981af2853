import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { previousStep } from "../../sdk/flow/step-navigation.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import type { StepChangeDetail } from "../runtime/step-events.js";

/**
 * The back arrow's `stepchange` (core-journey §2 layout): to the previous step of the flow, else to
 * the index page. Never history.back(), which leaves the site when the page was opened directly.
 */
export function backToPrevious(
  campaign: Campaign,
  step: Step,
  fan: Pick<Fan, "completedActions"> | undefined,
): StepChangeDetail {
  const previous = previousStep(campaignFlow(campaign), step, fan ? { type: campaign.type, fan } : undefined);
  return { campaignOid: campaign.oid, from: step, to: previous ?? "landing", replace: false, back: true };
}
