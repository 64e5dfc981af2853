import type { Step } from "../../sdk/routing/parse-route.js";

/** `campaign:stepchange`: the screen is done and the journey goes on (the hosted site navigates to `to`). */
export interface StepChangeDetail {
  campaignOid: string;
  from: Step | "landing";
  /** "landing": back to the campaign's index page. */
  to: Step | "landing";
  /** Replace the history entry rather than push one (after a text-message verification). */
  replace: boolean;
  /**
   * The fan pressed the back arrow: `to` is the previous step of the flow (or the index page). The
   * hosted site goes back in its history when that is where it leads, else replaces the entry, so the
   * arrow never leaves the campaign.
   */
  back?: boolean;
}

/** `campaign:registered` and `campaign:verified`: no personal data, only which campaign and fan. */
export interface RegisteredDetail {
  campaignOid: string;
  fanOid?: string | undefined;
}

/** `campaign:error`: a failure the fan was shown, for the host page's logging. */
export interface ErrorDetail {
  campaignOid?: string | undefined;
  message: string;
  statusCode?: number | undefined;
}

/** `campaign:ready`: the element shows its first screen (the campaign is loaded). */
export interface ReadyDetail {
  campaignOid: string;
}

/** `campaign:loaderror`: the element could not load its campaign (unknown, or the API unreachable). */
export interface LoadErrorDetail {
  /** The campaign uri or oid it was given, if any. */
  campaign?: string | undefined;
  message: string;
}

/** Every screen's: ScreenFrame fires them once per campaign it loads. */
export interface ScreenEvents {
  onReady?: (detail: ReadyDetail) => void;
  onLoadError?: (detail: LoadErrorDetail) => void;
}

/** Event props shared by the journey's screens; each is dispatched as a bubbling, composed
 * `campaign:<name>` event (define-element.ts `eventName`). */
export interface StepEvents {
  onStepChange?: (detail: StepChangeDetail) => void;
  onRegistered?: (detail: RegisteredDetail) => void;
  onVerified?: (detail: RegisteredDetail) => void;
  onError?: (detail: ErrorDetail) => void;
}

export const STEP_EVENTS = ["onStepChange", "onRegistered", "onVerified", "onError"] as const;
