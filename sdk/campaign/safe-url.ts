/**
 * Promoter-supplied URLs (custom actions, privacy policies, success buttons) end up in `href` and
 * `window.open`; a `javascript:` or `data:` URL there runs script in the fan's page. Only http(s) URLs,
 * resolved against `base` when relative, are ever used; anything else is dropped.
 */
export function safeHttpUrl(url: string | undefined, base?: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = base ? new URL(url, base) : new URL(url);
    return resolved.protocol === "https:" || resolved.protocol === "http:" ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
