import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignSuccess, type CampaignSuccessProps } from "./success.js";
import { successSheet } from "./success-styles.js";

export { CampaignSuccess, type CampaignSuccessProps };

defineScreen<CampaignSuccessProps>({
  tag: "campaign-success",
  component: CampaignSuccess,
  events: ["onStepChange"],
  sheets: [baseSheet, layoutSheet, formSheet, successSheet],
});
