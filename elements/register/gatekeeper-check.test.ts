import { describe, expect, it } from "vitest";
import { createApiClient } from "../../sdk/api/client.js";
import type { StreamStorage } from "../../sdk/stream/stream-storage.js";
import { checkGatekeeperSession } from "./gatekeeper-check.js";

const TOKEN = "a-session-token-from-the-emailed-link";

/** A client whose verify-session answers `status`; records the bodies it was sent. */
function clientAnswering(status: number) {
  const sent: unknown[] = [];
  const client = createApiClient({
    base: "https://campaigns.example/api/v1/cn",
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify(
          status === 200 ? { success: true } : { message: "Your login has expired!", statusCode: status },
        ),
        {
          status,
          headers: { "content-type": "application/json" },
        },
      );
    },
  });
  return { client, sent };
}

const storage = (token?: string): StreamStorage => ({
  readSessionToken: () => token,
  writeSessionToken: () => {},
  clientId: () => "tab-client-1",
});

describe("given a fan who opened a login link on this device", () => {
  it("is validated when the server accepts the session (no new link after registering)", async () => {
    const { client, sent } = clientAnswering(200);
    const status = await checkGatekeeperSession(
      client,
      { oid: "cmp_1", gatedSessions: true },
      storage(TOKEN),
    );
    expect(status).toBe("validated");
    expect(sent).toEqual([{ sessionToken: TOKEN, clientId: "tab-client-1" }]);
  });

  it("is invalid when another viewer took the session over (401)", async () => {
    const { client } = clientAnswering(401);
    expect(await checkGatekeeperSession(client, { oid: "cmp_1", gatedSessions: true }, storage(TOKEN))).toBe(
      "invalid",
    );
  });
});

describe("given a visitor without a stored login link", () => {
  it("is invalid without asking the server", async () => {
    const { client, sent } = clientAnswering(200);
    expect(await checkGatekeeperSession(client, { oid: "cmp_1", gatedSessions: true }, storage())).toBe(
      "invalid",
    );
    expect(sent).toEqual([]);
  });
});

describe("given a campaign without gated sessions", () => {
  it("is validated at once", async () => {
    const { client } = clientAnswering(401);
    expect(await checkGatekeeperSession(client, { oid: "cmp_1", gatedSessions: false }, storage(TOKEN))).toBe(
      "validated",
    );
  });
});
