import type { ReactNode } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { nextStep } from "../../sdk/flow/step-navigation.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import type { StepChangeDetail } from "../runtime/step-events.js";
import { useT } from "../runtime/translation-context.js";
import { backToPrevious } from "./back-to-previous.js";
import { stepHeader } from "./step-header.js";
import { StepLayout } from "./step-layout.js";

/** The engagement steps; each has `<step>.title` and `<step>.heading` in the catalogues. */
export type JourneyStepName = Extract<Step, "follow" | "invite" | "share">;

export interface JourneyStepProps {
  campaign: Campaign;
  step: JourneyStepName;
  fan?: Fan | undefined;
  onStepChange?: ((detail: StepChangeDetail) => void) | undefined;
  children: ReactNode;
}

/**
 * A step of the flow with the shared layout: back arrow and progress by the flow's rules
 * (core-journey §2), the step's title and heading, and a Continue action bar to the next step, when
 * there is one.
 */
export function JourneyStep({ campaign, step, fan, onStepChange, children }: JourneyStepProps) {
  const t = useT();
  const next = nextStep(campaignFlow(campaign), step, fan ? { type: campaign.type, fan } : undefined);
  return (
    <StepLayout
      title={t(`${step}.title`)}
      {...stepHeader(campaign, step, () => onStepChange?.(backToPrevious(campaign, step, fan)))}
      actionBar={
        next && (
          <button
            type="button"
            className="button"
            part="submit"
            onClick={() =>
              onStepChange?.({ campaignOid: campaign.oid, from: step, to: next, replace: false })
            }
          >
            {t("layout.continue")}
          </button>
        )
      }
    >
      <h2 className="sub-title">{t(`${step}.heading`)}</h2>
      {children}
    </StepLayout>
  );
}
