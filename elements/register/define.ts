import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { registerSheet } from "../layout/register-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { STEP_EVENTS } from "../runtime/step-events.js";
import { CampaignRegister, type CampaignRegisterProps } from "./register.js";

export { CampaignRegister, type CampaignRegisterProps };

defineScreen<CampaignRegisterProps>({
  tag: "campaign-register",
  component: CampaignRegister,
  attributes: { referralCode: "string" },
  properties: ["emailLink"],
  events: STEP_EVENTS,
  sheets: [baseSheet, layoutSheet, formSheet, registerSheet],
});
