import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §4 / engagement §4: the live check sets isLiveNow once the event start date passes,
// with a timer when the date is in the future.

/** Timers cannot wait longer than 2^31-1 ms (about 24.8 days); longer waits re-arm on firing. */
export const MAX_TIMER_MS = 2_147_483_647;

export type LiveCheckState = "unknown" | "upcoming" | "live";

export interface LiveCheckContext {
  /** Epoch milliseconds of the event start, once known. */
  readonly startsAt?: number;
}

export type LiveCheckEvent =
  /** The event's start date (ISO-8601) and the current epoch milliseconds. */
  { type: "START"; startDate?: string; now: number } | { type: "TIMER_FIRED"; now: number };

export type LiveCheckEffect = { type: "startTimer"; ms: number };

export type LiveCheckSnapshot = Snapshot<LiveCheckState, LiveCheckContext>;

export const initialLiveCheck = (): LiveCheckSnapshot => ({ state: "unknown", context: {} });

/** Live once the start has passed; otherwise upcoming with a timer for the remaining time. */
function check(startsAt: number | undefined, now: number) {
  if (startsAt === undefined || Number.isNaN(startsAt)) return { target: "upcoming" as const, context: {} };
  if (now >= startsAt) return { target: "live" as const, context: { startsAt } };
  return {
    target: "upcoming" as const,
    context: { startsAt },
    effects: [{ type: "startTimer" as const, ms: Math.min(startsAt - now, MAX_TIMER_MS) }],
  };
}

export const liveCheckMachine = defineMachine<
  LiveCheckState,
  LiveCheckEvent,
  LiveCheckContext,
  LiveCheckEffect
>({
  id: "live-check",
  states: {
    unknown: {
      START: (_, { startDate, now }) =>
        check(startDate === undefined ? undefined : Date.parse(startDate), now),
    },
    upcoming: {
      TIMER_FIRED: ({ startsAt }, { now }) => (startsAt === undefined ? undefined : check(startsAt, now)),
    },
    live: {},
  },
});

export const isLiveNow = (snapshot: LiveCheckSnapshot): boolean => snapshot.state === "live";
