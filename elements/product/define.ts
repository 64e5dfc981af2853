import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignProduct, type CampaignProductProps } from "./product.js";
import { productSheet } from "./product-styles.js";

export { CampaignProduct, type CampaignProductProps };

defineScreen<CampaignProductProps>({
  tag: "campaign-product",
  component: CampaignProduct,
  events: ["onStepChange"],
  sheets: [baseSheet, layoutSheet, formSheet, productSheet],
});
