import { formSheet } from "../form/form-styles.js";
import { layoutSheet } from "../layout/layout-styles.js";
import { registerSheet } from "../layout/register-styles.js";
import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { CampaignMagicLink, type CampaignMagicLinkProps } from "./magic-link.js";

export { CampaignMagicLink, type CampaignMagicLinkProps };

defineScreen<CampaignMagicLinkProps>({
  tag: "campaign-magic-link",
  component: CampaignMagicLink,
  attributes: {
    campaign: "string",
    campaignOid: "string",
    apiBase: "string",
    lang: "string",
    email: "string",
  },
  events: ["onStepChange", "onError"],
  sheets: [baseSheet, layoutSheet, formSheet, registerSheet],
});
