// `import type {} from "@fan-campaigns/elements/vue"`: the elements as Vue 3 global components for
// type-checked templates (vue-tsc, Volar). Vue sets known properties (`:campaignData`, or `.prop` before the
// element is defined) and `@campaign:stepchange` arrives as the prop `onCampaign:stepchange`.
import type { DefineComponent } from "vue";
import type { CampaignElementValues, CampaignEventDetails, CampaignTag } from "./host-types.js";

/** Vue listeners: `@campaign:stepchange` is the prop `onCampaign:stepchange`. */
export type VueCampaignListeners<T extends CampaignTag> = {
  [E in keyof CampaignEventDetails<T> & string as `on${Capitalize<E>}`]?: (
    event: CustomEvent<CampaignEventDetails<T>[E]>,
  ) => void;
};

export type VueCampaignComponents = {
  [T in CampaignTag]: DefineComponent<CampaignElementValues<T> & VueCampaignListeners<T>>;
};

declare module "vue" {
  interface GlobalComponents extends VueCampaignComponents {}
}
