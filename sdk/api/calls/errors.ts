import { ErrorBodySchema } from "../schemas/error.js";

// Error answers share one body (core-journey §8). Each call lists the statuses it can answer with.
export const badRequest = { 400: ErrorBodySchema } as const;
export const unauthorized = { 401: ErrorBodySchema } as const;
export const forbidden = { 403: ErrorBodySchema } as const;
export const notFound = { 404: ErrorBodySchema } as const;
export const conflict = { 409: ErrorBodySchema } as const;
export const tooManyRequests = { 429: ErrorBodySchema } as const;
