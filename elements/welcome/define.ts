import { baseSheet } from "../runtime/base-styles.js";
import { defineElement } from "../runtime/define-element.js";
import { CampaignWelcome, type CampaignWelcomeProps } from "./welcome.js";
import { welcomeSheet } from "./welcome-styles.js";

export { CampaignWelcome, type CampaignWelcomeProps };

defineElement<CampaignWelcomeProps>({
  tag: "campaign-welcome",
  component: CampaignWelcome,
  attributes: { campaign: "string", campaignOid: "string", apiBase: "string", lang: "string" },
  properties: ["campaignData"],
  sheets: [baseSheet, welcomeSheet],
});
