/**
 * The hosted pages run under a strict Content Security Policy: scripts and styles only from this
 * origin (elements style themselves through constructable stylesheets), no inline script but the ones
 * allowed by their hash, no eval.
 */
export function pageSecurityHeaders(
  options: {
    stripe?: boolean;
    /** The page's whole `frame-ancestors` directive (frame-ancestors.ts); default: this origin only. */
    frameAncestors?: string | undefined;
    /** Other origins the page calls (the configured social services, e.g. Spotify's). */
    connect?: readonly string[];
    /** Other origins the page loads scripts from (Facebook's SDK when an app id is configured). */
    scripts?: readonly string[];
    /** Inline styles allowed by their hash ('sha256-…'): the server-rendered first screen's (issue 22). */
    styles?: readonly string[];
    /** Inline scripts allowed by their hash: the first screen's tap keeper (pages/served-taps.ts). */
    inlineScripts?: readonly string[];
  } = {},
): Record<string, string> {
  // Stripe.js must load from js.stripe.com (PCI) and talks to api.stripe.com: only when keys are set.
  const stripe = options.stripe ? " https://js.stripe.com" : "";
  const extra = (sources: readonly string[] | undefined) =>
    sources
      ?.filter((origin) => /^https?:\/\/[\w.:-]+$/.test(origin))
      .map((origin) => ` ${origin}`)
      .join("") ?? "";
  const hashed = (sources: readonly string[] | undefined) =>
    sources
      ?.filter((source) => /^'sha256-[\w+/=]+'$/.test(source))
      .map((source) => ` ${source}`)
      .join("") ?? "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${stripe}${extra(options.scripts)}${hashed(options.inlineScripts)}`,
    `style-src 'self'${hashed(options.styles)}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `connect-src 'self'${options.stripe ? " https://api.stripe.com" : ""}${extra(options.connect)}`,
    "frame-src 'self' https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Framed by this site only, unless the page is made to be embedded (frame-ancestors.ts).
    options.frameAncestors ?? "frame-ancestors 'self'",
  ].join("; ");
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
}
