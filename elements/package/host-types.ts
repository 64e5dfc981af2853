// Types for host pages and frameworks (issue 21): each tag's element, the `campaign:*` events with their
// detail types, and the global maps TypeScript reads (`document.querySelector("campaign-register")`,
// `addEventListener("campaign:stepchange", …)`). Derived from the screens' own props, so a new attribute or
// event is typed here without a second list.
import type { CampaignDonateProps } from "../donate/donate.js";
import type { CampaignExitIntentProps } from "../exit-intent/exit-intent.js";
import type { CampaignFinishedProps } from "../finished/finished.js";
import type { CampaignFollowProps } from "../follow/follow.js";
import type { CampaignInviteProps } from "../invite/invite.js";
import type { CampaignMagicLinkProps } from "../magic-link/magic-link.js";
import type { CampaignPaymentProps } from "../payment/payment.js";
import type { CampaignProductProps } from "../product/product.js";
import type { CampaignRegisterProps } from "../register/register.js";
import type { CampaignRewardsProps } from "../rewards/rewards.js";
import type { CampaignShareProps } from "../share/share.js";
import type { CampaignStreamProps } from "../stream/stream.js";
import type { CampaignSuccessProps } from "../success/success.js";
import type { CampaignTourProps } from "../tour/tour.js";
import type { CampaignUnlockProps } from "../unlock/unlock.js";
import type { CampaignWelcomeProps } from "../welcome/welcome.js";

/** Each tag's props (attributes, properties and `on…` handlers), as the screens declare them. */
export interface CampaignElementProps {
  "campaign-donate": CampaignDonateProps;
  "campaign-exit-intent": CampaignExitIntentProps;
  "campaign-finished": CampaignFinishedProps;
  "campaign-follow": CampaignFollowProps;
  "campaign-invite": CampaignInviteProps;
  "campaign-magic-link": CampaignMagicLinkProps;
  "campaign-payment": CampaignPaymentProps;
  "campaign-product": CampaignProductProps;
  "campaign-register": CampaignRegisterProps;
  "campaign-rewards": CampaignRewardsProps;
  "campaign-share": CampaignShareProps;
  "campaign-stream": CampaignStreamProps;
  "campaign-success": CampaignSuccessProps;
  "campaign-tour": CampaignTourProps;
  "campaign-unlock": CampaignUnlockProps;
  "campaign-welcome": CampaignWelcomeProps;
}

export type CampaignTag = keyof CampaignElementProps;

type Handler = `on${string}`;
/** Internal props the element sets itself (r2wc's `container`), never a host's. */
type Internal = "container";

/** `onStepChange` → `"campaign:stepchange"`, as define-element.ts `eventName` does at run time. */
export type EventNameOf<K extends string> = K extends `on${infer Name}`
  ? `campaign:${Lowercase<Name>}`
  : never;

/** The detail a handler prop receives (its `| undefined` removed first, or the detail would be unknown). */
type DetailOf<F> = NonNullable<F> extends (detail: infer D) => void ? D : never;

/** The events a tag dispatches: `{ "campaign:stepchange": StepChangeDetail, … }`. */
export type CampaignEventDetails<T extends CampaignTag> = {
  [K in keyof CampaignElementProps[T] & Handler as EventNameOf<K>]: DetailOf<CampaignElementProps[T][K]>;
};

/** The values a host sets on the element (attributes as their camelCase properties, objects as properties). */
export type CampaignElementValues<T extends CampaignTag> = {
  [K in keyof CampaignElementProps[T] as K extends Handler | Internal
    ? never
    : K]?: CampaignElementProps[T][K];
};

/** `document.querySelector("campaign-register")`: an HTMLElement with the tag's properties and handlers. */
export type CampaignElement<T extends CampaignTag> = HTMLElement &
  CampaignElementValues<T> & {
    [K in keyof CampaignElementProps[T] & Handler]?: CampaignElementProps[T][K];
  };

type Union<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type AllDetails = Union<{ [T in CampaignTag]: CampaignEventDetails<T> }[CampaignTag]>;

/** Every `campaign:*` event any element dispatches, as the CustomEvent a listener receives. */
export type CampaignEventMap = {
  [E in keyof AllDetails]: CustomEvent<AllDetails[E]>;
};

export type CampaignElementTagNameMap = { [T in CampaignTag]: CampaignElement<T> };

declare global {
  interface HTMLElementTagNameMap extends CampaignElementTagNameMap {}
  // Elements and the document both read GlobalEventHandlersEventMap: the events bubble to the document.
  interface GlobalEventHandlersEventMap extends CampaignEventMap {}
}
