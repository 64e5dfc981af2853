import { beforeAll, describe, expect, it } from "vitest";
import type { CallSpec } from "../../../sdk/api/calls/define-call.js";
import { callList } from "../../../sdk/api/calls.js";
import { PREVIEW_TOKEN_HEADER } from "../../../sdk/preview/messages.js";
import { openDatabase } from "../../db/open-database.js";
import { DEMO_SERVER_SECRET } from "../config.js";
import { issuePreviewToken } from "../previews/preview-token.js";
import { createHarness, type Harness } from "../testing/api-harness.js";

// Issue 9: "malformed JSON, oversized bodies (limit them) and wrong types get 400/413, never 500", for
// every call of the table that takes a body, and bad queries for every call that takes one. A client's
// mistake is answered with a reason (`{ message, statusCode }`), never a stack trace or SQL.

const PATH_VALUES: Record<string, string> = {
  campaignOid: "cmp_demo_presale",
  campaignFanOid: "fan_unknown",
};
const pathOf = (call: CallSpec) =>
  call.path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? "x");
const withBody = callList.filter((call) => call.body);
const withQuery = callList.filter((call) => call.query);
const withParams = callList.filter((call) => call.params);

/** Text PostgreSQL cannot store (a NUL) or that is not Unicode (a lone surrogate): refused, never 500. */
const UNSAFE_TEXTS = [
  ["a NUL", "a\u0000b"],
  ["an unpaired high surrogate", "a\ud800b"],
  ["an unpaired low surrogate", "\udc00"],
] as const;
const UNSAFE_REASON = /NUL character or an unpaired surrogate/;
const shapeOf = (schema: unknown) =>
  (schema as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape ?? {};

/** Bodies that are not a JSON object. */
const NOT_OBJECTS = [null, [], 42, "text", true];
/** A value of the wrong type for whatever a field expects (objects, arrays, numbers and text alike). */
const WRONG_TYPES = [null, [], 42, { nested: { deeper: [1, "two", null] } }, true];

const previewToken = issuePreviewToken(DEMO_SERVER_SECRET);

describe("given requests a client got wrong", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(await openDatabase({ dataDir: ":memory:" }));
  });

  const send = async (call: CallSpec, body: string, headers: Record<string, string> = {}) => {
    const res = await h.app.request(`/api/v1/cn${pathOf(call)}`, {
      method: call.method,
      // The preview calls check the admin tool's token first (403); with one, their bodies are parsed.
      headers: { "content-type": "application/json", [PREVIEW_TOKEN_HEADER]: previewToken, ...headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  const expectReasoned400 = (answer: { status: number; text: string }) => {
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.text) as { message?: unknown; statusCode?: unknown };
    expect(body.statusCode).toBe(400);
    expect(typeof body.message).toBe("string");
    expect(answer.text).not.toMatch(/\bat \w+ \(|SELECT |INSERT |node_modules/);
  };

  describe.each(withBody.map((call) => [`${call.method} ${call.path}`, call] as const))("%s", (_, call) => {
    it("answers malformed JSON with 400 and a reason", async () => {
      expectReasoned400(await send(call, "{ not json"));
      expectReasoned400(await send(call, '{"a": 1,'));
    });

    it("answers a body that is not an object, or fields of the wrong type, with 400", async () => {
      for (const value of NOT_OBJECTS) expectReasoned400(await send(call, JSON.stringify(value)));
      const shape = (call.body as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def
        .shape;
      for (const value of WRONG_TYPES) {
        const fields = Object.fromEntries(Object.keys(shape ?? { anything: 0 }).map((key) => [key, value]));
        const answer = await send(call, JSON.stringify(fields));
        // Every field of the wrong type: the body schema refuses it before any handler runs.
        expect(answer.status, `${JSON.stringify(fields)} → ${answer.text}`).toBe(400);
      }
    });

    it.each(UNSAFE_TEXTS)(
      "answers %s in any text of the body (value or key) with 400 naming the field",
      async (_, text) => {
        for (const key of Object.keys(shapeOf(call.body))) {
          for (const [body, field] of [
            [{ [key]: text }, key],
            [{ [key]: { inner: ["ok", text] } }, `${key}.inner.1`],
            [{ [key]: { [`k${text}`]: "ok" } }, `${key}.k${text}`],
          ] as const) {
            const answer = await send(call, JSON.stringify(body));
            expectReasoned400(answer);
            const parsed = JSON.parse(answer.text) as { field?: string; message: string };
            expect(parsed.field, answer.text).toBe(field);
            expect(parsed.message).toMatch(UNSAFE_REASON);
          }
        }
      },
    );

    it("refuses a body over 64 KB with 413 before reading it", async () => {
      const huge = JSON.stringify({ filler: "x".repeat(70 * 1024) });
      const answer = await send(call, huge, { "content-length": String(huge.length) });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ message: "Request body too large", statusCode: 413 });
    });
  });

  describe.each(withQuery.map((call) => [`${call.method} ${call.path}`, call] as const))("%s", (_, call) => {
    it("answers a query of the wrong shape with 400, never 500", async () => {
      for (const query of [
        "",
        "?uri=",
        "?oid=a&uri=b",
        `?uri=${"x".repeat(5000)}`,
        "?uri=%E0%A4%A",
        "?tour=%7Bnot",
      ]) {
        const res = await h.app.request(`/api/v1/cn${pathOf(call)}${query}`, { method: call.method });
        expect(res.status, `${call.path}${query}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${call.path}${query}`).toBeLessThan(500);
      }
    });

    it("answers a NUL in any query parameter with 400 naming it", async () => {
      // A URL cannot carry a lone surrogate (percent-decoding refuses one); a NUL it can.
      for (const key of Object.keys(shapeOf(call.query))) {
        const res = await h.app.request(`/api/v1/cn${pathOf(call)}?${key}=a%00b`, {
          method: call.method,
          headers: { [PREVIEW_TOKEN_HEADER]: previewToken },
        });
        const text = await res.text();
        expect(res.status, `${call.path}?${key}=a%00b → ${text}`).toBe(400);
        const parsed = JSON.parse(text) as { field?: string; message: string };
        expect(parsed.field).toBe(key);
        expect(parsed.message).toMatch(UNSAFE_REASON);
      }
    });
  });

  describe.each(withParams.map((call) => [`${call.method} ${call.path}`, call] as const))("%s", (_, call) => {
    it("answers a NUL in any path parameter with 400 naming it", async () => {
      for (const name of Object.keys(shapeOf(call.params))) {
        const path = call.path.replace(/\{(\w+)\}/g, (_, each: string) =>
          each === name ? "a%00b" : (PATH_VALUES[each] ?? "x"),
        );
        const res = await h.app.request(`/api/v1/cn${path}`, {
          method: call.method,
          headers: { "content-type": "application/json", [PREVIEW_TOKEN_HEADER]: previewToken },
          ...(call.body && { body: "{}" }),
        });
        const text = await res.text();
        expect(res.status, `${call.method} ${path} → ${text}`).toBe(400);
        const parsed = JSON.parse(text) as { field?: string; message: string };
        expect(parsed.field).toBe(name);
        expect(parsed.message).toMatch(UNSAFE_REASON);
      }
    });
  });
});
