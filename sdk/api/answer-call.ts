import { type CallOptions, callApi } from "./call-api.js";
import type { CallRequest, CallResult, CallSpec } from "./calls/define-call.js";
import type { ApiClient } from "./client.js";
import { ApiError, normaliseError } from "./errors.js";

/**
 * What no call declares: the network failed, the request timed out (504), the server answered a status
 * outside the call's table, or a body broke the contract (502). `error.statusCode` says which.
 */
export interface CallFailure {
  status: "failed";
  error: ApiError;
}

/** Every status a call declares, its body parsed by that status's schema, or the one `failed` case. */
export type CallAnswer<C extends CallSpec> = CallResult<C> | CallFailure;

/** The answers of a call that carry a given status, narrowed: `AnswerWith<typeof verifySms, 201 | 429>`. */
export type AnswerWith<C extends CallSpec, S extends number> = Extract<CallResult<C>, { status: S }>;

function failure(error: unknown): CallFailure {
  return { status: "failed", error: normaliseError(error) };
}

/**
 * Makes one call and answers whatever happened as a value, for machines that decide what each status
 * means: 4xx answers the call declares come back typed like its 2xx ones instead of being thrown. Only
 * an aborted request rejects (its caller asked for no answer).
 */
export async function answerCall<C extends CallSpec>(
  client: ApiClient,
  call: C,
  request: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  try {
    return await callApi(client, call, request, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (!(error instanceof ApiError)) return failure(error);
    const schema = call.responses[error.statusCode];
    if (!schema || error.statusCode === 502) return failure(error);
    const parsed = schema.safeParse(error.data);
    if (!parsed.success) return failure(new ApiError(error.message, 502, error.data));
    return { status: error.statusCode, data: parsed.data } as CallResult<C>;
  }
}
