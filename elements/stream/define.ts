import { formSheet } from "../form/form-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignStream, type CampaignStreamProps } from "./stream.js";
import { streamSheet } from "./stream-styles.js";

export { CampaignStream, type CampaignStreamProps };

defineScreen<CampaignStreamProps>({
  tag: "campaign-stream",
  component: CampaignStream,
  attributes: { verifyInterval: "number" },
  events: ["onStepChange", "onError", "onStreamViewChange"],
  sheets: [baseSheet, formSheet, streamSheet],
});
