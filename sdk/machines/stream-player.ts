import { defineMachine, type Snapshot } from "./machine.js";

// engagement §4 "Live stream player": once validated, the player is created, retrying every 1.25 s
// (engagement §9 stream retry) until it is; a retry count above 10 resets the timer. The player of
// Facebook, Twitch and Vimeo is shown 10 s after its creation (their own loading chrome stays hidden).

export const STREAM_RETRY_MS = 1250;
export const STREAM_MAX_RETRIES = 10;
export const STREAM_REVEAL_MS = 10_000;

export type StreamPlayerState = "creating" | "created" | "shown";

export interface StreamPlayerContext {
  readonly retries: number;
}

export type StreamPlayerEvent =
  /** Creating the player failed (its container is not there yet). */
  | { type: "ATTEMPT_FAILED" }
  /** The player exists; `revealLate` for the providers shown after STREAM_REVEAL_MS. */
  | { type: "CREATED"; revealLate: boolean }
  /** The reveal timer fired. */
  | { type: "REVEAL" };

export type StreamPlayerEffect =
  /** Try creating the player again after `ms`. */
  | { type: "scheduleRetry"; ms: number }
  /** Stop the retry timer (it restarts from the next scheduleRetry). */
  | { type: "cancelRetry" }
  | { type: "scheduleReveal"; ms: number };

export type StreamPlayerSnapshot = Snapshot<StreamPlayerState, StreamPlayerContext>;

export const initialStreamPlayer = (): StreamPlayerSnapshot => ({
  state: "creating",
  context: { retries: 0 },
});

export const streamPlayerMachine = defineMachine<
  StreamPlayerState,
  StreamPlayerEvent,
  StreamPlayerContext,
  StreamPlayerEffect
>({
  id: "stream-player",
  states: {
    creating: {
      ATTEMPT_FAILED: ({ retries }) => {
        const next = retries + 1;
        const retry = { type: "scheduleRetry" as const, ms: STREAM_RETRY_MS };
        if (next > STREAM_MAX_RETRIES) {
          return { context: { retries: 0 }, effects: [{ type: "cancelRetry" as const }, retry] };
        }
        return { context: { retries: next }, effects: [retry] };
      },
      CREATED: (_, { revealLate }) =>
        revealLate
          ? {
              target: "created" as const,
              context: { retries: 0 },
              effects: [
                { type: "cancelRetry" as const },
                { type: "scheduleReveal" as const, ms: STREAM_REVEAL_MS },
              ],
            }
          : {
              target: "shown" as const,
              context: { retries: 0 },
              effects: [{ type: "cancelRetry" as const }],
            },
    },
    created: { REVEAL: () => ({ target: "shown" as const }) },
    shown: {},
  },
});
