import { defineStepScreen } from "../layout/define-step-screen.js";
import { socialActionsSheet } from "../styles/social-actions-styles.js";
import { CampaignShare, type CampaignShareProps } from "./share.js";

export { CampaignShare, type CampaignShareProps };

defineStepScreen<CampaignShareProps>({
  tag: "campaign-share",
  component: CampaignShare,
  events: ["onStepChange", "onError"],
  sheets: [socialActionsSheet],
});
