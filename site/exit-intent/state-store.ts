import { OidSchema } from "../../sdk/api/schemas/common.js";
import { type ExitIntentState, ExitIntentStateSchema } from "../../sdk/api/schemas/exit-intent.js";
import { createFallbackStorage } from "../../sdk/storage/fallback-storage.js";

// engagement §4: the exit-intent state is kept in the session. Storage can be missing or throw
// (private mode, sandboxed frames): the state then lasts for this page in memory.

export interface ExitIntentStateStore {
  get(): ExitIntentState;
  set(state: ExitIntentState): void;
  /** The exit-intent record the pop-up's step 1 created in this session, if any. */
  recordOid(): string | undefined;
  setRecordOid(oid: string): void;
}

export const stateKey = (campaignOid: string) => `campaign-exit-intent:${campaignOid}`;
const recordKey = (campaignOid: string) => `campaign-exit-intent-record:${campaignOid}`;

export function exitIntentStateStore(
  campaignOid: string,
  getStorage: () => Storage | undefined = () => globalThis.sessionStorage,
): ExitIntentStateStore {
  const key = stateKey(campaignOid);
  const store = createFallbackStorage(getStorage);
  return {
    get() {
      // Anything stored that is not a state (an older build, a hand edit) counts as new.
      const parsed = ExitIntentStateSchema.safeParse(store.read(key));
      return parsed.success ? parsed.data : "init";
    },
    set(state) {
      store.write(key, state);
    },
    recordOid() {
      const parsed = OidSchema.safeParse(store.read(recordKey(campaignOid)));
      return parsed.success ? parsed.data : undefined;
    },
    setRecordOid(oid) {
      store.write(recordKey(campaignOid), oid);
    },
  };
}
