// PostgreSQL cannot store a NUL in text, and a lone UTF-16 surrogate is not Unicode (it fails as
// invalid UTF-8 on the way to the database). Either would reach the SQL and come back as a 500; every
// request part is walked for them before its schema runs, so the client gets a 400 naming the field.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_REASON = "contains a NUL character or an unpaired surrogate";

export const isUnsafeText = (text: string): boolean => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * The path of the first string (value or object key) in `value` that PostgreSQL could not take, or
 * undefined when every text is safe. An unsafe key is named by the path down to it plus the key itself.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? [...path] : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
