import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import {
  type CallResponse,
  type CallSpec,
  type CallStatus,
  parseCallAnswer,
} from "../../../sdk/api/calls/define-call.js";
import type { Database } from "../../db/database.js";
import { buildSeed, type Seed } from "../../seed/build-seed.js";
import { applySeed } from "../../store/seed.js";
import { AUTH_TOKEN_HEADER } from "../accounts/auth-token.js";
import { createApp } from "../app.js";
import type { AppContext } from "../app-context.js";
import { loadConfig } from "../config.js";

// Server tests drive the app through HTTP-shaped requests (app.request), as a client would.

export const API = "/api/v1/cn";

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The `x-auth-token` answer header, when set. */
  token: string | undefined;
}

export interface OutboxMessage {
  to: string;
  channel: string;
  kind: string;
  code?: string;
  link?: string;
  subject?: string;
  body: string;
}

let publicDir: string | undefined;
/** A minimal built site, so page routes work without a build. */
function sitePublicDir(): string {
  if (!publicDir) {
    publicDir = mkdtempSync(join(tmpdir(), "site-"));
    writeFileSync(
      join(publicDir, "index.html"),
      "<html><head><title>t</title></head><body><!--campaign-data--></body></html>",
    );
  }
  return publicDir;
}

export function testConfig(env: Record<string, string> = {}) {
  // Silent unless a test passes a logger of its own: request lines would bury the test report.
  return loadConfig({ PUBLIC_DIR: sitePublicDir(), DEMO: "1", LOG_LEVEL: "silent", ...env });
}

export interface Harness {
  app: Hono;
  db: Database;
  seed: Seed;
  /** The seeded campaign with this uri. */
  campaign(uri: string): Seed["campaigns"][number];
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string | undefined;
      headers?: Record<string, string>;
      /** The client's address, as the node server reports its peer: the per-address limits count it. */
      from?: string;
    },
  ): Promise<Answer<T>>;
  /** Messages to an address, newest first (the dev outbox). */
  outbox(to: string): Promise<OutboxMessage[]>;
}

/** Seeds the database (idempotently) and builds an app on it. */
export async function createHarness(db: Database, context: Partial<AppContext> = {}): Promise<Harness> {
  const seed = buildSeed(new Date());
  await applySeed(db, seed);
  const app = createApp({ db, config: testConfig(), ...context });
  return harnessFor(app, db, seed);
}

export function harnessFor(app: Hono, db: Database, seed: Seed): Harness {
  return {
    app,
    db,
    seed,
    campaign(uri) {
      const found = seed.campaigns.find((c) => c.uri === uri);
      if (!found) throw new Error(`no seeded campaign ${uri}`);
      return found;
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      if (options.token) headers[AUTH_TOKEN_HEADER] = options.token;
      const res = await app.request(
        `${API}${path}`,
        {
          method,
          headers,
          ...(options.body !== undefined && {
            body: typeof options.body === "string" ? options.body : JSON.stringify(options.body),
          }),
        },
        options.from === undefined ? undefined : connectedFrom(options.from),
      );
      const text = await res.text();
      return {
        status: res.status,
        body: (text ? JSON.parse(text) : undefined) as never,
        token: res.headers.get(AUTH_TOKEN_HEADER) ?? undefined,
      };
    },
    async outbox(to) {
      const res = await app.request(`/__dev/outbox?to=${encodeURIComponent(to)}`);
      return ((await res.json()) as { messages: OutboxMessage[] }).messages;
    },
  };
}

/** The node server's connection info for a peer at `address`, as @hono/node-server passes it (getConnInfo). */
export const connectedFrom = (address: string) => ({
  incoming: {
    socket: { remoteAddress: address, remotePort: 1, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" },
  },
});

let counter = 0;
/** A fresh address per test, so tests never share a fan. */
export function uniqueEmail(label = "fan"): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * A fresh valid Australian mobile number in E.164, in the 0412 range (not every 04 range is assigned:
 * the phone library rightly refuses +61479…, so a range picked by the clock made tests fail by the hour).
 */
export function uniqueMobile(): string {
  counter += 1;
  // A counter from a random start: numbers repeat only after a million calls (the clock mixed in before
  // made the number of the 126th call 2.2 s later equal an earlier one: a flaky 409 under load).
  return `+61412${String((MOBILE_START + counter) % 1_000_000).padStart(6, "0")}`;
}
const MOBILE_START = Math.floor(Math.random() * 1_000_000);

/** Account then fan (core-journey §4), as the register form does. */
export async function register(
  h: Harness,
  uri: string,
  fields: Record<string, unknown> & { registrationType?: string },
  fanPacket: Record<string, unknown> = {},
): Promise<{ token: string; account: Answer; fan: Answer }> {
  const campaign = h.campaign(uri);
  const registrationType = fields.registrationType ?? "email";
  const account = await h.call("POST", "/campaign-account", {
    body: { campaignOid: campaign.oid, registrationType, ...fields },
  });
  if (account.status !== 201 || !account.token) {
    throw new Error(`account creation answered ${account.status}: ${JSON.stringify(account.body)}`);
  }
  const fan = await h.call("POST", "/campaign-fan", {
    token: account.token,
    body: { uri, registrationType, ...fanPacket },
  });
  return { token: account.token, account, fan };
}

/**
 * A fan registered by email on a campaign that verifies by code (p/demo-presale unless told), waiting for
 * it: the registration (its attempt's token), the address and the code emailed for that attempt.
 */
export async function pendingEmailFan(
  h: Harness,
  {
    uri = "p/demo-presale",
    email = uniqueEmail(),
    profile = {},
  }: {
    uri?: string;
    email?: string;
    profile?: Record<string, unknown>;
  } = {},
): Promise<{ token: string; account: Answer; fan: Answer; email: string; code: string }> {
  const registration = await register(h, uri, {
    emailAddress: email,
    firstName: "Ann",
    lastName: "Lee",
    postcode: "3000",
    ...profile,
  });
  if (registration.fan.status !== 202) {
    throw new Error(
      `the fan call answered ${registration.fan.status}, not 202: ${JSON.stringify(registration.fan.body)}`,
    );
  }
  const code = (await h.outbox(email))[0]?.code;
  if (!code) throw new Error(`no code was emailed to ${email}`);
  return { ...registration, email, code };
}

/** Parses an answer with the contract's schema for its status, typed by that status. */
export function answerOf<C extends CallSpec, S extends CallStatus<C>>(
  call: C,
  status: S,
  body: unknown,
): CallResponse<C, S> {
  return parseCallAnswer(call, status, body).data as CallResponse<C, S>;
}

/** Answers to w/demo-waitlist's required custom fields (one of each type), as the fan packet's cfMap. */
export const WAITLIST_ANSWERS = {
  cfMap: {
    favourite_song: "Northern Lights",
    tickets_needed: 2,
    first_show: "12/03/2019",
    city_to_attend: { value: "Melbourne", tagOid: "tag_demo_melbourne" },
  },
};
