import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { SMS_SENDS_PER_HOUR } from "../demo/server/verification/limits.js";
import { uniqueMobile } from "./outbox.js";
import { testSchema } from "./postgres-schema.js";
import { callServer, type ServerProcess, startServer, stopServer } from "./server-process.js";

// Issue 3: "a test runs two server processes on one PostgreSQL and shows a registration made through one
// is seen by the other and a limit reached through one holds on the other": stateless API processes on
// PostgreSQL is how the server scales past one machine. Two real `node dist/server/main.js` processes
// share one fresh schema of the PostgreSQL server of TEST_DATABASE_URL (CI sets it).

const url = process.env.TEST_DATABASE_URL;

test.describe("given two server processes on one PostgreSQL", () => {
  test.skip(!url, "TEST_DATABASE_URL is not set: no PostgreSQL server to share");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const schema = testSchema(url ?? "postgres://unset", "two_processes");
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  test.beforeAll(async () => {
    await schema.create();
    const env = { DATABASE_URL: schema.databaseUrl };
    // Both start at once: the migrations run once, under their advisory lock; the seed is idempotent.
    [a, b] = await Promise.all([startServer(env, "p/demo-presale"), startServer(env, "p/demo-presale")]);
  });

  test.afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await schema.drop();
  });

  const call = callServer;
  const nameOf = (answer: { body: Record<string, unknown> }) =>
    (answer.body.campaign as { name?: string } | undefined)?.name;
  const unique = (tag: string) => `${tag}-${randomBytes(5).toString("hex")}@two-processes.example`;

  test("a registration made through one process is seen by the other", async () => {
    const person = { emailAddress: unique("seen"), firstName: "Two", lastName: "Processes" };
    const account = await call(a, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_giveaway",
      registrationType: "email",
      ...person,
    });
    expect(account.status).toBe(201);
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
    const again = await call(b, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_giveaway",
      registrationType: "email",
      ...person,
    });
    expect(again.status).toBe(409);
  });

  test("a campaign changed by hand is seen at once by both processes, which had it cached", async () => {
    // Issue 18: each process trusts the campaigns it parsed until a notification says one changed.
    for (const server of [a, b]) {
      const before = await call(server, "GET", "/campaign-uri?uri=g/demo-giveaway");
      expect(before.status).toBe(200);
    }
    const name = `Renamed ${randomBytes(3).toString("hex")}`;
    const client = new pg.Client({ connectionString: schema.databaseUrl });
    await client.connect();
    try {
      await client.query(
        "UPDATE campaigns SET data = jsonb_set(data, '{name}', to_jsonb($1::text)) WHERE uri = $2",
        [name, "g/demo-giveaway"],
      );
    } finally {
      await client.end();
    }
    for (const server of [a, b]) {
      await expect
        .poll(async () => nameOf(await call(server, "GET", "/campaign-uri?uri=g/demo-giveaway")), {
          timeout: 2_000,
        })
        .toBe(name);
    }
  });

  test("duplicate submissions spread over both processes make one fan", async () => {
    const email = unique("spread");
    await Promise.all(
      [a, b, a, b, a, b].map(async (server) => {
        const account = await call(server, "POST", "/campaign-account", {
          campaignOid: "cmp_demo_giveaway",
          registrationType: "email",
          emailAddress: email,
          firstName: "S",
          lastName: "P",
        });
        if (account.status === 201) {
          await call(
            server,
            "POST",
            "/campaign-fan",
            { uri: "g/demo-giveaway", registrationType: "email" },
            account.token,
          );
        }
      }),
    );
    const { rows } = await schema.admin((c) =>
      c.query(`SELECT oid FROM ${schema.name}.fans WHERE email_address = $1`, [email]),
    );
    expect(rows).toHaveLength(1);
  });

  test("a magic-link cooldown started through one process holds on the other", async () => {
    const email = unique("viewer");
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
    expect(second.body.message).toBe("Please wait before requesting another login link");
  });

  test("text resends through both processes count against one cap", async () => {
    const mobile = `+61${uniqueMobile().slice(1)}`;
    const account = await call(a, "POST", "/campaign-account", {
      campaignOid: "cmp_demo_waitlist",
      registrationType: "mobile",
      mobileNumber: mobile,
      firstName: "M",
      lastName: "N",
    });
    expect(account.status).toBe(201);
    const fan = await call(
      a,
      "POST",
      "/campaign-fan",
      {
        uri: "w/demo-waitlist",
        registrationType: "mobile",
        cfMap: {
          favourite_song: "Northern Lights",
          tickets_needed: 2,
          first_show: "12/03/2019",
          city_to_attend: { value: "Melbourne", tagOid: "tag_demo_melbourne" },
        },
      },
      account.token,
    );
    expect(fan.status).toBe(202);
    const statuses: number[] = [];
    for (const server of [b, a, b, a, b]) {
      const res = await call(
        server,
        "POST",
        "/campaign/cmp_demo_waitlist/verify-resend",
        { verificationType: "sms" },
        account.token,
      );
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.message).toBe("You have resent the maximum number of text messages already");
    }
    // The registration sent the first text; SMS_SENDS_PER_HOUR - 1 resends are left, whichever process.
    const allowed = SMS_SENDS_PER_HOUR - 1;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(5 - allowed).fill(429)]);
  });
});
