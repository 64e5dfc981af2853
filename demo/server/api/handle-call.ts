import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  type CallResponseInput,
  type CallSpec,
  type CallStatus,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  toHonoPath,
} from "../../../sdk/api/calls/define-call.js";
import { encodedText } from "../compression/compress-answers.js";
import { parseOr400, readJson } from "./validate.js";

/** The request of a call after its shared schemas parsed it. */
export interface ParsedRequest<C extends CallSpec> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
}

/** An answer with one of the statuses the call declares, its body typed by that status's schema. */
export type Answer<C extends CallSpec> = {
  [S in CallStatus<C>]: { status: S; body: CallResponseInput<C, S>; headers?: Record<string, string> };
}[CallStatus<C>];

/** A call whose answer is not JSON (`answerType`, e.g. a streamed CSV) answers with a Response. */
type StreamedAnswer<C extends CallSpec> = C["answerType"] extends string ? Response : never;

/**
 * Registers a handler for a call of the shared table: the route, method and every request part come
 * from the call's definition, so the server can only accept what the contract describes.
 */
export function handleCall<C extends CallSpec>(
  app: Hono,
  call: C,
  handler: (request: ParsedRequest<C>, c: Context) => Promise<Answer<C> | StreamedAnswer<C>>,
): void {
  app.on(call.method, toHonoPath(call.path), async (c) => {
    const request = {
      params: call.params ? parseOr400(call.params, c.req.param(), "path") : undefined,
      query: call.query ? parseOr400(call.query, c.req.query(), "query") : undefined,
      body: call.body ? parseOr400(call.body, await readJson(c), "body") : undefined,
    } as ParsedRequest<C>;
    const answer = await handler(request, c);
    if (answer instanceof Response) return answer;
    const status = answer.status as ContentfulStatusCode;
    if (answer.body === undefined) return c.body(null, status as 204, answer.headers);
    // Compressed here, from the text: the compression middleware would have to read the answer back,
    // which turns the Node adapter's light answer into a whole Web Response with a stream (issue 18).
    const encoded = await encodedText(JSON.stringify(answer.body), c.req.header("accept-encoding"));
    return c.body(encoded.body, status, {
      ...answer.headers,
      "content-type": "application/json",
      ...encoded.headers,
    });
  });
}

/** An error answer in the shared error body (core-journey §8: `{ message, statusCode }`). */
export function errorAnswer<S extends number>(status: S, message: string, field?: string) {
  return { status, body: { message, statusCode: status, ...(field && { field }) } } as const;
}
