import { defineStepScreen } from "../layout/define-step-screen.js";
import { profileSheet } from "../profile/profile-styles.js";
import { CampaignSuccess, type CampaignSuccessProps } from "./success.js";

export { CampaignSuccess, type CampaignSuccessProps };

defineStepScreen<CampaignSuccessProps>({
  tag: "campaign-success",
  component: CampaignSuccess,
  events: ["onStepChange"],
  sheets: [profileSheet],
});
