const RELOADED_KEY = "campaign-chunk-reload";

/**
 * core-journey §8 "Failed chunk load: the page reloads" — once: a new deploy may have replaced the
 * chunk the page knew; a second failure in a row is a real outage and is reported instead.
 */
export async function loadOrReload(load: () => Promise<unknown>): Promise<boolean> {
  try {
    await load();
    safeSession((s) => s.removeItem(RELOADED_KEY));
    return true;
  } catch (error) {
    const reloadedAlready = safeSession((s) => s.getItem(RELOADED_KEY)) === "1";
    if (!reloadedAlready) {
      safeSession((s) => s.setItem(RELOADED_KEY, "1"));
      location.reload();
      return false;
    }
    console.error("[site] a page could not load", error);
    return false;
  }
}

/** sessionStorage can be missing or throw (private mode, sandboxed frames): never let that break a page. */
export function safeSession<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** core-journey §9: the next step's code is fetched when the browser is idle, at most 2000 ms later. */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  const run = () => void load().catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 2000);
}
