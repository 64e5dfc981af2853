import { profileSheet } from "../profile/profile-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignWelcome, type CampaignWelcomeProps } from "./welcome.js";
import { welcomeSheet } from "./welcome-styles.js";

export { CampaignWelcome, type CampaignWelcomeProps };

defineScreen<CampaignWelcomeProps>({
  tag: "campaign-welcome",
  component: CampaignWelcome,
  events: ["onStepChange"],
  // profileSheet: the tier and profile cards shared with <campaign-rewards>.
  sheets: [baseSheet, profileSheet, welcomeSheet],
});
