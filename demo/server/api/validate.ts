import type { Context } from "hono";
import { z } from "zod/mini";
import { type FanText, fanText } from "./fan-texts.js";
import { findUnsafeText } from "./unsafe-text.js";

/** The body of every error answer: `{ message, statusCode }` plus the offending field when known. */
export interface ErrorBody {
  message: string;
  statusCode: number;
  field?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
    /** A fan-facing text from the catalogues: answered in the request's language (errors.ts). */
    readonly text?: FanText,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * An error whose text the fan reads (issue 20): its message is the catalogue's en-us text (logs, tests);
 * the answer carries it in the request's accept-language, in `result` too when `asResult` (core-journey
 * §8 shows the server's result as is).
 */
export function fanTextError(
  statusCode: number,
  text: FanText,
  options: { field?: string; extra?: Record<string, unknown>; asResult?: boolean } = {},
): HttpError {
  const message = fanText(text);
  const extra = options.asResult ? { ...options.extra, result: message } : options.extra;
  return new HttpError(statusCode, message, options.field, extra, text);
}

export type Where = "body" | "query" | "path";

/** Issue texts in English for the 400 answers (the shared schemas carry zod/mini, which has none). */
const englishIssues = z.locales.en().localeError;

type Issue = z.core.$ZodIssue;

/**
 * The issue to report: inside a union (one of several shapes, e.g. a page view of a campaign or of a
 * tour), the first issue of the shape that came closest (fewest issues), with its path from the top.
 */
function reportedIssue(issue: Issue | undefined): { issue: Issue | undefined; path: PropertyKey[] } {
  let path: PropertyKey[] = issue?.path ?? [];
  while (issue?.code === "invalid_union" && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    const inner: Issue | undefined = closest[0];
    if (!inner) break;
    path = [...path, ...inner.path];
    issue = inner;
  }
  // An unexpected key names itself.
  if (issue?.code === "unrecognized_keys" && issue.keys[0]) path = [...path, issue.keys[0]];
  return { issue, path };
}

/** Parses a request part with its shared schema; a failure is a 400 naming the first bad field. */
export function parseOr400<S extends z.ZodMiniType>(schema: S, value: unknown, where: Where): z.infer<S> {
  const unsafe = findUnsafeText(value);
  if (unsafe) {
    const field = unsafe.path.join(".") || undefined;
    const place = field ? `${where} field "${field}"` : where;
    throw new HttpError(400, `Invalid ${place}: ${unsafe.reason}`, field);
  }
  const result = schema.safeParse(value, { error: englishIssues });
  if (result.success) return result.data;
  const { issue, path } = reportedIssue(result.error.issues[0]);
  const field = path.map(String).join(".") || undefined;
  const message = field
    ? `Invalid ${where} field "${field}": ${issue?.message}`
    : `Invalid ${where}: ${issue?.message}`;
  throw new HttpError(400, message, field);
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
}

export const parseBody = async <S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> =>
  parseOr400(schema, await readJson(c), "body");

export const parseQuery = <S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> =>
  parseOr400(schema, c.req.query(), "query");

export const parseParams = <S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> =>
  parseOr400(schema, c.req.param(), "path");
