/** engagement §4: a failed social action is tried again after 2000 ms. */
export const ACTION_RETRY_MS = 2000;

/** Runs `attempt`; if it fails, waits `delayMs` and runs it once more (the second failure is thrown). */
export async function retryOnce<T>(attempt: () => Promise<T>, delayMs = ACTION_RETRY_MS): Promise<T> {
  try {
    return await attempt();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return attempt();
  }
}
