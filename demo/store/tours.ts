import type { Queryable } from "../db/database.js";

/** A tour document as stored: opaque JSON apart from the fields the store indexes. */
export interface TourDocument {
  oid: string;
  urlSlug: string;
  [key: string]: unknown;
}

async function findOne(q: Queryable, where: string, value: string): Promise<TourDocument | null> {
  const rows = await q.query<{ data: TourDocument }>(`SELECT data FROM tours WHERE ${where} = $1`, [value]);
  return rows[0]?.data ?? null;
}

/** The tour at `/t/{slug}`. */
export function findTourBySlug(q: Queryable, slug: string): Promise<TourDocument | null> {
  return findOne(q, "url_slug", slug);
}

export function findTourByOid(q: Queryable, oid: string): Promise<TourDocument | null> {
  return findOne(q, "oid", oid);
}

/** Inserts the tour or replaces its document, keyed by oid. Returns whether a row was written. */
export async function upsertTour(q: Queryable, tour: TourDocument): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO tours (oid, url_slug, data) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (oid) DO UPDATE SET url_slug = excluded.url_slug, data = excluded.data, updated_at = now()
       WHERE (tours.url_slug, tours.data) IS DISTINCT FROM (excluded.url_slug, excluded.data)
     RETURNING oid`,
    [tour.oid, tour.urlSlug, JSON.stringify(tour)],
  );
  return rows.length > 0;
}
