import type { Context } from "hono";
import { z } from "zod/mini";

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
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export type Where = "body" | "query" | "path";

/** Parses a request part with its shared schema; a failure is a 400 naming the first bad field. */
/** Issue texts in English for the 400 answers (the shared schemas carry zod/mini, which has none). */
const englishIssues = z.locales.en().localeError;

export function parseOr400<S extends z.ZodMiniType>(schema: S, value: unknown, where: Where): z.infer<S> {
  const result = schema.safeParse(value, { error: englishIssues });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
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
