import { describe, expect, it } from "vitest";
import { SESSION_REVALIDATE_MS } from "../machines/gatekeeper-session.js";
import { awaitsStreamUrl, revalidateMsFrom, type StreamFacts, streamView } from "./stream-view.js";

const watching: StreamFacts = {
  isLivestream: true,
  isLiveNow: true,
  hasStreamUrl: true,
  hasPlayerUrl: true,
  gatekeeper: "validated",
  hasSessionToken: true,
  fan: "fan",
  registeredOnProvider: true,
  paymentRequired: false,
  paymentValidated: false,
};
const view = (changes: Partial<StreamFacts>) => streamView({ ...watching, ...changes });

describe("streamView", () => {
  it("shows the player to a validated fan registered on the provider channel", () => {
    expect(view({})).toBe("player");
  });
  it("keeps checking while a validated session waits for the gated stream's address", () => {
    expect(view({ hasPlayerUrl: false })).toBe("checking");
    expect(awaitsStreamUrl({ ...watching, hasPlayerUrl: false })).toBe(true);
  });
  it("asks for the gated stream's address only when the player would show", () => {
    expect(awaitsStreamUrl(watching)).toBe(false);
    for (const changes of [
      { gatekeeper: "validating" },
      { gatekeeper: "invalid" },
      { fan: "visitor" },
      { registeredOnProvider: false },
      { paymentRequired: true },
      { isLiveNow: false },
    ] as const) {
      expect(awaitsStreamUrl({ ...watching, hasPlayerUrl: false, ...changes })).toBe(false);
    }
  });
  it("shows nothing for another type", () => {
    expect(view({ isLivestream: false })).toBe("none");
  });
  it("is upcoming before the start, starting soon without a stream URL", () => {
    expect(view({ isLiveNow: false })).toBe("upcoming");
    expect(view({ hasStreamUrl: false })).toBe("starting-soon");
  });
  it("follows the gatekeeper status", () => {
    expect(view({ gatekeeper: "validating" })).toBe("checking");
    expect(view({ gatekeeper: "invalid" })).toBe("expired");
    expect(view({ gatekeeper: "not-validating" })).toBe("play");
  });
  it("asks a visitor who never had a magic link to register", () => {
    expect(view({ gatekeeper: "invalid", hasSessionToken: false, fan: "visitor" })).toBe("register");
    expect(view({ fan: "visitor" })).toBe("register");
  });
  it("offers a registered fan who never had a magic link the play button, not 'expired'", () => {
    // engagement §4: invalid means a token present but rejected; no token is nothing to expire.
    expect(view({ gatekeeper: "invalid", hasSessionToken: false, fan: "fan" })).toBe("play");
    expect(view({ gatekeeper: "invalid", hasSessionToken: false, fan: "unknown" })).toBe("checking");
  });
  it("shows 'expired' only for a stored token the server rejected", () => {
    expect(view({ gatekeeper: "invalid", hasSessionToken: true, fan: "fan" })).toBe("expired");
    expect(view({ gatekeeper: "invalid", hasSessionToken: true, fan: "visitor" })).toBe("expired");
  });
  it("waits for the fan packet after a validated session", () => {
    expect(view({ fan: "unknown" })).toBe("checking");
  });
  it("needs the register action on the provider channel", () => {
    expect(view({ registeredOnProvider: false })).toBe("register");
  });
  it("needs a validated payment when one is required", () => {
    expect(view({ paymentRequired: true })).toBe("pay");
    expect(view({ paymentRequired: true, paymentValidated: true })).toBe("player");
  });
});

describe("revalidateMsFrom", () => {
  it("takes whole seconds from the verify-interval attribute", () => {
    expect(revalidateMsFrom(30)).toBe(30_000);
  });
  it("keeps the default for anything else", () => {
    for (const value of [undefined, 0, -3, 1.5, 90_000, Number.NaN, "5"]) {
      expect(revalidateMsFrom(value)).toBe(SESSION_REVALIDATE_MS);
    }
  });
});
