import type { Context } from "hono";
import { type DestinationStream, type Logger, pino } from "pino";

// Operational logs: one JSON object per line on stdout (pino), for a log collector rather than a person.
// Never log an email address, a mobile number, a code, a token or a link: request lines name the route
// pattern, not the path, and errors that quote a message are redacted before they are thrown.

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

declare module "hono" {
  interface ContextVariableMap {
    /** The request's logger: every line carries its request id (set by requestLogging). */
    log: Logger;
  }
}

/** A logger writing to `destination` (tests) or to stdout, synchronously: a crash loses no line. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { pid: process.pid } }, destination ?? pino.destination({ fd: 1, sync: true }));
}

/** For code that runs outside a request (or an app without requestLogging, the promoter demo site). */
let processLogger: Logger | undefined;
export function defaultLogger(): Logger {
  processLogger ??= createLogger("info");
  return processLogger;
}

/** The logger of the request being answered. */
export function requestLogger(c: Context): Logger {
  return (c.get("log") as Logger | undefined) ?? defaultLogger();
}
