import type { Database } from "../db/database.js";
import { type CampaignDocument, upsertCampaign } from "./campaigns.js";
import { ensureApiKey } from "./promoter-keys.js";
import { type Promoter, upsertPromoter } from "./promoters.js";
import { type ShortUrlInput, upsertShortUrl } from "./short-urls.js";
import { type TourDocument, upsertTour } from "./tours.js";

export interface Seed {
  promoters: readonly Promoter[];
  campaigns: readonly CampaignDocument[];
  tours?: readonly TourDocument[];
  shortUrls?: readonly ShortUrlInput[];
  /** Promoter API keys by hash (demo mode's documented key, CONTRACT.md). */
  apiKeys?: readonly { id: string; promoterOid: string; keyHash: string; prefix: string; name: string }[];
}

/** How many rows of each kind were inserted or changed; all zero when the seed was already applied. */
export interface SeedResult {
  promoters: number;
  campaigns: number;
  tours: number;
  shortUrls: number;
}

async function countWritten<T>(items: readonly T[] | undefined, write: (item: T) => Promise<boolean>) {
  let written = 0;
  for (const item of items ?? []) if (await write(item)) written += 1;
  return written;
}

/**
 * Upserts the seed's promoters, campaigns, tours, short URLs and API keys in one transaction (in that order, for
 * the foreign keys). Idempotent: a second run with the same seed writes nothing.
 */
export function applySeed(db: Database, seed: Seed): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const result = {
      promoters: await countWritten(seed.promoters, (p) => upsertPromoter(tx, p)),
      campaigns: await countWritten(seed.campaigns, (c) => upsertCampaign(tx, c)),
      tours: await countWritten(seed.tours, (t) => upsertTour(tx, t)),
      shortUrls: await countWritten(seed.shortUrls, (s) => upsertShortUrl(tx, s)),
    };
    for (const key of seed.apiKeys ?? []) await ensureApiKey(tx, key);
    return result;
  });
}
