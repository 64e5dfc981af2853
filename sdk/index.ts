// The framework-free core. Runs in Node and in browsers; nothing here touches the DOM at import time.

export type {
  CallBody,
  CallParams,
  CallQuery,
  CallRequest,
  CallResult,
  CallSpec,
} from "./api/calls/define-call.js";
export { defineCall, parseCallAnswer, toHonoPath } from "./api/calls/define-call.js";
export type { ApiAnswer, ApiClient, ApiClientOptions, ApiRequest } from "./api/client.js";
export { AUTH_TOKEN_HEADER, createApiClient, DEFAULT_API_PATH, MIN_DELAY_MS } from "./api/client.js";
export { getApiClient, setApiLanguage } from "./api/client-registry.js";
export { ApiError, normaliseError } from "./api/errors.js";
export * from "./api/schemas/index.js";
export type { TokenStore } from "./api/token-store.js";
export { createMemoryTokenStore, createWebStorageTokenStore } from "./api/token-store.js";
export type { CampaignLookup, LookupTarget } from "./campaign/lookup-campaign.js";
export { lookupCampaign } from "./campaign/lookup-campaign.js";
export { logOutFan } from "./fan/log-out.js";
export type { I18n } from "./i18n/i18n.js";
export { createI18n, setLanguage } from "./i18n/i18n.js";
export type { Language } from "./i18n/languages.js";
export { DEFAULT_LANGUAGE, directionOf, LANGUAGES, pickLanguage } from "./i18n/languages.js";
export type {
  RemoteSignup,
  RemoteSignupConfig,
  RemoteSignupField,
  RemoteSignupForm,
  RemoteSignupOptions,
  RemoteSignupResult,
} from "./remote-signup/remote-signup.js";
export { connectRemoteSignup, REMOTE_SIGNUP_VERSION } from "./remote-signup/remote-signup.js";
export type { Route, Section, Step } from "./routing/parse-route.js";
export { pageNameOf, parseRoute, SECTIONS, STEPS } from "./routing/parse-route.js";
export type { StreamProvider } from "./stream/provider.js";
export { detectProvider, embedUrl, STREAM_PROVIDERS, withScheme } from "./stream/provider.js";
export type { StreamStorage } from "./stream/stream-storage.js";
export { createStreamStorage, pageStreamStorage, SessionTokenSchema } from "./stream/stream-storage.js";
export { takeSessionToken } from "./stream/take-session-token.js";
