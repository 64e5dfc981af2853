import { randomUUID } from "node:crypto";

/** What a proxy or client may send as `x-request-id`: short, printable, nothing to inject into a log. */
const SANE_REQUEST_ID = /^[\w.:/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = "x-request-id";

/** The incoming id when it is sane (a proxy's id ties its log to ours), else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
