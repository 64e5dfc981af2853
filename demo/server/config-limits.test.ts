import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

// The abuse-limit settings (docs/security.md, docs/running-the-server.md): documented defaults, and a
// wrong value stops the start instead of switching a limit off.

describe("abuse-limit settings", () => {
  it("default to the documented values", () => {
    expect(loadConfig({ DEMO: "1" })).toMatchObject({
      TRUST_PROXY: 0,
      RATE_LIMIT_IP_REGISTER: 60,
      RATE_LIMIT_IP_NEW_SMS: 20,
      RATE_LIMIT_IP_NEW_EMAIL: 30,
      RATE_LIMIT_CAMPAIGN_NEW_SMS: 600,
      RATE_LIMIT_CAMPAIGN_NEW_EMAIL: 3000,
      RATE_LIMIT_GLOBAL_NEW_SMS: 20000,
      RATE_LIMIT_GLOBAL_NEW_EMAIL: 200000,
    });
  });

  it("reads numbers from the environment", () => {
    expect(loadConfig({ DEMO: "1", TRUST_PROXY: "2", RATE_LIMIT_IP_NEW_SMS: "3" })).toMatchObject({
      TRUST_PROXY: 2,
      RATE_LIMIT_IP_NEW_SMS: 3,
    });
  });

  it.each([
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "1.5"],
    ["TRUST_PROXY", "yes"],
    ["RATE_LIMIT_IP_REGISTER", "0"],
    ["RATE_LIMIT_IP_NEW_SMS", "ten"],
    ["RATE_LIMIT_GLOBAL_NEW_EMAIL", "-5"],
  ])("stops the start on %s=%s, naming it", (name, value) => {
    expect(() => loadConfig({ DEMO: "1", [name]: value })).toThrow(new RegExp(name));
  });
});
