import { beforeAll, describe, expect, it } from "vitest";
import { parseCallAnswer } from "../../../sdk/api/calls/define-call.js";
import { promoterCallTable } from "../../../sdk/api/promoter-calls.js";
import { forEachDatabase } from "../../db/testing.js";
import { createApp } from "../app.js";
import { SIGN_IN_LINK_SENT } from "../promoter/promoter-sign-in.js";
import { createHarness, type Harness, testConfig, uniqueEmail } from "../testing/api-harness.js";
import { promoterClient } from "../testing/promoter-client.js";

// Issue 19: a promoter with nothing yet signs up, opens the emailed link and gets a key of its own; the
// answers never tell whether an address is a promoter's.

forEachDatabase("signing up and in by an emailed link", (getDb) => {
  let h: Harness;
  const anonymous = () => promoterClient(h, undefined);
  const tokenOf = async (email: string) => {
    const link = (await h.outbox(email))[0]?.link ?? "";
    expect(link).toMatch(/\/console\/#sign-in=/);
    return new URL(link).hash.replace("#sign-in=", "");
  };

  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  it("a new promoter signs up, opens the link once, and its key sees an empty account", async () => {
    const email = uniqueEmail("promoter");
    const res = await anonymous()("POST", "/sign-up", { name: "Night Owl Presents", emailAddress: email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SIGN_IN_LINK_SENT });
    const [message] = await h.outbox(email);
    expect(message?.subject).toBe("Your sign-in link for the Fan Campaigns console");
    const token = await tokenOf(email);

    const signedIn = await anonymous()<{ key: string; name: string }>("POST", "/sign-in", { token });
    expect(signedIn.status).toBe(201);
    parseCallAnswer(promoterCallTable.signInWithLink, 201, signedIn.body);
    expect(signedIn.body.name).toBe("Night Owl Presents");
    const own = promoterClient(h, signedIn.body.key);
    expect((await own("GET", "/campaigns")).body).toEqual({ campaigns: [] });
    expect((await own<{ keys: { name: string }[] }>("GET", "/keys")).body.keys).toHaveLength(1);

    const again = await anonymous()("POST", "/sign-in", { token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ message: expect.stringContaining("expired or was used") });
  });

  it("signing up with a promoter's address again only sends a sign-in link to the same promoter", async () => {
    const email = uniqueEmail("promoter-twice");
    await anonymous()("POST", "/sign-up", { name: "First", emailAddress: email });
    const second = await anonymous()("POST", "/sign-up", {
      name: "Second",
      emailAddress: email.toUpperCase(),
    });
    expect(second.status).toBe(202);
    const signedIn = await anonymous()<{ name: string }>("POST", "/sign-in", { token: await tokenOf(email) });
    expect(signedIn.body.name).toBe("First");
  });

  it("a sign-in link for an unknown address answers the same and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const res = await anonymous()("POST", "/sign-in-link", { emailAddress: email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(await h.outbox(email)).toEqual([]);
  });

  it("an address gets at most three links an hour, with the same answer", async () => {
    const email = uniqueEmail("flood");
    await anonymous()("POST", "/sign-up", { name: "Flood", emailAddress: email });
    for (let i = 0; i < 4; i += 1) {
      expect((await anonymous()("POST", "/sign-in-link", { emailAddress: email })).status).toBe(202);
    }
    expect(await h.outbox(email)).toHaveLength(3);
  });

  it("bad input is a 400 naming the field; a made-up token is a 401", async () => {
    const res = await anonymous()("POST", "/sign-up", { name: "", emailAddress: "not an address" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field: expect.any(String) });
    const made = await anonymous()("POST", "/sign-in", { token: "x".repeat(43) });
    expect(made.status).toBe(401);
  });

  it("where the operator closed sign-ups, a sign-up is a 403 saying so", async () => {
    const app = createApp({ db: getDb(), config: testConfig({ PROMOTER_SIGN_UP: "closed" }) });
    const res = await app.request("/api/v1/promoter/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Closed", emailAddress: uniqueEmail("closed") }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining("Sign-ups are closed") });
  });
});

describe("the sign-up setting", () => {
  it("is open in demo mode and closed in production unless set", () => {
    expect(testConfig().promoterSignUp).toBe(true);
    expect(testConfig({ DEMO: "0", SERVER_SECRET: "s".repeat(32) }).promoterSignUp).toBe(false);
    expect(
      testConfig({ DEMO: "0", SERVER_SECRET: "s".repeat(32), PROMOTER_SIGN_UP: "open" }).promoterSignUp,
    ).toBe(true);
  });
});
