import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { shareSheet } from "../share/share-styles.js";
import { CampaignInvite, type CampaignInviteProps } from "./invite.js";
import { inviteSheet } from "./invite-styles.js";

export { CampaignInvite, type CampaignInviteProps };

defineScreen<CampaignInviteProps>({
  tag: "campaign-invite",
  component: CampaignInvite,
  events: ["onStepChange", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, shareSheet, inviteSheet],
});
