// The views after the form is sent (core-journey §2 sub-views 4 and 5): one chunk, loaded while the fan
// fills the form, so the register screen renders its first view without them.
export { EmailCodeView } from "./email-code-view.js";
export { EmailLinkOpenedView, EmailLinkView } from "./email-link-view.js";
export { SmsVerificationView } from "./sms-verification-view.js";
export { UpdateEmailView } from "./update-email-view.js";
