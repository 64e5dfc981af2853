import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_HEADER, createApiClient } from "../api/client.js";
import { createMemoryTokenStore } from "../api/token-store.js";
import { FanStore } from "./fan-store.js";
import { logOutFan } from "./log-out.js";

const TOKEN = "t".repeat(43);

function clientAnswering(status: number | "offline") {
  const sent: { url: string; method: string; token: string | null }[] = [];
  const client = createApiClient({
    base: "https://fans.example/api/v1/cn",
    tokenStore: createMemoryTokenStore(TOKEN),
    minDelayMs: 0,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({ url: String(input), method: init?.method ?? "GET", token: headers.get(AUTH_TOKEN_HEADER) });
      if (status === "offline") throw new TypeError("Failed to fetch");
      if (status === 204) return new Response(null, { status });
      return Response.json({ message: "The fan account does not exist.", statusCode: status }, { status });
    },
  });
  return { client, sent };
}

describe("logOutFan", () => {
  it("asks the server to end the token it holds, then forgets the token and the campaign's fan", async () => {
    const { client, sent } = clientAnswering(204);
    const store = new FanStore();
    store.set("cmp_a", { status: "fan", fan: { oid: "fan_a" } as never });
    await logOutFan(client, ["cmp_a"], store);
    expect(sent).toEqual([
      { url: "https://fans.example/api/v1/cn/campaign-account/logout", method: "POST", token: TOKEN },
    ]);
    expect(client.tokens.get()).toBeUndefined();
    expect(store.get("cmp_a")).toEqual({ status: "visitor" });
  });

  it("forgets the token when the server no longer knows it (401) or cannot be reached", async () => {
    const ended = clientAnswering(401);
    await logOutFan(ended.client);
    expect(ended.client.tokens.get()).toBeUndefined();
    const offline = clientAnswering("offline");
    await expect(logOutFan(offline.client)).rejects.toThrow();
    expect(offline.client.tokens.get()).toBeUndefined();
  });

  it("calls nothing without a token", async () => {
    const { client, sent } = clientAnswering(204);
    client.tokens.set(undefined);
    await logOutFan(client);
    expect(sent).toEqual([]);
  });
});
