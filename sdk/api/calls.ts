import { type CallSpec, indexCalls } from "./calls/define-call.js";
import { engagementCalls } from "./calls/engagement.js";
import { gatekeeperCalls } from "./calls/gatekeeper.js";
import { lookupCalls } from "./calls/lookup.js";
import { paymentCalls } from "./calls/payment.js";
import { registrationCalls } from "./calls/registration.js";
import { remoteSignupCalls } from "./calls/remote-signup.js";

// Every call of core-journey §7 and engagement §7 (and GET /first-screen, issue 22), in one table keyed by id.

export const calls = indexCalls(
  ...gatekeeperCalls,
  ...registrationCalls,
  ...paymentCalls,
  ...engagementCalls,
  ...lookupCalls,
  ...remoteSignupCalls,
);

export type Calls = typeof calls;
export type CallId = keyof Calls;
export type AnyCall = Calls[CallId];

/** The calls in table order (for routers and the OpenAPI document). */
export const callList: readonly CallSpec[] = Object.values(calls);

export type {
  CallBody,
  CallParams,
  CallQuery,
  CallRequest,
  CallResponse,
  CallResponseInput,
  CallResult,
  CallSpec,
  CallStatus,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from "./calls/define-call.js";
export {
  defineCall,
  indexCalls,
  noContent,
  parseCallAnswer,
  pathParamNames,
  toHonoPath,
} from "./calls/define-call.js";
export {
  createExitIntent,
  recordAction,
  recordPageView,
  updateExitIntent,
} from "./calls/engagement.js";
export { getFirstScreen } from "./calls/first-screen.js";
export { getStreamUrl, requestMagicLink, verifySession } from "./calls/gatekeeper.js";
export { getCampaignByUri, getTourPreview, previewCampaign, previewFan } from "./calls/lookup.js";
export { createPaymentIntent, getPaymentIntent, updatePaymentIntent } from "./calls/payment.js";
export {
  createCampaignAccount,
  createCampaignFan,
  getCampaignFan,
  logOut,
  resendVerification,
  verifyFanEmail,
  verifySms,
} from "./calls/registration.js";
export { remoteSignup, validateExternalDomain } from "./calls/remote-signup.js";
