/**
 * The value kept in `map` for `key`, made once. Intl formatters cost about a millisecond each to make on a
 * phone, and the screens ask for the same ones at every render.
 */
export function kept<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = make();
  map.set(key, value);
  return value;
}
