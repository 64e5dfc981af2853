// One small driving interface over the two engines Playwright cannot download here: WebKitGTK (Safari's
// engine) through classic WebDriver and Firefox ESR through WebDriver BiDi. The journeys are written once
// against it. Elements are found the way a person finds them (a label, a button's name, visible text),
// through every open shadow root, by one script run inside the page (`find-in-page.ts`).

export type Query =
  | { label: string; exact?: boolean; labelElement?: boolean }
  | { role: "button" | "link" | "heading" | "checkbox" | "alert"; name: string | RegExp; exact?: boolean }
  | { css: string }
  | { text: string };

export interface EngineDriver {
  readonly engine: "webkit" | "firefox";
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Types into the control a query finds (waiting for it), after emptying it. */
  fill(query: Query, text: string): Promise<void>;
  click(query: Query): Promise<void>;
  /** Waits until a query finds a visible element. */
  see(query: Query): Promise<void>;
  /** Ticks a checkbox unless it is ticked already. */
  check(query: Query): Promise<void>;
  /** Chooses the option whose value or text is `option` in the select a query finds. */
  select(query: Query, option: string): Promise<void>;
  /** Presses a key in the focused element ("Enter", "Escape"). */
  press(key: "Enter" | "Escape"): Promise<void>;
  /** Runs a function's source in the current frame and answers its JSON result. */
  evaluate<T>(fn: string, arg?: unknown): Promise<T>;
  /** Later calls act inside the iframe the selector finds (in the current frame); `topFrame` leaves. */
  enterFrame(css: string): Promise<void>;
  topFrame(): Promise<void>;
  /** A PNG of the viewport (attached to a failed test). */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const POLL_MS = 100;
export const WAIT_MS = 30_000;

/** Whether an error says the element found has left the page (a render replaced it): it never comes back. */
const isDetached = (error: unknown) =>
  error instanceof Error && /stale|detached|not connected/i.test(`${error.name} ${error.message}`);

/**
 * Finds an element and acts on it, finding it again when it was replaced meanwhile, as a person looks
 * again: the served first screen gives way to the element's own render once its code runs (issue 22).
 */
export async function actOnFresh<E>(
  find: () => Promise<E>,
  act: (element: E) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await act(await find());
      return;
    } catch (error) {
      if (attempt >= 5 || !isDetached(error)) throw error;
    }
  }
}

/**
 * The error a driver raises when a control it typed into, ticked or chose in was replaced meanwhile (what
 * the fan did went to the served copy after its values were carried over): actOnFresh does it again.
 */
export const replacedMeanwhile = () => new Error("stale: the control was replaced while acted on");

/**
 * Polls until `probe` answers a value other than undefined/false, or fails naming what it waited for; an
 * element that left the page fails at once (actOnFresh finds it again).
 */
// WebDriver answers a script's `undefined` as null: a probe's "not yet" may arrive as either.
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
): Promise<T> {
  const until = Date.now() + WAIT_MS;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      if (isDetached(error)) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`waited ${WAIT_MS / 1000} s for ${what}${last ? `: ${String(last)}` : ""}`);
}

/** A query as JSON for the page (a RegExp travels as its source and flags). */
export function serialiseQuery(query: Query): unknown {
  if ("role" in query && query.name instanceof RegExp) {
    return { ...query, name: { source: query.name.source, flags: query.name.flags } };
  }
  return query;
}

export const describeQuery = (query: Query) =>
  "label" in query
    ? `the control labelled "${query.label}"`
    : "role" in query
      ? `the ${query.role} "${String(query.name)}"`
      : "text" in query
        ? `the text "${query.text}"`
        : `"${query.css}"`;
