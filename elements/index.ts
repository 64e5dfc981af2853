// React users import the screens as components; importing an element's `define` module also registers
// its custom element. Event detail types are exported for host pages.

export type { CampaignDonateProps } from "./donate/define.js";
export { CampaignDonate } from "./donate/define.js";
export type {
  CampaignExitIntentProps,
  ExitIntentCloseDetail,
  FinishedDetail,
} from "./exit-intent/define.js";
export { CampaignExitIntent } from "./exit-intent/define.js";
export type { CampaignFinishedProps } from "./finished/define.js";
export { CampaignFinished } from "./finished/define.js";
export type { CampaignFollowProps } from "./follow/define.js";
export { CampaignFollow } from "./follow/define.js";
export type { CampaignInviteProps } from "./invite/define.js";
export { CampaignInvite } from "./invite/define.js";
export type { CampaignMagicLinkProps } from "./magic-link/define.js";
export { CampaignMagicLink } from "./magic-link/define.js";
export type { CampaignPaymentProps } from "./payment/define.js";
export { CampaignPayment } from "./payment/define.js";
export type { CampaignProductProps } from "./product/define.js";
export { CampaignProduct } from "./product/define.js";
export type { CampaignRegisterProps } from "./register/define.js";
export { CampaignRegister } from "./register/define.js";
export type { CampaignRewardsProps } from "./rewards/define.js";
export { CampaignRewards } from "./rewards/define.js";
export type { ElementDefinition } from "./runtime/define-element.js";
export { defineElement } from "./runtime/define-element.js";
export type { ErrorDetail, RegisteredDetail, StepChangeDetail } from "./runtime/step-events.js";
export type { CampaignShareProps } from "./share/define.js";
export { CampaignShare } from "./share/define.js";
export type { CampaignStreamProps } from "./stream/define.js";
export { CampaignStream } from "./stream/define.js";
export type { CampaignSuccessProps } from "./success/define.js";
export { CampaignSuccess } from "./success/define.js";
export type { CampaignTourProps } from "./tour/define.js";
export { CampaignTour } from "./tour/define.js";
export type { CampaignUnlockProps } from "./unlock/define.js";
export { CampaignUnlock } from "./unlock/define.js";
export type { CampaignWelcomeProps } from "./welcome/define.js";
export { CampaignWelcome } from "./welcome/define.js";
