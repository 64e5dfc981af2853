import type { Step } from "../sdk/routing/parse-route.js";

/** The element each page of the journey shows, loaded on demand (each is its own chunk). */
export interface PageElement {
  tag: `campaign-${string}`;
  load: () => Promise<unknown>;
}

const welcome: PageElement = { tag: "campaign-welcome", load: () => import("../elements/welcome/define.js") };
const register: PageElement = {
  tag: "campaign-register",
  load: () => import("../elements/register/define.js"),
};

export const LANDING_ELEMENTS = { welcome, register } as const;

/** Steps whose screen exists; the others fall back to the landing page (see site/main.ts). */
export const STEP_ELEMENTS: Partial<Record<Step, PageElement>> = {
  register,
  follow: { tag: "campaign-follow", load: () => import("../elements/follow/define.js") },
  invite: { tag: "campaign-invite", load: () => import("../elements/invite/define.js") },
  share: { tag: "campaign-share", load: () => import("../elements/share/define.js") },
  success: { tag: "campaign-success", load: () => import("../elements/success/define.js") },
  "magic-link": { tag: "campaign-magic-link", load: () => import("../elements/magic-link/define.js") },
  finished: { tag: "campaign-finished", load: () => import("../elements/finished/define.js") },
  unlock: { tag: "campaign-unlock", load: () => import("../elements/unlock/define.js") },
  product: { tag: "campaign-product", load: () => import("../elements/product/define.js") },
  donate: { tag: "campaign-donate", load: () => import("../elements/donate/define.js") },
  payment: { tag: "campaign-payment", load: () => import("../elements/payment/define.js") },
};
