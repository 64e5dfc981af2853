/** core-journey §2: the ten section letters of campaign routes. */
export const SECTIONS = ["b", "p", "m", "g", "c", "w", "l", "o", "d", "r"] as const;
export type Section = (typeof SECTIONS)[number];

/** core-journey §2: the steps. No step means the landing page. */
export const STEPS = [
  "finished",
  "follow",
  "invite",
  "register",
  "product",
  "donate",
  "share",
  "payment",
  "success",
  "unlock",
  "magic-link",
] as const;
export type Step = (typeof STEPS)[number];
/** The table is the check: the site parses its route before any schema has loaded (issue 22). */
export const isStep = (value: unknown): value is Step => (STEPS as readonly unknown[]).includes(value);

export type Route =
  /** `/{section}/{id}/` or `/{section}/{id}/{step}`; `uri` is `{section}/{id}`. */
  | { kind: "campaign"; uri: string; step?: Step }
  /** Any route carrying `?campaignOid=`. */
  | { kind: "campaign-oid"; oid: string; step?: Step }
  | { kind: "short-url"; slug: string; step?: Step }
  | { kind: "preview-campaign"; step?: Step }
  | { kind: "tour"; id: string }
  | { kind: "preview-tour" }
  | { kind: "widget"; name: "register-button" | "remote-signup" }
  | { kind: "home" }
  | { kind: "not-found" };

// A route's parts are checked by these patterns, not schemas: the site parses its route at once, and zod
// loads later with the campaign's schemas (issue 22). parse-route.test.ts holds them to the rules.
/** A campaign id or short-link slug: 1 to 120 of letters, digits and `._~-`, starting with a letter or digit. */
export const ROUTE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,119}$/;
/** A `campaignOid` query value: 1 to 120 of letters, digits, `_` and `-`. */
export const OID_PARAM = /^[A-Za-z0-9_-]{1,120}$/;

const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === "string" && pattern.test(value) ? value : undefined;

function optionalStep(value: string | undefined): { ok: true; step?: Step } | { ok: false } {
  if (value === undefined) return { ok: true };
  return isStep(value) ? { ok: true, step: value } : { ok: false };
}

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/**
 * Parses a hosted-site URL into a route (core-journey §2, engagement §2). Pure: used by the site in
 * the browser and by the server to decide what to embed in the page.
 */
export function parseRoute(pathname: string, search = ""): Route {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: "not-found" };
  }
  const parts = decoded.split("/").filter(Boolean);
  const oid = matching(OID_PARAM, new URLSearchParams(search).get("campaignOid"));

  if (parts[0] === "preview-page") {
    if (parts[1] === "campaign" && parts.length <= 3) {
      const step = optionalStep(parts[2]);
      return step.ok
        ? { kind: "preview-campaign", ...(step.step && { step: step.step }) }
        : { kind: "not-found" };
    }
    if (parts[1] === "tour" && parts.length === 2) return { kind: "preview-tour" };
    return { kind: "not-found" };
  }
  if (parts[0] === "widget") {
    const name = parts[1];
    return (name === "register-button" || name === "remote-signup") && parts.length === 2
      ? { kind: "widget", name }
      : { kind: "not-found" };
  }
  if (parts[0] === "t" && parts.length === 2 && matching(ROUTE_SEGMENT, parts[1])) {
    return { kind: "tour", id: parts[1]! };
  }

  const [first, second, third] = parts;
  if (first !== undefined && isSection(first) && second !== undefined && parts.length <= 3) {
    if (!matching(ROUTE_SEGMENT, second)) return { kind: "not-found" };
    const step = optionalStep(third);
    if (!step.ok) return { kind: "not-found" };
    if (oid) return { kind: "campaign-oid", oid, ...(step.step && { step: step.step }) };
    return { kind: "campaign", uri: `${first}/${second}`, ...(step.step && { step: step.step }) };
  }
  if (first === undefined) {
    return oid ? { kind: "campaign-oid", oid } : { kind: "home" };
  }
  if (parts.length <= 2 && matching(ROUTE_SEGMENT, first)) {
    const step = optionalStep(second);
    if (!step.ok) return { kind: "not-found" };
    if (oid) return { kind: "campaign-oid", oid, ...(step.step && { step: step.step }) };
    return { kind: "short-url", slug: first, ...(step.step && { step: step.step }) };
  }
  return { kind: "not-found" };
}

/** The page name recorded for a page view: the step, or 'landing' (core-journey §7). */
export function pageNameOf(route: Route): string {
  return "step" in route && route.step ? route.step : "landing";
}
