// `import type {} from "@fan-campaigns/elements/react"`: the elements in React 19's JSX. React 19 sets a
// custom element's known properties (camelCase, objects by reference) and listens to `on<event>` props by
// the event's exact name, so `oncampaign:stepchange={…}` receives the `campaign:stepchange` CustomEvent.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type {
  CampaignElement,
  CampaignElementValues,
  CampaignEventDetails,
  CampaignTag,
} from "./host-types.js";

/** React 19 listeners: `oncampaign:stepchange` for the `campaign:stepchange` event. */
export type ReactCampaignListeners<T extends CampaignTag> = {
  [E in keyof CampaignEventDetails<T> & string as `on${E}`]?: (
    event: CustomEvent<CampaignEventDetails<T>[E]>,
  ) => void;
};

export type ReactCampaignProps<T extends CampaignTag> = DetailedHTMLProps<
  HTMLAttributes<CampaignElement<T>>,
  CampaignElement<T>
> &
  CampaignElementValues<T> &
  ReactCampaignListeners<T> & { class?: string };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends ReactIntrinsicCampaignElements {}
  }
}

export type ReactIntrinsicCampaignElements = { [T in CampaignTag]: ReactCampaignProps<T> };
