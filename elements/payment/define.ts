import { defineStepScreen } from "../layout/define-step-screen.js";
import { CampaignPayment, type CampaignPaymentProps, type PaymentStepChangeDetail } from "./payment.js";
import { paymentSheet } from "./payment-styles.js";

export { CampaignPayment, type CampaignPaymentProps, type PaymentStepChangeDetail };

defineStepScreen<CampaignPaymentProps>({
  tag: "campaign-payment",
  component: CampaignPayment,
  attributes: { stripeKey: "string" },
  events: ["onStepChange", "onError"],
  sheets: [paymentSheet],
});
