// A Vue 3 host's global component types against the installed package (pack-install.test.ts).
import type {} from "@fan-campaigns/elements/vue";
import type { GlobalComponents } from "vue";

type RegisterProps = InstanceType<GlobalComponents["campaign-register"]>["$props"];

export const props: RegisterProps = {
  campaign: "p/demo-presale",
  apiBase: "https://campaigns.example/api/v1/cn",
  "onCampaign:stepchange": (event) => console.log(event.detail.to),
};

// @ts-expect-error: `campaign` is a string
export const wrong: RegisterProps = { campaign: 42 };
