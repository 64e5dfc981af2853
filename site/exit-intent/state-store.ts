import { z } from "zod/mini";
import { OidSchema } from "../../sdk/api/schemas/common.js";
import { type ExitIntentState, ExitIntentStateSchema } from "../../sdk/api/schemas/exit-intent.js";
import { createFallbackStorage } from "../../sdk/storage/fallback-storage.js";

// engagement §4: the exit-intent state is kept in the session. Storage can be missing or throw
// (private mode, sandboxed frames): the state then lasts for this page in memory.

export interface ExitIntentStateStore {
  get(): ExitIntentState;
  set(state: ExitIntentState): void;
  /** The exit-intent record the pop-up's step 1 created in this session, and its secret, if any. */
  record(): ExitIntentRecordHandle | undefined;
  setRecord(record: ExitIntentRecordHandle): void;
}

export interface ExitIntentRecordHandle {
  oid: string;
  secret: string;
}

/** What storage holds for the record; an older build's bare oid (no secret) no longer counts. */
const RecordHandleSchema = z.object({ oid: OidSchema, secret: z.string().check(z.minLength(1)) });

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
    record() {
      const text = store.read(recordKey(campaignOid));
      let value: unknown;
      try {
        value = text ? JSON.parse(text) : undefined;
      } catch {
        return undefined;
      }
      const parsed = RecordHandleSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },
    setRecord(record) {
      store.write(recordKey(campaignOid), JSON.stringify(record));
    },
  };
}
