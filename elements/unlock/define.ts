import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { successSheet } from "../success/success-styles.js";
import { CampaignUnlock, type CampaignUnlockProps } from "./unlock.js";

export { CampaignUnlock, type CampaignUnlockProps };

defineScreen<CampaignUnlockProps>({
  tag: "campaign-unlock",
  component: CampaignUnlock,
  sheets: [baseSheet, layoutSheet, successSheet],
});
