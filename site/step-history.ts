import type { z } from "zod/mini";
import { requireFirstViewSchemas } from "../sdk/campaign/lazy-lookup.js";
import type { StepEntrySchema } from "../sdk/storage/session-values.js";

// The campaign's steps in the browser history. Each entry remembers which step it shows and which one
// led to it, so the back arrow (core-journey §2 layout) can go back in history when the previous step
// of the flow is the page before, and otherwise replace the entry: a page opened directly (a shared
// link to /p/demo-presale/register) never sends the fan off the site. The direction of each move also
// picks the side a new page slides in from on a phone.

/** A page of the campaign: a step, or "landing" for the index page. */
export type StepPage = string;
export type Slide = "forward" | "back";

/**
 * history.state belongs to the page (any script may write it): parsed, never trusted (StepEntrySchema,
 * sdk/storage/session-values.ts, loaded with the first view's schemas: the history is made once the
 * campaign is parsed). Strict: an entry another script pushed (the exit intent's back guard,
 * site/exit-intent/triggers.ts) is not ours, and going back from it would not lead where the arrow
 * points, so the arrow replaces instead.
 */
type Entry = z.infer<typeof StepEntrySchema>;

type BrowserHistory = Pick<History, "state" | "pushState" | "replaceState" | "back">;

export interface StepHistory {
  /** Records the page this entry shows; `url` undefined keeps the address as it is. */
  replace(url: string | undefined, page: StepPage): void;
  /** A step further on: a new entry that remembers where it came from. */
  push(url: string, page: StepPage): void;
  /**
   * The back arrow towards `page`: answers "history" when the entry before is that page (the caller
   * then waits for popstate), else replaces this entry with it and answers "replaced".
   */
  back(url: string, page: StepPage): "history" | "replaced";
  /** After popstate: which way the fan moved, judged from the entries (undefined when unknown). */
  moved(): Slide | undefined;
}

export function createStepHistory(browser: BrowserHistory): StepHistory {
  const { StepEntrySchema } = requireFirstViewSchemas();
  const read = (): Entry | undefined => {
    const parsed = StepEntrySchema.safeParse(browser.state);
    return parsed.success ? parsed.data : undefined;
  };
  let shown = read();
  const write = (entry: Entry) => {
    shown = entry;
    return entry;
  };
  return {
    replace(url, page) {
      const previous = read()?.previous;
      browser.replaceState(write({ campaignStep: page, ...(previous && { previous }) }), "", url);
    },
    push(url, page) {
      const from = read()?.campaignStep;
      browser.pushState(write({ campaignStep: page, ...(from && { previous: from }) }), "", url);
    },
    back(url, page) {
      if (read()?.previous === page) {
        browser.back();
        return "history";
      }
      browser.replaceState(write({ campaignStep: page }), "", url);
      return "replaced";
    },
    moved() {
      const before = shown;
      const now = read();
      shown = now;
      if (!before || !now) return undefined;
      if (before.previous === now.campaignStep) return "back";
      if (now.previous === before.campaignStep) return "forward";
      return undefined;
    },
  };
}
