import { randomUUID } from "node:crypto";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Database, Queryable } from "../../db/database.js";

// issue 18: a running server trusts the campaigns it has parsed until the database says one changed,
// instead of reading each one's version on every request (two of a registration's statements). A trigger
// on campaigns (migration 0015) sends NOTIFY campaign_changed with the oid on every write, by any process
// or by hand; each server process listens and forgets that campaign. While the listening connection is
// down, nothing is trusted and every read checks the version again (load-campaign.ts), as before.
// Trust starts only once a probe sent through the pool comes back on the listening connection: behind a
// pooler that cannot LISTEN (PgBouncer in transaction mode) nothing comes back, and nothing is trusted.

export const CAMPAIGN_CHANNEL = "campaign_changed";
const MAX_TRUSTED = 200;

interface Watch {
  /** True once the probe came back on the listening connection, until it drops. */
  listening: boolean;
  /** The payload of the probe sent since the connection (re)opened, until it comes back. */
  probe: string | undefined;
  /** Bumped by every change heard: a read that began before one must not store what it read. */
  generation: number;
  byOid: Map<string, Campaign>;
  /** The uri each trusted campaign was asked by. */
  oidOfUri: Map<string, string>;
}

const watches = new WeakMap<Queryable, Watch>();

function forget(watch: Watch, oid: string): void {
  watch.generation += 1;
  watch.byOid.delete(oid);
  for (const [uri, of] of watch.oidOfUri) if (of === oid) watch.oidOfUri.delete(uri);
}

/** Starts trusting parsed campaigns of `db` for as long as their changes are heard; returns the stop. */
export async function watchCampaigns(db: Database): Promise<() => Promise<void>> {
  const watch: Watch = {
    listening: false,
    probe: undefined,
    generation: 0,
    byOid: new Map(),
    oidOfUri: new Map(),
  };
  watches.set(db, watch);
  const sendProbe = () => {
    const probe = `probe:${randomUUID()}`;
    watch.probe = probe;
    db.query("SELECT pg_notify($1, $2)", [CAMPAIGN_CHANNEL, probe]).catch(() => {});
  };
  const stop = await db.listen(CAMPAIGN_CHANNEL, {
    onMessage(payload) {
      if (payload === watch.probe) {
        watch.probe = undefined;
        watch.listening = true;
      } else if (!payload.startsWith("probe:")) forget(watch, payload);
    },
    onListening(listening) {
      // Whatever changed while deaf is unknown: start again from nothing either way.
      watch.listening = false;
      watch.generation += 1;
      watch.byOid.clear();
      watch.oidOfUri.clear();
      if (listening) sendProbe();
      else watch.probe = undefined;
    },
  });
  return async () => {
    watches.delete(db);
    await stop();
  };
}

/** Whether `q`'s campaigns are trusted now: watched, and the probe came back. */
export const hearsCampaignChanges = (q: Queryable): boolean => watches.get(q)?.listening === true;

/** The trusted campaign for this oid or uri, if `q` is a watched database and holds one. */
export function trustedCampaign(q: Queryable, where: "oid" | "uri", value: string): Campaign | undefined {
  const watch = watches.get(q);
  if (!watch?.listening) return undefined;
  const oid = where === "oid" ? value : watch.oidOfUri.get(value);
  return oid === undefined ? undefined : watch.byOid.get(oid);
}

/** A ticket to trust what a read about to start returns: undefined when `q` is not watched. */
export function startTrustedRead(q: Queryable): number | undefined {
  const watch = watches.get(q);
  return watch?.listening ? watch.generation : undefined;
}

/** Trusts a campaign read since `ticket`, unless a change was heard in between. */
export function trustCampaign(
  q: Queryable,
  ticket: number | undefined,
  asked: string,
  campaign: Campaign,
): void {
  const watch = watches.get(q);
  if (ticket === undefined || !watch?.listening || watch.generation !== ticket) return;
  if (watch.byOid.size >= MAX_TRUSTED) {
    watch.byOid.clear();
    watch.oidOfUri.clear();
  }
  watch.byOid.set(campaign.oid, campaign);
  if (asked !== campaign.oid) watch.oidOfUri.set(asked, campaign.oid);
}

/** This process wrote the campaign: forget it now, without waiting for its notification to come back. */
export function campaignWritten(db: Queryable, oid: string): void {
  const watch = watches.get(db);
  if (watch) forget(watch, oid);
}
