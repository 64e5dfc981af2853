import type { ExitIntentState } from "../../sdk/api/schemas/exit-intent.js";
import {
  EXIT_INTENT_DELAY_MS,
  type ExitIntentEffect,
  type ExitIntentEvent,
  exitIntentMachine,
  initialExitIntent,
} from "../../sdk/machines/exit-intent.js";
import { transition } from "../../sdk/machines/machine.js";
import type { ExitIntentStateStore } from "./state-store.js";

// Runs the exit-intent machine (sdk/machines/exit-intent.ts) on a page: set up 2.5 s after load, watches
// the triggers, shows the pop-up only when new or waiting, keeps the state in the session.

export interface ExitIntentOptions {
  store: ExitIntentStateStore;
  /** Known fan, finished step, opt-in or preview: asked at set-up and again on every trigger. */
  skipped: () => boolean;
  /** Starts watching the triggers; returns the stop function. */
  watch: (onTrigger: () => void) => () => void;
  /** Shows the pop-up; resolves true when the fan gave their email (got past step 1). */
  showPopup: () => Promise<boolean>;
  /** The set-up delay passed (e.g. to fetch the pop-up's code ahead). */
  onArmed?: () => void;
  /** The state changed (and is kept in the session already). */
  onState?: (state: ExitIntentState) => void;
  delayMs?: number;
}

export interface ExitIntentController {
  readonly state: ExitIntentState;
  /** The fan registered through the campaign's form. */
  registered(): void;
  /** The fan left the page. */
  left(): void;
  stop(): void;
}

const OPEN_STATES: readonly ExitIntentState[] = ["init", "waiting"];

export function startExitIntent(options: ExitIntentOptions): ExitIntentController {
  let snapshot = initialExitIntent(options.store.get());
  let stopWatching: (() => void) | undefined;
  let popupOpen = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onTrigger = () => {
    if (popupOpen || options.skipped()) return;
    send({ type: "TRIGGERED" });
  };

  const perform = (effect: ExitIntentEffect) => {
    switch (effect.type) {
      case "watchTriggers":
        stopWatching ??= options.watch(onTrigger);
        return;
      case "stopWatching":
        stopWatching?.();
        stopWatching = undefined;
        return;
      case "showPopup":
        if (popupOpen) return;
        popupOpen = true;
        options.showPopup().then(
          (filled) => {
            popupOpen = false;
            send({ type: "POPUP_CLOSED", filled });
          },
          () => {
            popupOpen = false;
            send({ type: "POPUP_CLOSED", filled: false });
          },
        );
        return;
      default:
        return effect satisfies never;
    }
  };

  function send(event: ExitIntentEvent): void {
    const next = transition(exitIntentMachine, snapshot, event);
    if (!next.changed) return;
    snapshot = { state: next.state, context: next.context };
    options.store.set(snapshot.state);
    options.onState?.(snapshot.state);
    for (const effect of next.effects) perform(effect);
  }

  if (OPEN_STATES.includes(snapshot.state) && !options.skipped()) {
    timer = setTimeout(() => {
      timer = undefined;
      if (options.skipped()) return;
      options.onArmed?.();
      // Waiting from earlier in the session (a reload): watch again; new: ARM does it.
      if (snapshot.state === "waiting") perform({ type: "watchTriggers" });
      else send({ type: "ARM" });
    }, options.delayMs ?? EXIT_INTENT_DELAY_MS);
  }

  return {
    get state() {
      return snapshot.state;
    },
    registered: () => send({ type: "REGISTERED" }),
    left: () => send({ type: "LEFT" }),
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      stopWatching?.();
      stopWatching = undefined;
    },
  };
}
