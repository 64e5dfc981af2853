import { z } from "zod/mini";

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
export const stepSchema = z.enum(STEPS);

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

const segment = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(120))
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/));
const oidParam = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(120))
  .check(z.regex(/^[A-Za-z0-9_-]+$/));

function optionalStep(value: string | undefined): { ok: true; step?: Step } | { ok: false } {
  if (value === undefined) return { ok: true };
  const parsed = stepSchema.safeParse(value);
  return parsed.success ? { ok: true, step: parsed.data } : { ok: false };
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
  const oid = oidParam.safeParse(new URLSearchParams(search).get("campaignOid"));

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
  if (parts[0] === "t" && parts.length === 2 && segment.safeParse(parts[1]).success) {
    return { kind: "tour", id: parts[1]! };
  }

  const [first, second, third] = parts;
  if (first !== undefined && isSection(first) && second !== undefined && parts.length <= 3) {
    if (!segment.safeParse(second).success) return { kind: "not-found" };
    const step = optionalStep(third);
    if (!step.ok) return { kind: "not-found" };
    if (oid.success) return { kind: "campaign-oid", oid: oid.data, ...(step.step && { step: step.step }) };
    return { kind: "campaign", uri: `${first}/${second}`, ...(step.step && { step: step.step }) };
  }
  if (first === undefined) {
    return oid.success ? { kind: "campaign-oid", oid: oid.data } : { kind: "home" };
  }
  if (parts.length <= 2 && segment.safeParse(first).success) {
    const step = optionalStep(second);
    if (!step.ok) return { kind: "not-found" };
    if (oid.success) return { kind: "campaign-oid", oid: oid.data, ...(step.step && { step: step.step }) };
    return { kind: "short-url", slug: first, ...(step.step && { step: step.step }) };
  }
  return { kind: "not-found" };
}

/** The page name recorded for a page view: the step, or 'landing' (core-journey §7). */
export function pageNameOf(route: Route): string {
  return "step" in route && route.step ? route.step : "landing";
}
