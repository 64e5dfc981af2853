import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignPayment, type CampaignPaymentProps, type PaymentStepChangeDetail } from "./payment.js";
import { paymentSheet } from "./payment-styles.js";

export { CampaignPayment, type CampaignPaymentProps, type PaymentStepChangeDetail };

defineScreen<CampaignPaymentProps>({
  tag: "campaign-payment",
  component: CampaignPayment,
  attributes: { stripeKey: "string" },
  events: ["onStepChange", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, paymentSheet],
});
