import { ApiError, normaliseError } from "./errors.js";
import { ResponseCache } from "./response-cache.js";
import { createMemoryTokenStore, type TokenStore } from "./token-store.js";

/** The header carrying the fan's auth token, both ways (core-journey §7). */
export const AUTH_TOKEN_HEADER = "x-auth-token";
export const DEFAULT_API_PATH = "/api/v1/cn";
/** core-journey §9: "Fetch minimum delay is 200 ms" (so a spinner never flickers). */
export const MIN_DELAY_MS = 200;
/** A request without an answer by then is given up (issue 9): the fan sees an error, never an endless spinner. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE = "The request timed out";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | undefined;

export interface ApiClientOptions {
  /** API base URL. Default: `/api/v1/cn` on the page's own origin (required outside a browser). */
  base?: string;
  fetch?: typeof fetch;
  tokenStore?: TokenStore;
  /** The current UI language, sent as accept-language. */
  language?: () => string;
  /** How many GET answers to keep (default 5). */
  cacheSize?: number;
  minDelayMs?: number;
  /** Give up on a request after this long (default REQUEST_TIMEOUT_MS); answered as a 504 ApiError. */
  timeoutMs?: number;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Path relative to the base, with `{name}` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Wait at least MIN_DELAY_MS before resolving (core-journey §9: fetch minimum delay 200 ms). On by
   * default for writes, which answer the fan's own action (a button's busy state never just flickers);
   * off by default for reads, which pages wait on.
   */
  minDelay?: boolean;
  /** GET only: answer from the response cache when present. */
  cache?: boolean;
  /** The request outlives the page (sent while it unloads). */
  keepalive?: boolean;
}

/** A 2xx or 401 answer. 401 is a normal result (core-journey §7), other errors are thrown as ApiError. */
export interface ApiAnswer<T = unknown> {
  status: number;
  data: T;
}

export interface ApiClient {
  readonly base: string;
  request<T = unknown>(request: ApiRequest): Promise<ApiAnswer<T>>;
  /** Seeds the cache with an answer the page already has (e.g. embedded in the HTML). */
  prime(request: Pick<ApiRequest, "path" | "params" | "query">, answer: ApiAnswer): void;
  readonly tokens: TokenStore;
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ApiError(`Missing path parameter "${name}" for ${path}`, 400);
    return encodeURIComponent(value);
  });
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function defaultBase(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin || origin === "null") {
    throw new Error("createApiClient: no page origin to derive the API base from; pass `base`.");
  }
  return `${origin}${DEFAULT_API_PATH}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = (options.base ?? defaultBase()).replace(/\/$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokenStore ?? createMemoryTokenStore();
  const cache = new ResponseCache<ApiAnswer>(options.cacheSize ?? 5);
  const minDelayMs = options.minDelayMs ?? MIN_DELAY_MS;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const urlOf = (r: Pick<ApiRequest, "path" | "params" | "query">) =>
    `${base}${fillPath(r.path, r.params)}${buildQuery(r.query)}`;
  // The same GET may answer differently per fan and per language.
  const cacheKey = (url: string) => `${url}\n${tokens.get() ?? ""}\n${options.language?.() ?? ""}`;

  async function send(request: ApiRequest, url: string): Promise<ApiAnswer> {
    const headers: Record<string, string> = { accept: "application/json" };
    const language = options.language?.();
    if (language) headers["accept-language"] = language;
    const token = tokens.get();
    if (token) headers[AUTH_TOKEN_HEADER] = token;
    if (request.body !== undefined) headers["content-type"] = "application/json";

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    if (request.signal?.aborted) timeout.abort(request.signal.reason);
    request.signal?.addEventListener("abort", () => timeout.abort(request.signal?.reason), { once: true });
    const signal = timeout.signal; // AbortSignal.any is missing on Safari before 17.4
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        ...(request.keepalive && { keepalive: true }),
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (signal.aborted) throw new ApiError(TIMEOUT_MESSAGE, 504);
      throw normaliseError(error);
    } finally {
      clearTimeout(timer);
    }
    const saved = response.headers.get(AUTH_TOKEN_HEADER);
    if (saved) tokens.set(saved);
    const data = await readBody(response);
    if (response.ok || response.status === 401) return { status: response.status, data };
    throw normaliseError(data ?? response.statusText, response.status);
  }

  return {
    base,
    tokens,
    async request<T>(request: ApiRequest): Promise<ApiAnswer<T>> {
      const url = urlOf(request);
      const cacheable = request.method === "GET" && request.cache === true;
      const cached = cacheable ? cache.get(cacheKey(url)) : undefined;
      if (cached) return cached as ApiAnswer<T>;
      const [answer] = await Promise.all([
        send(request, url),
        (request.minDelay ?? request.method !== "GET") ? sleep(minDelayMs, request.signal) : undefined,
      ]);
      if (cacheable && answer.status >= 200 && answer.status < 300) cache.set(cacheKey(url), answer);
      return answer as ApiAnswer<T>;
    },
    prime(request, answer) {
      cache.set(cacheKey(urlOf(request)), answer);
    },
  };
}
