import type { CampaignType, Step } from "../api/schemas/common.js";
import type { ExitIntentState } from "../api/schemas/exit-intent.js";
import { defineMachine, type Snapshot } from "./machine.js";

// engagement §4 "Exit intent": init, waiting, then filled or discarded after the pop-up; actioned or
// done on leaving or registering. The state is kept in the session (ExitIntentStateSchema).
// The last clause is read in order: leaving the page makes the intent actioned, registering makes it
// done; both close the intent for the session.

/** engagement §9: the triggers are set up 2.5 s after load. */
export const EXIT_INTENT_DELAY_MS = 2500;

/**
 * The wait still left when the exit intent starts `sinceLoadMs` after the page began loading
 * (`performance.now()`): the 2.5 s count from load, not from when the page and its code were ready.
 */
export const exitIntentDelay = (sinceLoadMs: number): number =>
  Math.max(0, EXIT_INTENT_DELAY_MS - Math.max(0, sinceLoadMs));

export type ExitIntentEvent =
  /** The set-up delay passed: start watching the triggers. */
  | { type: "ARM" }
  /** Mouse left the window, tab hidden, browser back, or (mobile) a scroll up. */
  | { type: "TRIGGERED" }
  /** The pop-up closed; filled when the fan gave their email. */
  | { type: "POPUP_CLOSED"; filled: boolean }
  /** The fan left the page. */
  | { type: "LEFT" }
  /** The fan registered through the campaign's form. */
  | { type: "REGISTERED" };

export type ExitIntentEffect = { type: "watchTriggers" } | { type: "stopWatching" } | { type: "showPopup" };

export type ExitIntentSnapshot = Snapshot<ExitIntentState, Record<string, never>>;

export const initialExitIntent = (state: ExitIntentState = "init"): ExitIntentSnapshot => ({
  state,
  context: {},
});

const close = (target: "actioned" | "done") => () => ({
  target,
  effects: [{ type: "stopWatching" as const }],
});
const closed = { LEFT: close("actioned"), REGISTERED: close("done") };

export const exitIntentMachine = defineMachine<
  ExitIntentState,
  ExitIntentEvent,
  Record<string, never>,
  ExitIntentEffect
>({
  id: "exit-intent",
  states: {
    // The pop-up shows only when new (init) or waiting.
    init: {
      ARM: () => ({ target: "waiting", effects: [{ type: "watchTriggers" }] }),
      TRIGGERED: () => ({ target: "waiting", effects: [{ type: "showPopup" }] }),
      ...closed,
    },
    waiting: {
      TRIGGERED: () => ({ effects: [{ type: "showPopup" }] }),
      POPUP_CLOSED: (_, { filled }) => ({
        target: filled ? "filled" : "discarded",
        effects: [{ type: "stopWatching" }],
      }),
      ...closed,
    },
    filled: closed,
    discarded: closed,
    actioned: {},
    done: {},
  },
});

export interface ExitIntentSkip {
  readonly knownFan: boolean;
  readonly step: Step | undefined;
  readonly type: CampaignType;
  readonly preview: boolean;
  /**
   * The page is inside a frame: the loader's register modal (`?embed=modal`) or anybody's iframe. A
   * pop-up there would open inside someone else's page, and moving the mouse out of the frame is no exit.
   */
  readonly embedded: boolean;
}

/**
 * engagement §4: no exit intent for known fans, on the finished step, for opt-in, or in preview; nor
 * inside a frame (the register modal on a promoter's page, docs/embedding.md).
 */
export const skipsExitIntent = ({ knownFan, step, type, preview, embedded }: ExitIntentSkip): boolean =>
  knownFan || step === "finished" || type === "opt-in" || preview || embedded;
