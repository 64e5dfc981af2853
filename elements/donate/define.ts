import { defineStepScreen } from "../layout/define-step-screen.js";
import { CampaignDonate, type CampaignDonateProps } from "./donate.js";
import { donateSheet } from "./donate-styles.js";

export { CampaignDonate, type CampaignDonateProps };

defineStepScreen<CampaignDonateProps>({
  tag: "campaign-donate",
  component: CampaignDonate,
  events: ["onStepChange"],
  sheets: [donateSheet],
});
