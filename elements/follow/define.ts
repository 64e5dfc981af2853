import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { shareSheet } from "../share/share-styles.js";
import { CampaignFollow, type CampaignFollowProps } from "./follow.js";
import { followSheet } from "./follow-styles.js";

export { CampaignFollow, type CampaignFollowProps };

defineScreen<CampaignFollowProps>({
  tag: "campaign-follow",
  component: CampaignFollow,
  events: ["onStepChange", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, shareSheet, followSheet],
});
