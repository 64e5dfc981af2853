import { layoutSheet } from "../layout/layout-styles.js";
import { profileSheet } from "../profile/profile-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignUnlock, type CampaignUnlockProps } from "./unlock.js";

export { CampaignUnlock, type CampaignUnlockProps };

defineScreen<CampaignUnlockProps>({
  tag: "campaign-unlock",
  component: CampaignUnlock,
  sheets: [baseSheet, layoutSheet, profileSheet],
});
