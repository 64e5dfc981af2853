import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/client.js";
import { createMemoryTokenStore } from "../api/token-store.js";
import { FanStore } from "./fan-store.js";
import { registrationStatus } from "./registration-status.js";

const FAN = {
  oid: "fan_1",
  campaignOid: "cmp_1",
  completedActions: [],
  stats: { totalPoints: 0, position: 1, referredCount: 0 },
  referees: [],
  shortUrls: {},
};

function clientAnswering(answer: { status: number; body?: unknown } | "offline", token = "t".repeat(43)) {
  return createApiClient({
    base: "https://fans.example/api/v1/cn",
    tokenStore: createMemoryTokenStore(token || undefined),
    minDelayMs: 0,
    fetch: async () => {
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return Response.json(answer.body, { status: answer.status });
    },
  });
}

describe("registrationStatus", () => {
  it("is verified when the fan answers, and keeps the fan for the page", async () => {
    const store = new FanStore();
    const client = clientAnswering({ status: 200, body: FAN });
    expect(await registrationStatus(client, "cmp_1", store)).toBe("verified");
    expect(store.get("cmp_1")).toMatchObject({ status: "fan", fan: { oid: "fan_1" } });
  });

  it("is waiting while the registration waits for its code (202), or when the network fails", async () => {
    const waiting = clientAnswering({ status: 202, body: { validationType: "email-address" } });
    expect(await registrationStatus(waiting, "cmp_1", new FanStore())).toBe("waiting");
    expect(await registrationStatus(clientAnswering("offline"), "cmp_1", new FanStore())).toBe("waiting");
  });

  it("is ended when the token no longer opens anything (401), or there is none", async () => {
    const ended = clientAnswering({
      status: 401,
      body: { message: "The fan account does not exist.", statusCode: 401 },
    });
    expect(await registrationStatus(ended, "cmp_1", new FanStore())).toBe("ended");
    expect(await registrationStatus(clientAnswering("offline", ""), "cmp_1", new FanStore())).toBe("ended");
  });
});
