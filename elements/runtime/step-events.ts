import type { Step } from "../../sdk/routing/parse-route.js";

/** `stepchange`: the screen is done and the journey goes on (the hosted site navigates to `to`). */
export interface StepChangeDetail {
  campaignOid: string;
  from: Step | "landing";
  /** "landing": back to the campaign's index page. */
  to: Step | "landing";
  /** Replace the history entry rather than push one (after a text-message verification). */
  replace: boolean;
}

/** `registered` and `verified`: no personal data, only which campaign and fan. */
export interface RegisteredDetail {
  campaignOid: string;
  fanOid?: string | undefined;
}

/** `error`: a failure the fan was shown, for the host page's logging. */
export interface ErrorDetail {
  campaignOid?: string | undefined;
  message: string;
  statusCode?: number | undefined;
}

/** Event props shared by the journey's screens; r2wc dispatches each as a bubbling, composed event. */
export interface StepEvents {
  onStepChange?: (detail: StepChangeDetail) => void;
  onRegistered?: (detail: RegisteredDetail) => void;
  onVerified?: (detail: RegisteredDetail) => void;
  onError?: (detail: ErrorDetail) => void;
}

export const STEP_EVENTS = ["onStepChange", "onRegistered", "onVerified", "onError"] as const;
