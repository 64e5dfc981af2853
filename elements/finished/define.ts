import { exitIntentSheet } from "../exit-intent/exit-intent-styles.js";
import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { successSheet } from "../success/success-styles.js";
import { CampaignFinished, type CampaignFinishedProps } from "./finished.js";

export { CampaignFinished, type CampaignFinishedProps };

defineScreen<CampaignFinishedProps>({
  tag: "campaign-finished",
  component: CampaignFinished,
  events: ["onRegistered", "onError"],
  sheets: [baseSheet, layoutSheet, successSheet, formSheet, exitIntentSheet],
});
