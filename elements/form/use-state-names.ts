import { useEffect, useState } from "react";
import { loadStateNames, stateNamesNow } from "../../sdk/validation/state.js";

/**
 * The state dropdowns' names (sdk/validation/state-names.ts), loaded when a form first shows a dropdown;
 * the server loads them before it renders a screen. Undefined until then. Should they fail to load, the
 * dropdowns list the codes: the fan can still choose, and a served screen is not held for them.
 */
export function useStateNames(): Readonly<Record<string, Readonly<Record<string, string>>>> | undefined {
  const [names, setNames] = useState(stateNamesNow);
  useEffect(() => {
    if (names) return;
    let live = true;
    loadStateNames().then(
      (loaded) => live && setNames(loaded),
      () => live && setNames({ us: {}, au: {} }),
    );
    return () => {
      live = false;
    };
  }, [names]);
  return names;
}
