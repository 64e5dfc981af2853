import { defineStepScreen } from "../layout/define-step-screen.js";
import { socialActionsSheet } from "../styles/social-actions-styles.js";
import { CampaignFollow, type CampaignFollowProps } from "./follow.js";
import { followSheet } from "./follow-styles.js";

export { CampaignFollow, type CampaignFollowProps };

defineStepScreen<CampaignFollowProps>({
  tag: "campaign-follow",
  component: CampaignFollow,
  events: ["onStepChange", "onError"],
  sheets: [socialActionsSheet, followSheet],
});
