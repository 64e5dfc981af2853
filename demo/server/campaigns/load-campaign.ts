import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { startTrustedRead, trustCampaign, trustedCampaign } from "./campaign-watch.js";
import { parseStoredCampaign } from "./normalise-campaign.js";

// Handlers need the campaign with its documented defaults filled (CampaignSchema). Parsing a whole
// document on every request is most of a registration's CPU, so parsed campaigns are kept per
// (oid, updated_at, xmin): a change made by any process is seen at once, since the version is read each
// time. xmin (the writing transaction) changes with every write, so a row edited by hand without
// touching updated_at is seen too, as the page and the lookup always saw it.

const MAX_CACHED = 200;
const cache = new Map<string, Campaign>();
/** campaigns.version of each loaded campaign (the promoter API's published version number). */
const liveVersions = new WeakMap<Campaign, number>();

/** The published version number of a campaign this module loaded (undefined for any other object). */
export const liveVersionOf = (campaign: Campaign): number | undefined => liveVersions.get(campaign);

async function load(q: Queryable, where: "oid" | "uri", value: string): Promise<Campaign | null> {
  // A running server skips the version read while it hears every change (campaign-watch.ts).
  const trusted = trustedCampaign(q, where, value);
  if (trusted) return trusted;
  const ticket = startTrustedRead(q);
  const campaign = await loadChecked(q, where, value);
  if (campaign) trustCampaign(q, ticket, value, campaign);
  return campaign;
}

async function loadChecked(q: Queryable, where: "oid" | "uri", value: string): Promise<Campaign | null> {
  const rows = await q.query<{ oid: string; version: string; number: number }>(
    `SELECT oid, updated_at::text || '/' || xmin::text AS version, version AS number FROM campaigns WHERE ${where} = $1`,
    [value],
  );
  const row = rows[0];
  if (!row) return null;
  const key = `${row.oid}@${row.version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const docs = await q.query<{ data: unknown }>("SELECT data FROM campaigns WHERE oid = $1", [row.oid]);
  // A stored campaign that breaks the schema is a server fault: parse() throws and the request is a 500.
  const campaign = parseStoredCampaign(docs[0]?.data);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, campaign);
  liveVersions.set(campaign, Number(row.number));
  return campaign;
}

export const loadCampaignByOid = (q: Queryable, oid: string): Promise<Campaign | null> => load(q, "oid", oid);
export const loadCampaignByUri = (q: Queryable, uri: string): Promise<Campaign | null> => load(q, "uri", uri);
