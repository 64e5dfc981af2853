import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { openDatabase } from "../../db/open-database.js";
import { createTestSchema, dropTestSchema, testDatabaseUrl } from "../../db/testing.js";
import { buildSeed } from "../../seed/build-seed.js";
import { applySeed } from "../../store/seed.js";
import { AUTH_TOKEN_HEADER } from "../accounts/auth-token.js";
import { createApp } from "../app.js";
import { WAIT_FOR_LINK } from "../stream/session-link.js";
import { testConfig, uniqueEmail, uniqueMobile, WAITLIST_ANSWERS } from "../testing/api-harness.js";
import { SMS_SENDS_PER_HOUR } from "../verification/limits.js";
import { SMS_RESEND_EXCEEDED } from "../verification/resend.js";

// Issue 3: "stateless API processes on PostgreSQL". Two servers, each with its own pool, listen on their
// own ports over one PostgreSQL schema; what one does, the other sees, and limits hold across them.

const url = testDatabaseUrl();
const title = url
  ? "two servers on one PostgreSQL"
  : "two servers on one PostgreSQL (skipped: TEST_DATABASE_URL not set)";

interface Server {
  db: Database;
  http: ServerType;
  base: string;
}

describe.skipIf(!url)(title, () => {
  let schema: string;
  let a: Server;
  let b: Server;

  const start = async (): Promise<Server> => {
    const db = await openDatabase({ databaseUrl: url!, schema });
    const app = createApp({ db, config: testConfig() });
    const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => http.once("listening", resolve));
    const { port } = http.address() as AddressInfo;
    return { db, http, base: `http://127.0.0.1:${port}/api/v1/cn` };
  };
  const stop = async (server: Server | undefined) => {
    if (!server) return;
    await new Promise<void>((resolve) => server.http.close(() => resolve()));
    await server.db.close();
  };

  beforeAll(async () => {
    schema = await createTestSchema(url!);
    // Both start at once: the migrations run once, under their advisory lock.
    [a, b] = await Promise.all([start(), start()]);
    await applySeed(a.db, buildSeed(new Date()));
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await dropTestSchema(url!, schema);
  });

  const call = async (server: Server, method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers[AUTH_TOKEN_HEADER] = token;
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
      token: res.headers.get(AUTH_TOKEN_HEADER) ?? undefined,
    };
  };

  it("sees on one server the registration made through the other", async () => {
    const email = uniqueEmail("two");
    const person = { emailAddress: email, firstName: "Two", lastName: "Servers" };
    const account = await call(a, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_giveaway",
      registrationType: "email",
      ...person,
    });
    const fan = await call(
      a,
      "POST",
      "/campaign-fan",
      { uri: "g/demo-giveaway", registrationType: "email" },
      account.token,
    );
    expect(fan.status).toBe(201);

    const seen = await call(b, "GET", "/campaign-fan/cmp_demo_giveaway", undefined, account.token);
    expect(seen.status).toBe(200);
    expect(seen.body.oid).toBe(fan.body.oid);
    const duplicate = await call(b, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_giveaway",
      registrationType: "email",
      ...person,
    });
    expect(duplicate.status).toBe(409);
  });

  it("makes one fan of duplicate submissions spread over both servers", async () => {
    const email = uniqueEmail("spread");
    const statuses = await Promise.all(
      [a, b, a, b, a, b].map(async (server) => {
        const account = await call(server, "POST", "/campaign-account", {
          campaignOid: "cmp_demo_giveaway",
          registrationType: "email",
          emailAddress: email,
          firstName: "S",
          lastName: "P",
        });
        if (account.status !== 201) return account.status;
        return (
          await call(
            server,
            "POST",
            "/campaign-fan",
            { uri: "g/demo-giveaway", registrationType: "email" },
            account.token,
          )
        ).status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const rows = await b.db.query("SELECT oid FROM fans WHERE email_address = $1", [email]);
    expect(rows).toHaveLength(1);
  });

  it("holds a login-link cooldown started through one server on the other", async () => {
    const email = uniqueEmail("viewer");
    const account = await call(a, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_livestream",
      registrationType: "email",
      emailAddress: email,
      firstName: "V",
      lastName: "W",
    });
    await call(
      a,
      "POST",
      "/campaign-fan",
      { uri: "l/demo-livestream", registrationType: "email" },
      account.token,
    );
    const first = await call(a, "POST", "/campaign-fan/cmp_demo_livestream/email-session-link", {
      emailAddress: email,
    });
    expect(first.status).toBe(201);
    const second = await call(b, "POST", "/campaign-fan/cmp_demo_livestream/email-session-link", {
      emailAddress: email,
    });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ message: WAIT_FOR_LINK });
  });

  it("counts text resends made through both servers against one cap", async () => {
    const mobile = uniqueMobile();
    const account = await call(a, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_waitlist",
      registrationType: "mobile",
      mobileNumber: mobile,
      firstName: "M",
      lastName: "N",
    });
    const fan = await call(
      a,
      "POST",
      "/campaign-fan",
      { uri: "w/demo-waitlist", registrationType: "mobile", ...WAITLIST_ANSWERS },
      account.token,
    );
    expect(fan.status).toBe(202);
    const servers = [b, a, b, a, b];
    const statuses: number[] = [];
    for (const server of servers) {
      const res = await call(
        server,
        "POST",
        "/campaign/cmp_demo_waitlist/verify-resend",
        { verificationType: "sms" },
        account.token,
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe(SMS_RESEND_EXCEEDED);
    }
    const allowed = SMS_SENDS_PER_HOUR - 1;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(servers.length - allowed).fill(429)]);
  });
});
