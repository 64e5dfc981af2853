import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { NOT_REGISTERED, WAIT_FOR_LINK } from "../stream/magic-link.js";
import { LOGIN_EXPIRED } from "../stream/verify-session.js";
import { createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";

const LIVE = "l/demo-livestream";

forEachDatabase("the livestream gate", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  const oid = () => h.campaign(LIVE).oid;

  const registered = async () => {
    const email = uniqueEmail("viewer");
    const { token, fan } = await register(h, LIVE, {
      emailAddress: email,
      firstName: "Vi",
      lastName: "Ewer",
    });
    expect(fan.status).toBe(201);
    return { email, token };
  };
  const requestLink = (body: Record<string, unknown>, token?: string) =>
    h.call("POST", `/campaign-fan/${oid()}/email-session-link`, { body, token });
  const endCooldowns = () =>
    getDb().query(
      "UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key LIKE 'magic-link:%'",
    );
  const linkToken = async (email: string) => {
    const [message] = await h.outbox(email);
    expect(message).toMatchObject({ kind: "magic-link", channel: "email" });
    return new URL(message!.link!).searchParams.get("sessionToken")!;
  };
  /** Claims a link without a client id, or checks the session this client id holds. */
  const verify = (sessionToken: string, clientId?: string, token?: string) =>
    h.call<{ success: boolean; clientId?: string }>("POST", `/campaign-fan/${oid()}/verify-session`, {
      body: { sessionToken, ...(clientId && { clientId }) },
      token,
    });

  describe("POST /campaign-fan/{campaignOid}/email-session-link", () => {
    it("answers 201 and emails a magic link to the campaign's page", async () => {
      const { email } = await registered();
      const res = await requestLink({ emailAddress: email.toUpperCase() });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true });
      const [message] = await h.outbox(email);
      expect(message!.link).toMatch(new RegExp(`/${LIVE}/\\?sessionToken=[A-Za-z0-9_-]{43}$`));
    });

    it("uses the signed-in fan's address when the body has none", async () => {
      const { email, token } = await registered();
      expect((await requestLink({}, token)).status).toBe(201);
      expect(await h.outbox(email)).toHaveLength(1);
    });

    it("answers 401 for an address that has not registered", async () => {
      const res = await requestLink({ emailAddress: uniqueEmail("stranger") });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: NOT_REGISTERED });
    });

    it("answers 429 with retry_after while the cooldown holds", async () => {
      const { email } = await registered();
      expect((await requestLink({ emailAddress: email })).status).toBe(201);
      const again = await requestLink({ emailAddress: email });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ message: WAIT_FOR_LINK, retry_after: 1 });
      expect(await h.outbox(email)).toHaveLength(1);
    });

    it("answers 400 for an invalid or absent address, and 404 for an unknown campaign", async () => {
      expect((await requestLink({ emailAddress: "nope" })).body).toMatchObject({
        statusCode: 400,
        field: "emailAddress",
      });
      expect((await requestLink({})).body).toMatchObject({ statusCode: 400, field: "emailAddress" });
      const unknown = await h.call("POST", "/campaign-fan/cmp_nope/email-session-link", { body: {} });
      expect(unknown.status).toBe(404);
    });
  });

  describe("POST /campaign-fan/{campaignOid}/verify-session", () => {
    it("validates the link's token for the device that claimed it, and signs that device in", async () => {
      const { email } = await registered();
      await requestLink({ emailAddress: email });
      const sessionToken = await linkToken(email);
      const first = await verify(sessionToken);
      expect(first.status).toBe(200);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.body.clientId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await h.call("GET", `/campaign-fan/${oid()}`, { token: first.token })).status).toBe(200);
      const again = await verify(sessionToken, first.body.clientId, first.token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true });
      expect(again.token).toBeUndefined();
    });

    it("ends the older session when a newer magic link is used", async () => {
      const { email } = await registered();
      await requestLink({ emailAddress: email });
      const older = await linkToken(email);
      const laptop = (await verify(older)).body.clientId;
      expect(laptop).toBeDefined();
      await endCooldowns();
      await requestLink({ emailAddress: email });
      const newer = await linkToken(email);
      expect(newer).not.toBe(older);
      const tablet = await verify(newer);
      expect(tablet.status).toBe(200);
      const displaced = await verify(older, laptop);
      expect(displaced.status).toBe(401);
      expect(displaced.body).toMatchObject({ message: LOGIN_EXPIRED });
      expect((await verify(newer, tablet.body.clientId)).status).toBe(200);
    });

    it("answers 401 for an unknown or expired token, and for another campaign", async () => {
      const { email } = await registered();
      await requestLink({ emailAddress: email });
      const sessionToken = await linkToken(email);
      expect((await verify("x".repeat(43))).status).toBe(401);
      const elsewhere = await h.call(
        "POST",
        `/campaign-fan/${h.campaign("l/demo-livestream-soon").oid}/verify-session`,
        { body: { sessionToken } },
      );
      expect(elsewhere.status).toBe(401);
      await getDb().query("UPDATE stream_sessions SET expires_at = now() - interval '1 second'");
      expect((await verify(sessionToken)).status).toBe(401);
    });

    it("gives a registered fan its register action on the stream's provider channel", async () => {
      const { token } = await registered();
      const packet = await h.call("GET", `/campaign-fan/${oid()}`, { token });
      expect((packet.body as { completedActions: unknown[] }).completedActions).toContainEqual({
        type: "register",
        channel: "youtube",
        target: `youtube:livestream:${oid()}`,
        validated: true,
      });
    });

    it("answers 400 naming the field for a missing session token or a malformed client id", async () => {
      const path = `/campaign-fan/${oid()}/verify-session`;
      const noToken = await h.call("POST", path, { body: { clientId: "x".repeat(43) } });
      expect(noToken.body).toMatchObject({ statusCode: 400, field: "sessionToken" });
      const badClient = await h.call("POST", path, { body: { sessionToken: "abc", clientId: "<x>" } });
      expect(badClient.body).toMatchObject({ statusCode: 400, field: "clientId" });
    });
  });
});
