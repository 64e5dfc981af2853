/**
 * Errors from the API, normalised to `{ message, statusCode }` (core-journey §8: "a normalised error
 * carries a message plus statusCode, taken from statusCode, status or the response status, default 500").
 */
export class ApiError extends Error {
  readonly statusCode: number;
  /** The answer's body, when the server sent one (e.g. `retry_after` on a 429). */
  readonly data: unknown;

  constructor(message: string, statusCode: number, data?: unknown) {
    super(message);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.data = data;
  }
}

function numberFrom(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599
    ? value
    : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Turns anything thrown or answered into an ApiError. `responseStatus` is the HTTP status, when known. */
export function normaliseError(error: unknown, responseStatus?: number): ApiError {
  if (error instanceof ApiError) return error;
  const body = record(error);
  const statusCode =
    numberFrom(body?.statusCode) ?? numberFrom(body?.status) ?? numberFrom(responseStatus) ?? 500;
  const message =
    (typeof body?.message === "string" && body.message) ||
    (typeof body?.result === "string" && body.result) ||
    (typeof error === "string" && error) ||
    "Unexpected error";
  return new ApiError(message, statusCode, error);
}
