import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignDonate, type CampaignDonateProps } from "./donate.js";
import { donateSheet } from "./donate-styles.js";

export { CampaignDonate, type CampaignDonateProps };

defineScreen<CampaignDonateProps>({
  tag: "campaign-donate",
  component: CampaignDonate,
  events: ["onStepChange"],
  sheets: [baseSheet, layoutSheet, formSheet, donateSheet],
});
