import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer's address when served by node; undefined otherwise (app.request in tests without an env). */
export function clientIp(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
