import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { alternativeFormSheet } from "../styles/alternative-form-styles.js";
import {
  CampaignExitIntent,
  type CampaignExitIntentProps,
  type ExitIntentCloseDetail,
  type FinishedDetail,
} from "./exit-intent.js";

export { CampaignExitIntent, type CampaignExitIntentProps, type ExitIntentCloseDetail, type FinishedDetail };

defineScreen<CampaignExitIntentProps>({
  tag: "campaign-exit-intent",
  component: CampaignExitIntent,
  attributes: { kind: "string", inline: "boolean" },
  events: ["onFinished", "onClose", "onStepChange", "onRegistered", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, alternativeFormSheet],
});
