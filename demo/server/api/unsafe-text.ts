// PostgreSQL cannot store a NUL in text, and a lone UTF-16 surrogate is not Unicode (it fails as
// invalid UTF-8 on the way to the database). Either would reach the SQL and come back as a 500; every
// request part is walked for them before its schema runs, so the client gets a 400 naming the field.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_REASON = "contains a NUL character or an unpaired surrogate";
export const TOO_DEEP_REASON = "is nested too deeply";

/**
 * No call takes a document deeper than this (the deepest, a whole campaign sent to preview, is about 9
 * levels). Deeper
 * input is refused before anything walks it: 6000 nested arrays in a 12 KB body once overflowed the
 * stack (a 500) and kept the event loop busy for most of a second per request.
 */
export const MAX_DEPTH = 32;

export interface UnsafeText {
  /** Down to the offending value (an unsafe key: the key itself ends the path). */
  path: string[];
  reason: typeof UNSAFE_TEXT_REASON | typeof TOO_DEEP_REASON;
}

export const isUnsafeText = (text: string): boolean => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * The first string (value or object key) in `value` that PostgreSQL could not take, or the first place
 * nested deeper than MAX_DEPTH; undefined when every text is safe.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = []): UnsafeText | undefined {
  if (typeof value === "string")
    return isUnsafeText(value) ? { path: [...path], reason: UNSAFE_TEXT_REASON } : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (path.length >= MAX_DEPTH) return { path: [...path], reason: TOO_DEEP_REASON };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!Array.isArray(value) && isUnsafeText(key))
      return { path: [...path, key], reason: UNSAFE_TEXT_REASON };
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
