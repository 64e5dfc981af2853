import { defineStepScreen } from "../layout/define-step-screen.js";
import { socialActionsSheet } from "../styles/social-actions-styles.js";
import { CampaignInvite, type CampaignInviteProps } from "./invite.js";
import { inviteSheet } from "./invite-styles.js";

export { CampaignInvite, type CampaignInviteProps };

defineStepScreen<CampaignInviteProps>({
  tag: "campaign-invite",
  component: CampaignInvite,
  events: ["onStepChange", "onError"],
  sheets: [socialActionsSheet, inviteSheet],
});
