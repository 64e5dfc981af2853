import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { LOGIN_EXPIRED } from "../stream/verify-session.js";
import { createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";

// issue 15 "The gated stream": the stream URL of a gated livestream goes only to a validated session,
// through its own call; a session is bound to the client id the server issued when the magic link was
// claimed; a magic link is single-use and short-lived; claiming it ends the account's older tokens.

const LIVE = "l/demo-livestream";
const STREAM_URL = "https://www.youtube.com/watch?v=jfKfPfyJRdk";

forEachDatabase("the gated stream", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  const oid = () => h.campaign(LIVE).oid;

  /** A registered fan of the livestream and the sessionToken of a magic link emailed to it. */
  const fanWithLink = async () => {
    const email = uniqueEmail("gated");
    const { token } = await register(h, LIVE, { emailAddress: email, firstName: "Ada", lastName: "L" });
    await getDb().query("DELETE FROM rate_limits WHERE key LIKE 'magic-link:%'");
    const asked = await h.call("POST", `/campaign-fan/${oid()}/email-session-link`, {
      body: { emailAddress: email },
    });
    expect(asked.status).toBe(201);
    const [message] = await h.outbox(email);
    const sessionToken = new URL(message!.link!).searchParams.get("sessionToken")!;
    return { email, token, sessionToken };
  };
  const newLink = async (email: string) => {
    await getDb().query("DELETE FROM rate_limits WHERE key LIKE 'magic-link:%'");
    await h.call("POST", `/campaign-fan/${oid()}/email-session-link`, { body: { emailAddress: email } });
    const [message] = await h.outbox(email);
    return new URL(message!.link!).searchParams.get("sessionToken")!;
  };
  const verify = (body: Record<string, unknown>, token?: string) =>
    h.call<{ success: boolean; clientId?: string }>("POST", `/campaign-fan/${oid()}/verify-session`, {
      body,
      token,
    });
  const streamUrl = (body: Record<string, unknown>) =>
    h.call<{ streamUrl?: string; message?: string }>("POST", `/campaign-fan/${oid()}/stream-url`, { body });
  /** Claims a link: the answer carries the client id the server issued for this device. */
  const claim = async (sessionToken: string) => {
    const claimed = await verify({ sessionToken });
    expect(claimed.status).toBe(200);
    expect(claimed.body.clientId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { clientId: claimed.body.clientId!, token: claimed.token };
  };

  describe("the anonymous lookup and the page of a gated livestream", () => {
    it("carry no stream URL, only the stream's channel", async () => {
      const lookup = await h.call("GET", `/campaign-uri?uri=${LIVE}`);
      expect(lookup.status).toBe(200);
      expect(JSON.stringify(lookup.body)).not.toContain("jfKfPfyJRdk");
      expect(lookup.body).toMatchObject({
        campaign: { event: { presentation: { liveStreamChannel: "youtube" } } },
      });
      const page = await h.app.request(`/${LIVE}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("campaign-data");
      expect(html).not.toContain("jfKfPfyJRdk");
    });

    it("carry no stream URL for a signed-in fan either", async () => {
      const { token } = await fanWithLink();
      const lookup = await h.call("GET", `/campaign-uri?oid=${oid()}`, { token });
      expect(lookup.body).toHaveProperty("campaignAccount");
      expect(JSON.stringify(lookup.body)).not.toContain("jfKfPfyJRdk");
    });

    it("keep the URL of a livestream without gated sessions", async () => {
      await getDb().query(
        `UPDATE campaigns SET data = jsonb_set(data, '{settings,gatedSessions}', 'false') WHERE oid = $1`,
        [oid()],
      );
      try {
        const lookup = await h.call("GET", `/campaign-uri?uri=${LIVE}`);
        expect(lookup.body).toMatchObject({
          campaign: { event: { presentation: { liveStreamUrl: STREAM_URL } } },
        });
      } finally {
        await getDb().query(
          `UPDATE campaigns SET data = jsonb_set(data, '{settings,gatedSessions}', 'true') WHERE oid = $1`,
          [oid()],
        );
      }
    });
  });

  describe("POST /campaign-fan/{campaignOid}/stream-url", () => {
    it("answers the stream URL to the session the link's claim validated", async () => {
      const { sessionToken } = await fanWithLink();
      const { clientId } = await claim(sessionToken);
      const answer = await streamUrl({ sessionToken, clientId });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ streamUrl: STREAM_URL });
    });

    it("refuses a link that was never claimed, and a client id the server did not issue", async () => {
      const { sessionToken } = await fanWithLink();
      const invented = "a-client-id-the-browser-made-up-itself-000";
      const unclaimed = await streamUrl({ sessionToken, clientId: invented });
      expect(unclaimed.status).toBe(401);
      expect(unclaimed.body).toMatchObject({ message: LOGIN_EXPIRED });
      await claim(sessionToken);
      expect((await streamUrl({ sessionToken, clientId: invented })).status).toBe(401);
      expect((await verify({ sessionToken, clientId: invented })).status).toBe(401);
    });

    it("refuses without a session token, naming the field", async () => {
      const answer = await streamUrl({ clientId: "x".repeat(43) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field: "sessionToken" });
    });

    it("refuses the session another device's newer login ended", async () => {
      const { email, sessionToken } = await fanWithLink();
      const laptop = await claim(sessionToken);
      const phone = await claim(await newLink(email));
      expect(phone.clientId).not.toBe(laptop.clientId);
      expect((await streamUrl({ sessionToken, clientId: laptop.clientId })).status).toBe(401);
      const again = await verify({ sessionToken, clientId: laptop.clientId });
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ message: LOGIN_EXPIRED });
    });
  });

  describe("a magic link", () => {
    it("is single-use: opened again (a replay, another device) it answers 401", async () => {
      const { sessionToken } = await fanWithLink();
      const first = await claim(sessionToken);
      const replay = await verify({ sessionToken });
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ message: LOGIN_EXPIRED });
      expect(replay.token).toBeUndefined();
      // The device that claimed it keeps watching.
      expect((await verify({ sessionToken, clientId: first.clientId })).status).toBe(200);
    });

    it("is claimed by exactly one of 20 devices opening it at once", async () => {
      const { sessionToken } = await fanWithLink();
      const answers = await Promise.all(Array.from({ length: 20 }, () => verify({ sessionToken })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 401)).toHaveLength(19);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await verify({ sessionToken, clientId: winner.body.clientId })).status).toBe(200);
    });

    it("expires unopened after 15 minutes", async () => {
      const { sessionToken } = await fanWithLink();
      const rows = await getDb().query<{ minutes: number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM stream_sessions
         WHERE client_id IS NULL ORDER BY created_at DESC LIMIT 1`,
      );
      expect(rows[0]?.minutes).toBe(15);
      await getDb().query(
        "UPDATE stream_sessions SET expires_at = now() - interval '1 second' WHERE client_id IS NULL",
      );
      expect((await verify({ sessionToken })).status).toBe(401);
    });

    it("once claimed, lasts for the stream (12 hours), not for the link's 15 minutes", async () => {
      const { sessionToken } = await fanWithLink();
      const { clientId } = await claim(sessionToken);
      await getDb().query(
        "UPDATE stream_sessions SET created_at = now() - interval '1 hour' WHERE client_id IS NOT NULL",
      );
      expect((await verify({ sessionToken, clientId })).status).toBe(200);
      const rows = await getDb().query<{ hours: number }>(
        `SELECT round(extract(epoch FROM expires_at - claimed_at) / 3600)::int AS hours FROM stream_sessions
         WHERE claimed_at IS NOT NULL ORDER BY claimed_at DESC LIMIT 1`,
      );
      expect(rows[0]?.hours).toBe(12);
    });

    it("signs the claiming device in and ends the account's older tokens", async () => {
      const { token: older, sessionToken } = await fanWithLink();
      expect((await h.call("GET", `/campaign-fan/${oid()}`, { token: older })).status).toBe(200);
      const claimed = await claim(sessionToken);
      expect(claimed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(claimed.token).not.toBe(older);
      expect((await h.call("GET", `/campaign-fan/${oid()}`, { token: claimed.token })).status).toBe(200);
      expect((await h.call("GET", `/campaign-fan/${oid()}`, { token: older })).status).toBe(401);
    });

    it("keeps one viewer per account: the newest login wins", async () => {
      const { email, sessionToken } = await fanWithLink();
      const laptop = await claim(sessionToken);
      const tablet = await claim(await newLink(email));
      expect((await verify({ sessionToken, clientId: laptop.clientId })).status).toBe(401);
      const tabletLink = (
        await getDb().query<{ token_hash: string }>(
          "SELECT token_hash FROM stream_sessions WHERE claimed_at IS NOT NULL ORDER BY claimed_at DESC LIMIT 1",
        )
      )[0];
      expect(tabletLink).toBeDefined();
      const phone = await claim(await newLink(email));
      expect(phone.clientId).not.toBe(tablet.clientId);
      const ended = await getDb().query<{ ended: boolean }>(
        "SELECT expired_at IS NOT NULL AS ended FROM stream_sessions WHERE token_hash = $1",
        [tabletLink!.token_hash],
      );
      expect(ended[0]?.ended).toBe(true);
    });
  });
});
