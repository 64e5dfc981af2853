import { useLayoutEffect, useRef } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import { campaignFlow, isFreeFlow, stepAfter } from "../../sdk/flow/campaign-flow.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { StepLayout } from "../layout/step-layout.js";
import { ProfileCard } from "../profile/profile-card.js";
import { profileSheet } from "../profile/profile-styles.js";
import { adoptSheets } from "../runtime/styles.js";
import { useT } from "../runtime/translation-context.js";

/**
 * A known fan on the register step (issue 20) sees where they stand, not the form again: 'You're
 * registered', their profile card, and the flow's next step. Only a returning fan sees it, so it is a
 * chunk of its own that brings the profile card's styles into the element's shadow root itself.
 */
export default function RegisteredView({
  campaign,
  fan,
  back,
  onGo,
}: {
  campaign: Campaign;
  fan: Fan;
  /** The register screen's back arrow (absent where register is the index page). */
  back: (() => void) | undefined;
  onGo: (to: Step) => void;
}) {
  const t = useT();
  const self = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const root = self.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptSheets(root, [profileSheet]);
  }, []);
  const flow = campaignFlow(campaign);
  const next = stepAfter(flow, "register");
  return (
    <StepLayout
      title={t("register.title")}
      showHeader={typeSwitches(campaign.type).registrationHeader}
      showBack={back !== undefined}
      onBack={back}
      actionBar={
        next && (
          <button type="button" className="button" onClick={() => onGo(next)} part="submit">
            {t("layout.continue")}
          </button>
        )
      }
    >
      <p ref={self} className="success-note" role="status">
        {t("profile.registered")}
      </p>
      <ProfileCard fan={fan} free={isFreeFlow(flow)} snackbar={false} />
    </StepLayout>
  );
}
