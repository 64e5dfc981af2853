import type { Queryable } from "../../db/database.js";

export interface Referrer {
  firstName?: string;
  lastName?: string;
  image?: string;
  imageAlt?: string;
}

/** The fan behind a referral link, as a visitor may see them (engagement §3: Referrer). */
export async function findReferrer(q: Queryable, fanOid: string): Promise<Referrer | undefined> {
  const rows = await q.query<{ data: { firstName?: string; lastName?: string; profileImageUrl?: string } }>(
    "SELECT data FROM fans WHERE oid = $1",
    [fanOid],
  );
  const fan = rows[0]?.data;
  if (!fan) return undefined;
  const name = [fan.firstName, fan.lastName].filter(Boolean).join(" ");
  return {
    ...(fan.firstName && { firstName: fan.firstName }),
    ...(fan.lastName && { lastName: fan.lastName }),
    ...(fan.profileImageUrl && { image: fan.profileImageUrl, imageAlt: name }),
  };
}
