import {
  type CallResult,
  type CallSpec,
  parseCallAnswer,
  pathParamNames,
} from "../sdk/api/calls/define-call.js";
import { PROMOTER_API_PATH } from "../sdk/api/promoter-calls.js";

// The console's one way to the server: a call of the promoter table, with the key, its answer parsed by
// the call's schema for its status (a contract breach throws).

export interface Parts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export function urlOf(call: CallSpec, parts: Parts = {}): string {
  let path: string = call.path;
  for (const name of pathParamNames(call.path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(parts.params?.[name] ?? ""));
  }
  const query = new URLSearchParams(parts.query ?? {}).toString();
  return `${PROMOTER_API_PATH}${path}${query ? `?${query}` : ""}`;
}

export async function callPromoter<C extends CallSpec>(
  /** None for the calls without a key (signing up and in). */
  key: string | undefined,
  call: C,
  parts: Parts = {},
): Promise<CallResult<C>> {
  const response = await fetch(urlOf(call, parts), {
    method: call.method,
    headers: {
      ...(key !== undefined && { authorization: `Bearer ${key}` }),
      ...(parts.body !== undefined && { "content-type": "application/json" }),
    },
    ...(parts.body !== undefined && { body: JSON.stringify(parts.body) }),
  });
  const text = await response.text();
  return parseCallAnswer(call, response.status, text ? JSON.parse(text) : undefined);
}

/** Fetches the CSV with the key and hands it to the browser as a download. */
export async function downloadCsv(key: string, url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
