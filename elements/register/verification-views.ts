// The views after the form is sent (core-journey §2 sub-views 4 and 5) and the page an emailed link
// opened: one chunk, loaded while the fan fills the form, so the register screen renders its first view
// without them.
export { EmailLinkOpenedView } from "./email-link-view.js";
export { UpdateEmailStep, VerificationStep } from "./verification-step.js";
