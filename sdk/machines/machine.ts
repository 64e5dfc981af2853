// A tiny generic reducer for machines written as transition tables (STYLE.md §4): string states,
// UPPER_CASE events. A table maps each state to the events it accepts; an entry is either the next
// state or a pure handler answering the next state, context changes and effects. Effects (API calls,
// timers, navigation) are only described here: the element that runs a machine performs them and
// dispatches their results back as events.

/** An event: an UPPER_CASE type plus its data. */
export interface MachineEvent {
  readonly type: string;
}

export interface Snapshot<S extends string, C> {
  readonly state: S;
  readonly context: C;
}

/** What a handler answers: any of the next state, context changes and effects to perform. */
export interface Outcome<S extends string, C, F> {
  readonly target?: S;
  readonly context?: Partial<C>;
  readonly effects?: readonly F[];
}

/** An entry: the next state, or a handler answering an outcome (undefined: the event is ignored). */
export type Handler<S extends string, C, E, F> = S | ((context: C, event: E) => Outcome<S, C, F> | undefined);

export type TransitionTable<S extends string, E extends MachineEvent, C, F> = {
  readonly [K in S]: { readonly [T in E["type"]]?: Handler<S, C, Extract<E, { type: T }>, F> };
};

export interface Machine<S extends string, E extends MachineEvent, C, F> {
  readonly id: string;
  readonly states: TransitionTable<S, E, C, F>;
}

/** The result of one event: the new snapshot, the effects to perform, and whether anything happened. */
export interface Transition<S extends string, C, F> extends Snapshot<S, C> {
  readonly effects: readonly F[];
  /** False when the state does not accept the event (or its handler ignored it). */
  readonly changed: boolean;
}

export const defineMachine = <S extends string, E extends MachineEvent, C, F>(
  machine: Machine<S, E, C, F>,
): Machine<S, E, C, F> => machine;

/** The reducer: one event applied to a snapshot. Pure; never mutates the snapshot. */
export function transition<S extends string, E extends MachineEvent, C, F>(
  machine: Machine<S, E, C, F>,
  snapshot: Snapshot<S, C>,
  event: E,
): Transition<S, C, F> {
  const handlers = machine.states[snapshot.state] as Partial<Record<string, Handler<S, C, E, F>>>;
  const handler = handlers[event.type];
  const outcome =
    typeof handler === "function" ? handler(snapshot.context, event) : handler && { target: handler };
  if (!outcome) return { ...snapshot, effects: [], changed: false };
  return {
    state: outcome.target ?? snapshot.state,
    context: outcome.context ? { ...snapshot.context, ...outcome.context } : snapshot.context,
    effects: outcome.effects ?? [],
    changed: true,
  };
}

/** Whether the current state accepts an event type at all (e.g. to enable a button). */
export const accepts = <S extends string, E extends MachineEvent, C, F>(
  machine: Machine<S, E, C, F>,
  snapshot: Snapshot<S, C>,
  type: E["type"],
): boolean => type in machine.states[snapshot.state];

/** Applies events in turn; answers the last snapshot and every effect in order (tests, replays). */
export function replay<S extends string, E extends MachineEvent, C, F>(
  machine: Machine<S, E, C, F>,
  snapshot: Snapshot<S, C>,
  events: readonly E[],
): Transition<S, C, F> {
  let current: Transition<S, C, F> = { ...snapshot, effects: [], changed: false };
  const effects: F[] = [];
  for (const event of events) {
    current = transition(machine, current, event);
    effects.push(...current.effects);
  }
  return { ...current, effects };
}
