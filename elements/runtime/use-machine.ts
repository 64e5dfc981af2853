import { useCallback, useRef, useState } from "react";
import { type Machine, type MachineEvent, type Snapshot, transition } from "../../sdk/machines/machine.js";

/**
 * Runs an sdk machine in a component: `send(event)` applies the transition table, re-renders, then
 * hands each effect to `perform` (which calls the API, starts timers…) and may `send` results back.
 */
export function useMachine<S extends string, E extends MachineEvent, C, F>(
  machine: Machine<S, E, C, F>,
  initial: () => Snapshot<S, C>,
  perform: (effect: F, send: (event: E) => void) => void,
): [Snapshot<S, C>, (event: E) => void] {
  const [snapshot, setSnapshot] = useState(initial);
  const current = useRef(snapshot);
  const performRef = useRef(perform);
  performRef.current = perform;
  const send = useCallback(
    (event: E) => {
      const next = transition(machine, current.current, event);
      if (!next.changed) return;
      current.current = { state: next.state, context: next.context };
      setSnapshot(current.current);
      for (const effect of next.effects) performRef.current(effect, send);
    },
    [machine],
  );
  return [snapshot, send];
}
