import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/client.js";
import { fetchStreamUrl, verifyStreamSession } from "./session-check.js";
import { createStreamStorage } from "./stream-storage.js";

const TOKEN = "a-session-token-from-the-emailed-link";
const ISSUED = "client-id-the-server-issued-0123456789abcd";

type Answer = { status: number; body: unknown };
const expired: Answer = { status: 401, body: { message: "Your login has expired!", statusCode: 401 } };

/** A client answering each request with `answer(path, body)`; records the requests. */
function clientWith(answer: (path: string, body: { clientId?: string }) => Answer) {
  const sent: { path: string; body: { clientId?: string } }[] = [];
  const client = createApiClient({
    base: "https://campaigns.example/api/v1/cn",
    fetch: async (url, init) => {
      const path = new URL(String(url)).pathname;
      const body = JSON.parse(String(init?.body)) as { clientId?: string };
      sent.push({ path, body });
      const { status, body: reply } = answer(path, body);
      return new Response(JSON.stringify(reply), { status, headers: { "content-type": "application/json" } });
    },
  });
  return { client, sent };
}

const memoryStorage = () => createStreamStorage(() => undefined);

describe("verifyStreamSession", () => {
  it("claims a fresh link once for concurrent callers, and keeps the issued client id", async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: { success: true, clientId: ISSUED } }));
    const storage = memoryStorage();
    storage.writeSessionToken("cmp_1", TOKEN);
    const answers = await Promise.all([
      verifyStreamSession(client, "cmp_1", { sessionToken: TOKEN }, storage),
      verifyStreamSession(client, "cmp_1", { sessionToken: TOKEN }, storage),
    ]);
    expect(sent).toHaveLength(1);
    expect(answers).toEqual([
      { status: 200, clientId: ISSUED },
      { status: 200, clientId: ISSUED },
    ]);
    expect(storage.readClientId("cmp_1")).toBe(ISSUED);
  });

  it("checks with the stored client id when another tab of this device claimed the link first", async () => {
    const storage = memoryStorage();
    storage.writeSessionToken("cmp_1", TOKEN);
    const { client, sent } = clientWith((_, body) => {
      if (body.clientId) return { status: 200, body: { success: true } };
      storage.writeClientId("cmp_1", ISSUED); // the other tab's claim landed first
      return expired;
    });
    const answer = await verifyStreamSession(client, "cmp_1", { sessionToken: TOKEN }, storage);
    expect(answer).toEqual({ status: 200, clientId: ISSUED });
    expect(sent.map((r) => r.body)).toEqual([
      { sessionToken: TOKEN },
      { sessionToken: TOKEN, clientId: ISSUED },
    ]);
  });

  it("answers 401 for a link used elsewhere, and 0 when the server is not reached", async () => {
    const { client } = clientWith(() => expired);
    expect(await verifyStreamSession(client, "cmp_1", { sessionToken: TOKEN }, memoryStorage())).toEqual({
      status: 401,
    });
    const offline = createApiClient({
      base: "https://campaigns.example/api/v1/cn",
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const answer = await verifyStreamSession(
      offline,
      "cmp_1",
      { sessionToken: TOKEN, clientId: ISSUED },
      memoryStorage(),
    );
    expect(
      answer.status === "failed" && (answer.error.statusCode === 0 || answer.error.statusCode >= 500),
    ).toBe(true);
  });
});

describe("fetchStreamUrl", () => {
  it("answers the URL for the held session, and the status otherwise", async () => {
    const ok = clientWith(() => ({ status: 200, body: { streamUrl: "https://www.youtube.com/watch?v=x" } }));
    expect(await fetchStreamUrl(ok.client, "cmp_1", { sessionToken: TOKEN, clientId: ISSUED })).toEqual({
      status: 200,
      streamUrl: "https://www.youtube.com/watch?v=x",
    });
    expect(ok.sent[0]?.path).toBe("/api/v1/cn/campaign-fan/cmp_1/stream-url");
    const refused = clientWith(() => expired);
    expect(await fetchStreamUrl(refused.client, "cmp_1", { sessionToken: TOKEN, clientId: ISSUED })).toEqual({
      status: 401,
    });
  });
});
