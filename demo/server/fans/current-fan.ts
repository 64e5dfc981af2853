import type { Context } from "hono";
import type { Queryable } from "../../db/database.js";
import { type FanRow, findFanByAccount } from "../../store/fans.js";
import {
  type Auth,
  opensCampaign,
  readAuthToken,
  resolveAuth,
  resolveRegistrationAuth,
} from "../accounts/auth-token.js";
import { HttpError } from "../api/validate.js";

/** core-journey §8 "Fan account absent (401)". */
export const FAN_ABSENT = "The fan account does not exist.";

export interface CurrentFan {
  auth: Auth;
  fan: FanRow;
}

/**
 * The fan the request's token opens in this campaign. `pending` also accepts a fan still verifying
 * (the verification calls), and a token bound to a live registration attempt of that fan (issue 15);
 * everything else needs a full token and a registered (verified) fan.
 */
export async function findCurrentFan(
  q: Queryable,
  c: Context,
  campaignOid: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<CurrentFan | null> {
  const token = readAuthToken(c);
  const auth = pending ? await resolveRegistrationAuth(q, token) : await resolveAuth(q, token);
  if (!auth || !opensCampaign(auth, campaignOid)) return null;
  const fan = await findFanByAccount(q, campaignOid, auth.accountOid);
  if (!fan || (!pending && !fan.verifiedAt)) return null;
  if (auth.attemptOid) {
    const { attempt } = auth; // read with the token
    // The attempt drives its own registration only once it has sent it (POST /campaign-fan).
    const live = attempt && !attempt.completedAt && attempt.fanData && attempt.campaignOid === campaignOid;
    if (fan.verifiedAt || !live) return null;
  }
  return { auth, fan };
}

/** As findCurrentFan, answering 401 when there is none. */
export async function requireFan(
  q: Queryable,
  c: Context,
  campaignOid: string,
  options: { pending?: boolean } = {},
): Promise<CurrentFan> {
  const current = await findCurrentFan(q, c, campaignOid, options);
  if (!current) throw new HttpError(401, FAN_ABSENT);
  return current;
}
