import { layoutSheet } from "../layout/layout-styles.js";
import { profileSheet } from "../profile/profile-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignRewards, type CampaignRewardsProps } from "./rewards.js";

export { CampaignRewards, type CampaignRewardsProps };

defineScreen<CampaignRewardsProps>({
  tag: "campaign-rewards",
  component: CampaignRewards,
  sheets: [baseSheet, layoutSheet, profileSheet],
});
