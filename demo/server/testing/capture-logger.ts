import { createLogger, type Logger } from "../operations/logger.js";

/** Test helper: a logger at `trace` whose lines are kept, parsed, in `lines`. */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[]; text(): string } {
  const raw: string[] = [];
  const logger = createLogger("trace", { write: (line: string) => void raw.push(line) });
  return {
    logger,
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(""),
  };
}
