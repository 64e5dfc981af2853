import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import type { StepLayoutProps } from "./step-layout.js";

/** The header part of StepLayout's props for a step of the flow. */
export type StepHeader = Required<Pick<StepLayoutProps, "showHeader" | "showBack" | "onBack" | "progress">>;

/**
 * The header of a step of the flow (core-journey §2 layout): the back arrow and the progress bar by the
 * flow's rules; `onBack` runs when the arrow is pressed.
 */
export function stepHeader(
  campaign: Pick<Campaign, "type" | "presentation" | "settings">,
  step: Step,
  onBack: () => void,
): StepHeader {
  const progress = progressPercent(campaignFlow(campaign), step);
  return {
    showHeader: true,
    showBack: showsBackArrow(step, indexPageOf(campaign.type)),
    onBack,
    progress: showsProgressBar(campaign.type, progress) ? progress : 0,
  };
}
