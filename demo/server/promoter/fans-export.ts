import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { CustomFieldValueSchema } from "../../../sdk/api/schemas/form-values.js";
import type { RegistrationField } from "../../../sdk/api/schemas/registration-field.js";
import type { Queryable } from "../../db/database.js";
import { type FanListRow, listFansRanked, type RankCursor } from "../../store/promoter-fans.js";
import { tierOf } from "../actions/fan-stats.js";
import { csvField, csvRow } from "./csv.js";

// Issue 19: GET /campaigns/{oid}/fans.csv. The rows are read a page at a time as the client takes them
// (a pull stream: a slow download holds one page, not the campaign), in ranking order so each verified
// fan's position, and so its tier, is a running count.

const PAGE = 500;

interface Column {
  name: string;
  value(fan: FanListRow, tier: number | undefined): unknown;
  freeText?: boolean;
}

const answerOf = (fan: FanListRow, key: string): unknown => {
  const answers = fan.data.customFields;
  if (!Array.isArray(answers)) return undefined;
  const answer = answers.find(
    (a) => typeof a === "object" && a !== null && (a as { key?: unknown }).key === key,
  );
  return answerText((answer as { value?: unknown } | undefined)?.value);
};

/**
 * A custom answer as a spreadsheet reads it: a dropdown's chosen option, a multi-select's options joined
 * by "; ", text and numbers as they are. A stored value of no known shape stays as stored (csvField
 * writes it as JSON) rather than being dropped.
 */
export function answerText(stored: unknown): unknown {
  const parsed = CustomFieldValueSchema.safeParse(stored);
  if (!parsed.success) return stored;
  const value = parsed.data;
  if (Array.isArray(value)) return value.map((choice) => choice.value).join("; ");
  return value !== null && typeof value === "object" ? value.value : value;
}

/** Enabled fields in the order the form shows them (a field without an order after those with one). */
const askedInOrder = (fields: readonly RegistrationField[]) =>
  fields
    .filter((field) => field.enabled)
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? Infinity) - (b.field.order ?? Infinity) || a.index - b.index)
    .map(({ field }) => field);

const preference = (fan: FanListRow, channel: string): boolean => {
  const preferences = fan.data.subscriptionPreferences;
  return (
    typeof preferences === "object" &&
    preferences !== null &&
    (preferences as Record<string, unknown>)[channel] === true
  );
};

/**
 * The fixed contact columns, every other registration field the campaign asks (a disabled one is not
 * asked: an empty column would only look like missing answers), its custom answers, then points, tier,
 * referrals and consent.
 */
export function exportColumns(campaign: Campaign): Column[] {
  const named = new Set(["emailAddress", "mobileNumber", "firstName", "lastName"]);
  const profileKeys = askedInOrder(campaign.registrations.fields)
    .map((field) => field.key)
    .filter((key) => !named.has(key));
  const custom = askedInOrder(campaign.registrations.customFields).map((field) => ({
    key: field.key || field.name,
    name: field.name,
  }));
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  return [
    { name: "oid", value: (f) => f.oid },
    { name: "emailAddress", value: (f) => f.emailAddress },
    { name: "mobileNumber", value: (f) => f.mobileNumber },
    { name: "firstName", value: (f) => text(f.data.firstName) ?? text(f.profile?.firstName), freeText: true },
    { name: "lastName", value: (f) => text(f.data.lastName) ?? text(f.profile?.lastName), freeText: true },
    ...[...new Set(profileKeys)].map((key) => ({
      name: key,
      value: (f: FanListRow) => f.profile?.[key],
      freeText: true,
    })),
    ...custom.map(({ key, name }) => ({
      name: `custom: ${name}`,
      value: (f: FanListRow) => answerOf(f, key),
      freeText: true,
    })),
    { name: "registrationType", value: (f) => f.data.registrationType },
    { name: "totalPoints", value: (f) => f.totalPoints },
    { name: "tier", value: (_f, tier) => (tier === undefined ? undefined : tier + 1) },
    { name: "referredCount", value: (f) => f.referredCount },
    { name: "verified", value: (f) => f.verifiedAt !== null },
    { name: "emailOptIn", value: (f) => preference(f, "email") },
    { name: "smsOptIn", value: (f) => preference(f, "sms") },
    { name: "messengerOptIn", value: (f) => preference(f, "messenger") },
    { name: "emailUnsubscribed", value: (f) => f.emailUnsubscribedAt !== null },
    { name: "language", value: (f) => f.language },
    { name: "createdAt", value: (f) => new Date(f.createdAt).toISOString() },
  ];
}

/** The campaign's fans as a CSV byte stream, read page by page as it is consumed. */
export function fansCsvStream(q: Queryable, campaign: Campaign): ReadableStream<Uint8Array> {
  const columns = exportColumns(campaign);
  const encoder = new TextEncoder();
  let cursor: RankCursor | null = null;
  let position = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvRow(columns.map((c) => csvField(c.name)))));
          return;
        }
        const fans = await listFansRanked(q, campaign.oid, cursor, PAGE);
        let chunk = "";
        for (const fan of fans) {
          const tier = fan.verifiedAt ? tierOf(campaign, ++position) : undefined;
          chunk += csvRow(
            columns.map((c) => csvField(c.value(fan, tier), { freeText: c.freeText ?? false })),
          );
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        const last = fans.at(-1);
        if (!last || fans.length < PAGE) {
          controller.close();
          return;
        }
        cursor = { totalPoints: last.totalPoints, createdAt: last.cursorTime, oid: last.oid };
      },
    },
    { highWaterMark: 1 },
  );
}
