import { type ExitIntentState, ExitIntentStateSchema } from "../../sdk/api/schemas/exit-intent.js";

// engagement §4: the exit-intent state is kept in the session. Storage can be missing or throw
// (private mode, sandboxed frames): the state then lasts for this page in memory.

export interface ExitIntentStateStore {
  get(): ExitIntentState;
  set(state: ExitIntentState): void;
}

export const stateKey = (campaignOid: string) => `campaign-exit-intent:${campaignOid}`;

export function exitIntentStateStore(
  campaignOid: string,
  getStorage: () => Storage | undefined = () => globalThis.sessionStorage,
): ExitIntentStateStore {
  const key = stateKey(campaignOid);
  let memory: ExitIntentState | undefined;
  const storage = (): Storage | undefined => {
    try {
      return getStorage() ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get() {
      let stored: unknown;
      try {
        stored = storage()?.getItem(key) ?? undefined;
      } catch {
        stored = undefined;
      }
      // Anything stored that is not a state (an older build, a hand edit) counts as new.
      const parsed = ExitIntentStateSchema.safeParse(stored);
      return parsed.success ? parsed.data : (memory ?? "init");
    },
    set(state) {
      memory = state;
      try {
        storage()?.setItem(key, state);
      } catch {
        // quota or refused: memory keeps it
      }
    },
  };
}
