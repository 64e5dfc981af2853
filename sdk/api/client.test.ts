import { describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_HEADER, createApiClient, MIN_DELAY_MS, TIMEOUT_MESSAGE } from "./client.js";
import { ApiError } from "./errors.js";

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(answers: Array<() => Response>) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next();
  });
  return { fetch: fn as unknown as typeof fetch, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });

const headerOf = (s: Seen, name: string) => new Headers(s.init.headers).get(name);

describe("the API client", () => {
  it("fills path parameters and query values under the base", async () => {
    const { fetch, seen } = fakeFetch([json(200, { ok: true })]);
    const client = createApiClient({ base: "http://x.test/api/v1/cn/", fetch });
    await client.request({
      method: "GET",
      path: "/campaign-fan/{campaignOid}",
      params: { campaignOid: "a b" },
      query: { uri: "p/demo", skip: undefined },
    });
    expect(seen[0]?.url).toBe("http://x.test/api/v1/cn/campaign-fan/a%20b?uri=p%2Fdemo");
  });

  it("saves the auth token from an answer and sends it with the next request", async () => {
    const { fetch, seen } = fakeFetch([
      json(201, {}, { [AUTH_TOKEN_HEADER]: "t".repeat(32) }),
      json(200, {}),
    ]);
    const client = createApiClient({ base: "http://x.test/api", fetch });
    await client.request({ method: "POST", path: "/campaign-account", body: { a: 1 } });
    expect(headerOf(seen[0]!, AUTH_TOKEN_HEADER)).toBeNull();
    await client.request({ method: "GET", path: "/campaign-fan/1" });
    expect(headerOf(seen[1]!, AUTH_TOKEN_HEADER)).toBe("t".repeat(32));
  });

  it("sends the current language as accept-language and JSON bodies with their type", async () => {
    const { fetch, seen } = fakeFetch([json(201, {})]);
    const client = createApiClient({ base: "http://x.test/api", fetch, language: () => "ar" });
    await client.request({ method: "POST", path: "/x", body: { hello: "world" } });
    expect(headerOf(seen[0]!, "accept-language")).toBe("ar");
    expect(headerOf(seen[0]!, "content-type")).toBe("application/json");
    expect(seen[0]?.init.body).toBe('{"hello":"world"}');
  });

  describe("when the server answers 401", () => {
    it("returns it as a normal result", async () => {
      const { fetch } = fakeFetch([json(401, { message: "no fan" })]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      await expect(client.request({ method: "GET", path: "/campaign-fan/1" })).resolves.toEqual({
        status: 401,
        data: { message: "no fan" },
      });
    });
  });

  describe("when the server answers another error", () => {
    it("throws a normalised error with the body's statusCode", async () => {
      const { fetch } = fakeFetch([json(400, { message: "Invalid email", statusCode: 422 })]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      const error = await client.request({ method: "POST", path: "/x" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: "Invalid email", statusCode: 422 });
    });

    it("falls back to the response status, then 500", async () => {
      const { fetch } = fakeFetch([
        json(429, { retry_after: 3 }),
        () => new Response("oops", { status: 502 }),
      ]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      await expect(client.request({ method: "POST", path: "/x" })).rejects.toMatchObject({ statusCode: 429 });
      await expect(client.request({ method: "POST", path: "/x" })).rejects.toMatchObject({
        statusCode: 502,
        message: "oops",
      });
    });

    it("turns a network failure into a 500", async () => {
      const fetch = (async () => {
        throw new TypeError("Failed to fetch");
      }) as unknown as typeof globalThis.fetch;
      const client = createApiClient({ base: "http://x.test/api", fetch });
      await expect(client.request({ method: "GET", path: "/x" })).rejects.toMatchObject({
        statusCode: 500,
        message: "Failed to fetch",
      });
    });
  });

  describe("caching", () => {
    it("keeps only the last 5 GET answers", async () => {
      const answers = Array.from({ length: 7 }, (_, i) => json(200, { i }));
      const { fetch, seen } = fakeFetch(answers);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      for (let i = 0; i < 6; i++) await client.request({ method: "GET", path: `/r/${i}`, cache: true });
      expect(seen).toHaveLength(6);
      // /r/5 is cached, /r/0 was evicted by the sixth answer
      await client.request({ method: "GET", path: "/r/5", cache: true });
      expect(seen).toHaveLength(6);
      await client.request({ method: "GET", path: "/r/0", cache: true });
      expect(seen).toHaveLength(7);
    });

    it("answers a primed request without fetching", async () => {
      const { fetch, seen } = fakeFetch([]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      client.prime({ path: "/campaign-uri", query: { uri: "p/x" } }, { status: 200, data: { campaign: 1 } });
      const answer = await client.request({
        method: "GET",
        path: "/campaign-uri",
        query: { uri: "p/x" },
        cache: true,
      });
      expect(answer.data).toEqual({ campaign: 1 });
      expect(seen).toHaveLength(0);
    });
  });

  it("waits the minimum delay when asked", async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch([json(200, {})]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      let done = false;
      const pending = client.request({ method: "GET", path: "/x", minDelay: true }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(MIN_DELAY_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ["a write waits", "POST", undefined, true],
    ["a read does not", "GET", undefined, false],
    ["a write asked not to does not", "PATCH", false, false],
  ] as const)("by default, %s the minimum delay", async (_, method, minDelay, waits) => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch([json(200, {})]);
      const client = createApiClient({ base: "http://x.test/api", fetch });
      let done = false;
      const pending = client
        .request({ method, path: "/x", ...(minDelay !== undefined && { minDelay }) })
        .then(() => {
          done = true;
        });
      await vi.advanceTimersByTimeAsync(MIN_DELAY_MS - 1);
      expect(done).toBe(!waits);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("can be cancelled with an AbortSignal", async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ base: "http://x.test/api", fetch });
    const controller = new AbortController();
    const pending = client.request({ method: "GET", path: "/x", signal: controller.signal });
    controller.abort(new DOMException("stop", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("gives up on a request that never answers, as a 504 the screens can show", async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ base: "http://x.test/api", fetch, timeoutMs: 20 });
    const failure = await client.request({ method: "POST", path: "/x", body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 504, message: TIMEOUT_MESSAGE });
  });
});
