import { describe, expect, it } from "vitest";
import { buildSeed } from "../../seed/build-seed.js";
import { copyStartingIn } from "./campaign-copy.js";

const NOW = new Date("2026-03-01T10:00:00Z");
const soon = buildSeed(NOW).campaigns.find((c) => c.uri === "l/demo-livestream-soon")!;

describe("given the seeded l/demo-livestream-soon", () => {
  const copy = copyStartingIn(soon, { seconds: 8, now: NOW, suffix: "abc123" });

  it("makes a copy under its own oid, uri and slug", () => {
    expect(copy).toMatchObject({
      oid: `${soon.oid}_abc123`,
      uri: "l/demo-livestream-soon-abc123",
      urlSlug: "demo-livestream-soon-abc123",
      name: soon.name,
      type: "livestream",
    });
  });

  it("starts the event the given seconds from now, keeping its length", () => {
    const event = copy.event as { startDate: string; endDate: string };
    expect(event.startDate).toBe("2026-03-01T10:00:08.000Z");
    expect(Date.parse(event.endDate) - Date.parse(event.startDate)).toBe(2 * 3_600_000);
  });

  it("leaves the seeded campaign as it was", () => {
    expect((soon.event as { startDate: string }).startDate).not.toBe("2026-03-01T10:00:08.000Z");
  });
});
