// React users import the screens as components; importing an element's `define` module also registers
// its custom element. Element tags and their props:

export type { ElementDefinition } from "./runtime/define-element.js";
export { defineElement } from "./runtime/define-element.js";
export type { CampaignWelcomeProps } from "./welcome/define.js";
export { CampaignWelcome } from "./welcome/define.js";
