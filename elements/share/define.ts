import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignShare, type CampaignShareProps } from "./share.js";
import { shareSheet } from "./share-styles.js";

export { CampaignShare, type CampaignShareProps };

defineScreen<CampaignShareProps>({
  tag: "campaign-share",
  component: CampaignShare,
  events: ["onStepChange", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, shareSheet],
});
