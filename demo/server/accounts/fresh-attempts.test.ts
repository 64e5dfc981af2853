import { describe, expect, it } from "vitest";
import type { Auth } from "./auth-token.js";
import { FreshAttempts } from "./fresh-attempts.js";

const authFor = (tokenHash: string): Auth => ({
  tokenHash,
  accountOid: "acc_1",
  campaignOid: "cmp_1",
  attemptOid: "att_1",
  attempt: null,
});

describe("the attempts kept for the fan call that follows", () => {
  it("gives what was kept once: a second call with the token finds nothing", () => {
    const kept = new FreshAttempts();
    kept.keep(authFor("a"));
    expect(kept.take("a")?.tokenHash).toBe("a");
    expect(kept.take("a")).toBeNull();
    expect(kept.take("unknown")).toBeNull();
  });

  it("gives nothing ten minutes on: a late fan call reads the token as any call does", () => {
    const kept = new FreshAttempts();
    const now = Date.now();
    kept.keep(authFor("a"), now);
    kept.keep(authFor("b"), now);
    expect(kept.take("a", now + 10 * 60_000 - 1)?.tokenHash).toBe("a");
    expect(kept.take("b", now + 10 * 60_000)).toBeNull();
  });

  it("keeps at most 10,000, letting the oldest go first", () => {
    const kept = new FreshAttempts();
    for (let n = 0; n <= 10_000; n++) kept.keep(authFor(`t${n}`));
    expect(kept.take("t0")).toBeNull();
    expect(kept.take("t1")?.tokenHash).toBe("t1");
    expect(kept.take("t10000")?.tokenHash).toBe("t10000");
  });
});
