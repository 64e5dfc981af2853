import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createHarness, type Harness, testConfig, uniqueEmail } from "../testing/api-harness.js";

// issue 18: the fan call right after the same process's account call is judged from what that call kept
// (accounts/fresh-attempts.ts), without reading the token. What was kept is a hint: whatever changed in
// the database since (the attempt's fields, the token's end, the per-address count) is what the answer
// follows, and nothing is written from a stale hint.

const GIVEAWAY = "g/demo-giveaway"; // verifies nothing: the fan call registers at once
const LIMIT = 3;

forEachDatabase("a fan call judged from the kept attempt", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb(), { config: testConfig({ RATE_LIMIT_IP_REGISTER: String(LIMIT) }) });
  });

  let addresses = 0;
  const nextAddress = () => `10.19.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  const accountPacket = (emailAddress: string, lastName = "Lee") => ({
    campaignOid: h.campaign(GIVEAWAY).oid,
    registrationType: "email",
    emailAddress,
    firstName: "Ann",
    lastName,
  });
  const fanCall = (token: string | undefined, from: string) =>
    h.call("POST", "/campaign-fan", { token, from, body: { uri: GIVEAWAY, registrationType: "email" } });
  const fansWith = async (email: string) =>
    (
      await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM fans WHERE email_address = $1", [email])
    )[0]?.n;

  it("registers the fan the account call started, with what it sent", async () => {
    const from = nextAddress();
    const email = uniqueEmail("kept");
    const account = await h.call("POST", "/campaign-account", { from, body: accountPacket(email) });
    expect(account.status).toBe(201);
    const fan = await fanCall(account.token, from);
    expect(fan.status, JSON.stringify(fan.body)).toBe(201);
    expect(fan.body).toMatchObject({ firstName: "Ann", lastName: "Lee" });
    expect(await fansWith(email)).toBe(1);
    const again = await h.call("GET", `/campaign-fan/${h.campaign(GIVEAWAY).oid}`, { token: account.token });
    expect(again.status).toBe(200);
    expect(again.body.oid).toBe(fan.body.oid);
  });

  it("registers what the attempt holds now when a later account call changed it", async () => {
    const from = nextAddress();
    const email = uniqueEmail("changed");
    const first = await h.call("POST", "/campaign-account", { from, body: accountPacket(email) });
    const second = await h.call("POST", "/campaign-account", {
      from: nextAddress(),
      token: first.token,
      body: accountPacket(email, "Changed"),
    });
    expect(second.status).toBe(201);
    const fan = await fanCall(first.token, from);
    expect(fan.status, JSON.stringify(fan.body)).toBe(201);
    expect(fan.body.lastName).toBe("Changed");
    expect(await fansWith(email)).toBe(1);
  });

  it("answers 401 and registers nothing when the token ended between the two calls", async () => {
    const from = nextAddress();
    const email = uniqueEmail("ended");
    const account = await h.call("POST", "/campaign-account", { from, body: accountPacket(email) });
    expect((await h.call("POST", "/campaign-account/logout", { token: account.token })).status).toBe(204);
    const fan = await fanCall(account.token, from);
    expect(fan.status).toBe(401);
    expect(await fansWith(email)).toBe(0);
  });

  describe("given an address at its per-address limit", () => {
    it("answers 429 and registers nothing, counting the call once; the fan can register from elsewhere", async () => {
      const from = nextAddress();
      const email = uniqueEmail("limited");
      const account = await h.call("POST", "/campaign-account", { from, body: accountPacket(email) });
      expect(account.status).toBe(201);
      // The fan calls have a counter of their own (ip-limits.ts): these reach the limit.
      for (let n = 0; n < LIMIT; n++) expect((await fanCall(undefined, from)).status).toBe(401);
      const refused = await fanCall(account.token, from);
      expect(refused.status).toBe(429);
      expect(await fansWith(email)).toBe(0);
      const counts = await h.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = $1", [
        `ip:register:${from}`,
      ]);
      expect(counts.map((row) => row.count)).toEqual([LIMIT + 1]);
      const elsewhere = await fanCall(account.token, nextAddress());
      expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
      expect(await fansWith(email)).toBe(1);
    });
  });
});
