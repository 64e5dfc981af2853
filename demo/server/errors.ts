import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { answerLanguage, fanText } from "./api/fan-texts.js";
import { type ErrorBody, HttpError } from "./api/validate.js";
import { requestLogger } from "./operations/logger.js";

/**
 * The client went away mid-request (an upload cut off, a closed tab): nobody reads the answer and it
 * is no server fault, so it is not logged (a stack trace per aborted upload let any client fill the log).
 */
function isClientAbort(error: unknown, c: Context): boolean {
  if (c.req.raw.signal?.aborted) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && error.message === "aborted" && code === "ECONNRESET";
}

/**
 * One error answer for the whole server: client mistakes keep their status and reason; anything
 * unexpected is logged here and answered as a bare 500 (no stack trace or SQL reaches a client).
 */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof HttpError) {
    // A fan-facing text is answered in the language the request asked for (issue 20).
    const message = error.text ? fanText(error.text, answerLanguage(c)) : error.message;
    const body: ErrorBody & Record<string, unknown> = {
      message,
      statusCode: error.statusCode,
      ...(error.field && { field: error.field }),
      ...error.extra,
      ...(error.text && error.extra?.result === error.message && { result: message }),
    };
    return c.json(body, error.statusCode as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? "Request body too large" : error.message || "Request failed";
    return c.json({ message, statusCode: status } satisfies ErrorBody, status);
  }
  if (isClientAbort(error, c)) {
    return c.json({ message: "Request aborted by the client", statusCode: 400 } satisfies ErrorBody, 400);
  }
  // The request line that follows names the route; the path is left out (it may hold an oid).
  requestLogger(c).error({ err: error, method: c.req.method }, "request failed");
  return c.json({ message: "Internal server error", statusCode: 500 } satisfies ErrorBody, 500);
}
