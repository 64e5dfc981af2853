import type { z } from "zod/mini";
import { type CallRequest, type CallResult, type CallSpec, parseCallAnswer } from "./calls/define-call.js";
import type { ApiAnswer, ApiClient } from "./client.js";
import { ApiError } from "./errors.js";

export interface CallOptions {
  signal?: AbortSignal;
  /** Wait at least the client's minimum delay (200 ms) before resolving. */
  minDelay?: boolean;
  /** GET only: answer from the client's cache when present. */
  cache?: boolean;
  /** The request outlives the page (sent while it unloads). */
  keepalive?: boolean;
}

function check(callId: string, part: string, schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join(".");
    throw new ApiError(
      `${callId}: invalid ${part}${field ? ` field "${field}"` : ""}: ${issue?.message}`,
      400,
    );
  }
  return result.data;
}

type RequestParts = { params?: unknown; query?: unknown; body?: unknown };

/** The request parts checked against the call's schemas (an ApiError 400 naming the field); the params and body as parsed. */
function checkRequest(call: CallSpec, parts: RequestParts) {
  const params = check(call.id, "path", call.params, parts.params) as Record<string, string> | undefined;
  check(call.id, "query", call.query, parts.query);
  const body = check(call.id, "body", call.body, parts.body);
  return { params, body };
}

function parseAnswer<C extends CallSpec>(call: C, answer: ApiAnswer): CallResult<C> {
  try {
    return parseCallAnswer(call, answer.status, answer.data);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 502, answer.data);
  }
}

/**
 * What callApi answers, for a request sent before the call's schemas had loaded (the first view's campaign
 * lookup, sdk/campaign/lazy-lookup.ts): the same checks of the request, then of the answer, the same errors.
 */
export function resultOfCall<C extends CallSpec>(
  call: C,
  request: CallRequest<C>,
  answer: ApiAnswer,
): CallResult<C> {
  checkRequest(call, request as RequestParts);
  return parseAnswer(call, answer);
}

/**
 * Makes one call of the shared table: the request parts are checked against the call's schemas before
 * anything is sent, and the answer is parsed with the schema of its status. Errors other than 401 throw
 * an ApiError (see client.ts); a body that breaks the contract throws too.
 */
export async function callApi<C extends CallSpec>(
  client: ApiClient,
  call: C,
  request: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallResult<C>> {
  const parts = request as RequestParts;
  const { params, body } = checkRequest(call, parts);
  const answer = await client.request({
    method: call.method,
    path: call.path,
    ...(params && { params }),
    // The query goes out as given (the server parses and coerces it), not as parsed.
    ...(parts.query !== undefined && {
      query: parts.query as Record<string, string | number | boolean | undefined>,
    }),
    ...(body !== undefined && { body }),
    ...(options.signal && { signal: options.signal }),
    ...(options.minDelay && { minDelay: true }),
    ...(options.cache && { cache: true }),
    ...(options.keepalive && { keepalive: true }),
  });
  return parseAnswer(call, answer);
}
