import { ApiError } from "../../sdk/api/errors.js";

/** An API answer as machines take it: the status, and the body's result text or retry_after when sent. */
export interface StatusAnswer {
  status: number;
  data?: unknown;
  result?: string;
  retryAfter?: number;
}

function details(data: unknown): Pick<StatusAnswer, "result" | "retryAfter"> {
  if (typeof data !== "object" || data === null) return {};
  const body = data as { result?: unknown; message?: unknown; retry_after?: unknown };
  const result = typeof body.result === "string" ? body.result : undefined;
  const retryAfter = typeof body.retry_after === "number" ? body.retry_after : undefined;
  return { ...(result && { result }), ...(retryAfter !== undefined && { retryAfter }) };
}

/** Runs a call and answers its status whatever happened: machines decide what a status means. */
export async function statusOf(call: Promise<{ status: number; data: unknown }>): Promise<StatusAnswer> {
  try {
    const answer = await call;
    return { status: answer.status, data: answer.data, ...details(answer.data) };
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.statusCode, data: error.data, ...details(error.data) };
    return { status: 500 };
  }
}
