import { defineStepScreen } from "../layout/define-step-screen.js";
import { profileSheet } from "../profile/profile-styles.js";
import { alternativeFormSheet } from "../styles/alternative-form-styles.js";
import { CampaignFinished, type CampaignFinishedProps } from "./finished.js";

export { CampaignFinished, type CampaignFinishedProps };

defineStepScreen<CampaignFinishedProps>({
  tag: "campaign-finished",
  component: CampaignFinished,
  events: ["onRegistered", "onError"],
  sheets: [profileSheet, alternativeFormSheet],
});
