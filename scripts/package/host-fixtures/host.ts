// A host page's TypeScript against the installed package (scripts/package/pack-install.test.ts).
import type { CampaignEventMap, StepChangeDetail } from "@fan-campaigns/elements";
import { elementTags } from "@fan-campaigns/elements";
import { discover } from "@fan-campaigns/elements/autoloader";
import "@fan-campaigns/elements/campaign-register";
import { type CampaignLookup, parseRoute } from "@fan-campaigns/elements/sdk";

const register = document.querySelector("campaign-register");
if (register) {
  register.apiBase = "https://campaigns.example/api/v1/cn";
  register.referralCode = "abc";
  // @ts-expect-error: `preview` is a boolean
  register.preview = "yes";
  register.onStepChange = (detail) => console.log(detail.to satisfies StepChangeDetail["to"]);
}
document.addEventListener("campaign:stepchange", (event) =>
  console.log(event.detail.from, event.detail.replace),
);
document.addEventListener("campaign:close", (event) => console.log(event.detail.result));
const element = document.createElement("campaign-exit-intent");
element.inline = true;
const lookup: CampaignLookup | undefined = undefined;
document.createElement("campaign-welcome").campaignData = lookup;
const names: (keyof CampaignEventMap)[] = ["campaign:ready", "campaign:loaderror", "campaign:verified"];
discover(document.body);
console.log(elementTags.length, names, parseRoute);
