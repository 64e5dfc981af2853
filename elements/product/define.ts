import { defineStepScreen } from "../layout/define-step-screen.js";
import { CampaignProduct, type CampaignProductProps } from "./product.js";
import { productSheet } from "./product-styles.js";

export { CampaignProduct, type CampaignProductProps };

defineStepScreen<CampaignProductProps>({
  tag: "campaign-product",
  component: CampaignProduct,
  events: ["onStepChange"],
  sheets: [productSheet],
});
