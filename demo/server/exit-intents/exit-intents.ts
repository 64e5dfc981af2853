import type { Context } from "hono";
import type {
  ExitIntentCreated,
  ExitIntentCreatePayload,
  ExitIntentRecord,
  ExitIntentUpdatePayload,
} from "../../../sdk/api/schemas/exit-intent.js";
import type { Queryable } from "../../db/database.js";
import {
  type ExitIntentRow,
  findExitIntent,
  insertExitIntent,
  mergeExitIntent,
} from "../../store/exit-intents.js";
import { checkDob, checkPostcode, normaliseEmail, normaliseMobile } from "../accounts/contact-rules.js";
import { HttpError } from "../api/validate.js";
import { newOid, randomToken, sameDigest, sha256 } from "../crypto/tokens.js";
import { findCurrentFan } from "../fans/current-fan.js";

// engagement §2 exit-intent and ended sign-up: step 1 (email) creates the record, steps 2 and 3
// (profile, bonus) and state changes update it. The answers follow the registration rules (§5).

type Answers = Omit<ExitIntentUpdatePayload, "status" | "secret">;

export const EXIT_INTENT_FORBIDDEN =
  "This exit-intent record can be changed only with the secret its creation answered, or by its fan";

/** Normalises the answers given (email lower case without +tag, mobile E.164, dd/MM/yyyy date). */
function normaliseAnswers(answers: Answers): Answers {
  const out: Answers = { ...answers };
  if (answers.emailAddress) out.emailAddress = normaliseEmail(answers.emailAddress);
  if (answers.mobileNumber) out.mobileNumber = normaliseMobile(answers.mobileNumber);
  if (answers.dob) checkDob(answers.dob);
  if (answers.postcode) checkPostcode(answers.postcode, answers.country);
  for (const key of ["firstName", "lastName", "state", "postcode"] as const) {
    const value = answers[key]?.trim();
    if (value) out[key] = value;
    else delete out[key];
  }
  return out;
}

function recordOf(row: ExitIntentRow): ExitIntentRecord {
  return {
    ...(row.intent as Omit<ExitIntentRecord, "oid" | "campaignOid">),
    oid: row.oid,
    campaignOid: row.campaignOid,
  };
}

export async function createExitIntent(
  q: Queryable,
  c: Context,
  payload: ExitIntentCreatePayload,
): Promise<ExitIntentCreated> {
  const { campaignOid, intent, status, ...answers } = payload;
  const fan = await findCurrentFan(q, c, campaignOid);
  const secret = randomToken();
  const row: ExitIntentRow = {
    oid: newOid("exi"),
    campaignOid,
    fanOid: fan?.fan.oid ?? null,
    intent: { intent, ...(status && { status }), ...normaliseAnswers(answers) },
    secretHash: sha256(secret),
  };
  await insertExitIntent(q, row);
  return { ...recordOf(row), secret };
}

export async function updateExitIntent(
  q: Queryable,
  c: Context,
  oid: string,
  payload: ExitIntentUpdatePayload,
): Promise<ExitIntentRecord> {
  const { status, secret, ...answers } = payload;
  const changes = { ...(status && { status }), ...normaliseAnswers(answers) };
  const existing = await findExitIntent(q, oid);
  if (!existing) throw new HttpError(404, `No exit-intent record ${oid}`);
  const current = await findCurrentFan(q, c, existing.campaignOid, { pending: true });
  const bySecret =
    secret !== undefined && existing.secretHash !== null && sameDigest(sha256(secret), existing.secretHash);
  const byFan = existing.fanOid !== null && current?.fan.oid === existing.fanOid;
  // An oid is no credential: it shows in URLs, logs and the page's storage.
  if (!bySecret && !byFan) throw new HttpError(403, EXIT_INTENT_FORBIDDEN);
  // The exit form registers the fan after step 1 created the record: the next update links them
  // (verified or still verifying: the fan the form just made).
  const fan = existing.fanOid ? null : current;
  const row = await mergeExitIntent(q, oid, changes, fan?.fan.oid ?? null);
  if (!row) throw new HttpError(404, `No exit-intent record ${oid}`);
  return recordOf(row);
}
