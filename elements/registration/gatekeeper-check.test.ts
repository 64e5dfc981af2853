import { describe, expect, it } from "vitest";
import { createApiClient } from "../../sdk/api/client.js";
import type { StreamStorage } from "../../sdk/stream/stream-storage.js";
import { checkGatekeeperSession } from "./gatekeeper-check.js";

const TOKEN = "a-session-token-from-the-emailed-link";
const ISSUED = "client-id-the-server-issued-0123456789abcd";

/** A client whose verify-session answers `status` (a claim: with a client id); records the bodies sent. */
function clientAnswering(status: number) {
  const sent: unknown[] = [];
  const client = createApiClient({
    base: "https://campaigns.example/api/v1/cn",
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { clientId?: string };
      sent.push(body);
      const ok = body.clientId ? { success: true } : { success: true, clientId: ISSUED };
      return new Response(
        JSON.stringify(status === 200 ? ok : { message: "Your login has expired!", statusCode: status }),
        { status, headers: { "content-type": "application/json" } },
      );
    },
  });
  return { client, sent };
}

/** A stream storage in memory, holding a token and maybe the client id issued for it. */
function storage(token?: string, clientId?: string) {
  const kept: { clientId?: string } = clientId ? { clientId } : {};
  const store: StreamStorage = {
    readSessionToken: () => token,
    writeSessionToken: () => {},
    readClientId: () => kept.clientId,
    writeClientId: (_, id) => {
      kept.clientId = id;
    },
  };
  return { store, kept };
}

describe("given a fan who opened a magic link on this device", () => {
  it("claims it once and keeps the client id the server issued", async () => {
    const { client, sent } = clientAnswering(200);
    const { store, kept } = storage(TOKEN);
    const status = await checkGatekeeperSession(client, { oid: "cmp_1", gatedSessions: true }, store);
    expect(status).toBe("validated");
    expect(sent).toEqual([{ sessionToken: TOKEN }]);
    expect(kept.clientId).toBe(ISSUED);
  });

  it("is validated with the issued client id when it claimed the link before", async () => {
    const { client, sent } = clientAnswering(200);
    const status = await checkGatekeeperSession(
      client,
      { oid: "cmp_1", gatedSessions: true },
      storage(TOKEN, ISSUED).store,
    );
    expect(status).toBe("validated");
    expect(sent).toEqual([{ sessionToken: TOKEN, clientId: ISSUED }]);
  });

  it("is invalid when a newer login took the session over (401)", async () => {
    const { client } = clientAnswering(401);
    const status = await checkGatekeeperSession(
      client,
      { oid: "cmp_1", gatedSessions: true },
      storage(TOKEN, ISSUED).store,
    );
    expect(status).toBe("invalid");
  });
});

describe("given a visitor without a stored magic link", () => {
  it("is invalid without asking the server", async () => {
    const { client, sent } = clientAnswering(200);
    expect(await checkGatekeeperSession(client, { oid: "cmp_1", gatedSessions: true }, storage().store)).toBe(
      "invalid",
    );
    expect(sent).toEqual([]);
  });
});

describe("given a campaign without gated sessions", () => {
  it("is validated at once", async () => {
    const { client } = clientAnswering(401);
    const status = await checkGatekeeperSession(
      client,
      { oid: "cmp_1", gatedSessions: false },
      storage(TOKEN).store,
    );
    expect(status).toBe("validated");
  });
});
