import type { ApiClient } from "../api/client.js";
import type { Fan } from "../api/schemas/fan.js";

/** What the page knows of the fan of one campaign. */
export type FanState = { status: "unknown" } | { status: "visitor" } | { status: "fan"; fan: Fan };

type Listener = (state: FanState) => void;

interface Entry {
  state: FanState;
  listeners: Set<Listener>;
  loading?: Promise<FanState> | undefined;
}

/**
 * One fan per campaign for the whole page, shared by every element (they are separate roots): the
 * register screen sets it, the rewards and step screens read it. GET /campaign-fan/{oid} answers 401 for
 * a visitor (a normal result, core-journey §7).
 */
export class FanStore {
  readonly #entries = new Map<string, Entry>();

  #entry(campaignOid: string): Entry {
    let entry = this.#entries.get(campaignOid);
    if (!entry) {
      entry = { state: { status: "unknown" }, listeners: new Set() };
      this.#entries.set(campaignOid, entry);
    }
    return entry;
  }

  get(campaignOid: string): FanState {
    return this.#entry(campaignOid).state;
  }

  set(campaignOid: string, state: FanState): void {
    const entry = this.#entry(campaignOid);
    entry.state = state;
    for (const listener of entry.listeners) listener(state);
  }

  subscribe(campaignOid: string, listener: Listener): () => void {
    const entry = this.#entry(campaignOid);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Loads the fan once (concurrent callers share the request); `refresh` asks the server again. */
  load(client: ApiClient, campaignOid: string, refresh = false): Promise<FanState> {
    const entry = this.#entry(campaignOid);
    if (!refresh && entry.state.status !== "unknown") return Promise.resolve(entry.state);
    if (!client.tokens.get()) {
      this.set(campaignOid, { status: "visitor" });
      return Promise.resolve(entry.state);
    }
    entry.loading ??= import("./fan-calls.js")
      .then(({ fetchFan }) => fetchFan(client, campaignOid))
      .then(
        (result): FanState =>
          result.status === 200 ? { status: "fan", fan: result.data } : { status: "visitor" },
      )
      .catch((): FanState => ({ status: "visitor" }))
      .then((state) => {
        entry.loading = undefined;
        this.set(campaignOid, state);
        return state;
      });
    return entry.loading;
  }
}

export const fanStore = new FanStore();
