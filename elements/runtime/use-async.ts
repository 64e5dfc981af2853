import { useEffect, useState } from "react";

/** The value of a promise made from `deps`, or undefined until it settles (failures stay undefined). */
export function useAsync<T>(make: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    make().then(
      (result) => live && setValue(result),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the inputs
  }, deps);
  return value;
}
