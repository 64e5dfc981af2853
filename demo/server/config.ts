import { z } from "zod/mini";
import { OriginSchema } from "../../sdk/preview/messages.js";
import type { SmtpSettings } from "./messaging/smtp-sender.js";
import type { TwilioSettings } from "./messaging/twilio-sender.js";
import { LOG_LEVELS } from "./operations/logger.js";

const port = z.coerce.number().check(z.int()).check(z.gte(0)).check(z.lte(65535));

/** A comma-separated setting: its items trimmed, empty ones dropped, each checked by `item`. */
const commaList = <Item extends z.ZodMiniType<unknown, string>>(item: Item) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) =>
        text
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    ),
    z.array(item),
  );

const envSchema = z.object({
  PORT: z._default(port, 4173),
  DEMO_PORT: z._default(port, 4174),
  HOST: z._default(z.string().check(z.minLength(1)), "127.0.0.1"),
  /** A postgres:// URL: use that server. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  ),
  /** PGlite's folder, or ":memory:" (tests). */
  DATA_DIR: z._default(z.string().check(z.minLength(1)), ".data/pglite"),
  /**
   * "1" (or "true"): demo mode, what `npm start` runs (seeds, dev outbox, test gateway, preview admin,
   * SERVER_SECRET defaulted). Anything else, or unset: production. NODE_ENV plays no part: forgetting
   * NODE_ENV=production once exposed every fan's codes at /__dev/outbox.
   */
  DEMO: z._default(z.enum(["0", "1", "false", "true"]), "0"),
  /** Never turns demo mode on; `production` keeps it off even with DEMO=1 (CONTRACT.md: no outbox there). */
  NODE_ENV: z.optional(z.string()),
  /** The built browser files (rollup output). */
  PUBLIC_DIR: z._default(z.string().check(z.minLength(1)), "dist/web"),
  /** Origin the site is reached at, when behind a proxy. Default: http://HOST:PORT. */
  PUBLIC_ORIGIN: z.optional(z.url()),
  /**
   * Keys the HMACs of verification codes, remote-signup domain hashes and preview tokens. Every process sharing a database
   * needs the same value. Required in production; demo mode falls back to a published constant.
   */
  SERVER_SECRET: z.optional(
    z.string().check(z.minLength(32, "SERVER_SECRET must be at least 32 characters")),
  ),
  /**
   * Origins (comma-separated) allowed to drive the preview pages /preview-page/campaign/ and /preview-page/tour/
   * with window messages (docs/preview.md). Default in demo mode: the promoter demo origin
   * (http://HOST:DEMO_PORT and http://localhost:DEMO_PORT); in production: none (preview is off).
   */
  PREVIEW_ORIGINS: z.optional(commaList(OriginSchema)),
  /**
   * Hosts (comma-separated, `host` or `host:port`) whose campaign photos the server fetches to serve them
   * sized for the screen (GET /images/sized, issue 22). Photos under /assets/ are always sized; a photo
   * elsewhere is shown as it is. Default: none.
   */
  IMAGE_HOSTS: z.optional(
    commaList(
      z.string().check(z.regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "IMAGE_HOSTS lists hosts: host or host:port")),
    ),
  ),
  /** Set: card payments go through Stripe. Unset: the local test gateway (demo mode only). */
  STRIPE_SECRET_KEY: z.optional(
    z.string().check(z.regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")),
  ),
  /** The browser's key for Stripe.js (pk_...), for the payment screen. */
  STRIPE_PUBLISHABLE_KEY: z.optional(
    z.string().check(z.regex(/^pk_/, "STRIPE_PUBLISHABLE_KEY must start with pk_")),
  ),
  /** Per client address (docs/security.md): verification attempts per 15 minutes. */
  RATE_LIMIT_IP_VERIFY: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 300),
  /** Per client address: verification resend requests per hour. */
  RATE_LIMIT_IP_RESEND: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 60),
  /** Per client address: stream magic link requests per hour. */
  RATE_LIMIT_IP_MAGIC_LINK: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 60),
  /** Per client address: registrations (POST /campaign-account, POST /campaign-fan, each) per 10 minutes. */
  RATE_LIMIT_IP_REGISTER: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 60),
  /** Per client address: page views counted (POST /campaign-page-view) per 10 minutes. */
  RATE_LIMIT_IP_PAGE_VIEW: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 1000),
  /**
   * Messages to NEW contacts (an address or number not messaged for the campaign in 24 hours: registration,
   * resend, remote signup, magic links; docs/security.md). Per client address and hour: texts, emails.
   */
  RATE_LIMIT_IP_NEW_SMS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 20),
  RATE_LIMIT_IP_NEW_EMAIL: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 30),
  /** Per campaign and minute: texts, emails to new contacts (a presale's opening spike must pass). */
  RATE_LIMIT_CAMPAIGN_NEW_SMS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 600),
  RATE_LIMIT_CAMPAIGN_NEW_EMAIL: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 3000),
  /** Per server (every process on the database) and hour: texts, emails to new contacts. */
  RATE_LIMIT_GLOBAL_NEW_SMS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 20000),
  RATE_LIMIT_GLOBAL_NEW_EMAIL: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 200000),
  /**
   * How many proxies in front of the server append to X-Forwarded-For. 0: the header is ignored and the
   * socket's peer is the client. N: the client is the Nth entry from the right (docs/security.md).
   */
  TRUST_PROXY: z._default(z.coerce.number().check(z.int()).check(z.gte(0)).check(z.lte(10)), 0),
  /** Slow clients (docs/security.md): time to send a request's headers, in milliseconds. */
  HTTP_HEADERS_TIMEOUT_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(100)), 10_000),
  /** Time to send a whole request, body included, in milliseconds (at least the headers timeout). */
  HTTP_REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(100)), 30_000),
  /** Open connections one client address may hold at once; 0 turns the cap off (behind a proxy). */
  MAX_CONNECTIONS_PER_CLIENT: z._default(z.coerce.number().check(z.int()).check(z.gte(0)), 128),
  /** Set: POST /api/v1/cn/stripe-webhook accepts Stripe's signed events (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")),
  ),
  /**
   * Spotify connect (engagement §7): the app's client id. Set: the follow page connects through
   * SPOTIFY_ACCOUNTS_URL and SPOTIFY_API_URL. Unset: in demo mode the local test provider
   * (/__oauth-test/spotify) stands in; in production Spotify actions open Spotify's page instead.
   */
  SPOTIFY_CLIENT_ID: z.optional(
    z.string().check(z.regex(/^\w{1,100}$/, "SPOTIFY_CLIENT_ID is letters and digits")),
  ),
  SPOTIFY_ACCOUNTS_URL: z._default(z.url({ protocol: /^https?$/ }), "https://accounts.spotify.com"),
  SPOTIFY_API_URL: z._default(z.url({ protocol: /^https?$/ }), "https://api.spotify.com"),
  /**
   * The messenger action's send-to-messenger plugin (engagement §7): the Facebook app id. Unset: in demo
   * mode the local test plugin stands in; in production the action opens m.me instead.
   */
  FACEBOOK_APP_ID: z.optional(z.string().check(z.regex(/^\d{1,32}$/, "FACEBOOK_APP_ID is digits"))),
  /**
   * Email delivery (docs/running-the-server.md): smtp://user:pass@host:587 (STARTTLS when the server
   * offers it) or smtps://user:pass@host:465. Unset: emails go to the dev outbox in demo mode, and are
   * parked with a warning in production.
   */
  SMTP_URL: z.optional(
    z.string().check(z.regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL must be an smtp:// or smtps:// URL")),
  ),
  /** The From of every email: an address, or "Name <address>". Required with SMTP_URL. */
  MAIL_FROM: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
          'MAIL_FROM must be an address or "Name <address>"',
        ),
      ),
  ),
  /** Text messages through Twilio: all three or none (TWILIO_API_URL has a default). */
  TWILIO_ACCOUNT_SID: z.optional(
    z
      .string()
      .check(z.regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits")),
  ),
  TWILIO_AUTH_TOKEN: z.optional(z.string().check(z.minLength(16, "TWILIO_AUTH_TOKEN looks too short"))),
  /** The sender: a number in E.164 (+61…), or a Messaging Service sid (MG…). */
  TWILIO_FROM: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
          "TWILIO_FROM must be a number in E.164 or an MG… sid",
        ),
      ),
  ),
  /** Twilio's API base; tests point it at a local stand-in. */
  TWILIO_API_URL: z._default(z.url({ protocol: /^https?$/ }), "https://api.twilio.com"),
  /** A message failing this many times is parked (kept, not retried; docs/running-the-server.md). */
  MESSAGE_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)), 10),
  /** The first retry's delay in ms; each next one doubles (with jitter) up to MESSAGE_RETRY_MAX_MS. */
  MESSAGE_RETRY_BASE_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 5_000),
  MESSAGE_RETRY_MAX_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 3_600_000),
  /**
   * Webhook deliveries (issue 19) retry longer than messages: with the defaults the last attempt comes
   * more than 24 hours after the first even when every jittered delay is its shortest (webhook-retry.test.ts).
   */
  WEBHOOK_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)), 25),
  WEBHOOK_RETRY_BASE_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 30_000),
  WEBHOOK_RETRY_MAX_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 3 * 3_600_000),
  /** How often an idle worker looks for retries due and other processes' messages, in ms. */
  MESSAGE_POLL_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 1_000),
  /**
   * How long a worker holds a message it is delivering, in ms: a process that dies meanwhile leaves it
   * to be retried after this. Keep it well above the providers' 30-second timeouts.
   */
  MESSAGE_LEASE_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 300_000),
  /** Messages one process delivers at once. */
  MESSAGE_CONCURRENCY: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)), 8),
  /** Operational logs (JSON lines on stdout): the least severe level written. */
  LOG_LEVEL: z._default(z.enum(LOG_LEVELS), "info"),
  /** Set: GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. Unset: open (reach it internally). */
  METRICS_TOKEN: z.optional(
    z.string().check(z.minLength(16, "METRICS_TOKEN must be at least 16 characters")),
  ),
  /** SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z._default(z.coerce.number().check(z.int()).check(z.gte(0)), 10_000),
  /** HTTP processes (node:cluster) sharing PORT; more than 1 needs PostgreSQL (DATABASE_URL). */
  WORKERS: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(64)), 1),
  /**
   * "1": the server applies pending migrations when it starts. "0": it does not (the deploy runs
   * `npm run migrate`, e.g. with a database user the server's lacks); GET /readyz says 503 until they are.
   */
  MIGRATE_ON_START: z._default(z.enum(["0", "1"]), "1"),
  /**
   * "open": anyone may create a promoter account in the console (POST /api/v1/promoter/sign-up, an
   * emailed sign-in link). "closed": only existing promoters sign in. Default: open in demo mode, closed
   * in production.
   */
  PROMOTER_SIGN_UP: z.optional(z.enum(["open", "closed"])),
});

/** Every environment setting the server reads (docs/running-the-server.md explains each). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Demo mode only: published, so anyone can compute demo hashes; production must set SERVER_SECRET. */
export const DEMO_SERVER_SECRET = "fan-campaigns-demo-secret-do-not-use-in-production";

export type ServerConfig = z.infer<typeof envSchema> & {
  /** Demo mode: dev outbox, local test payment gateway, seeded campaigns. Off in production. */
  demoMode: boolean;
  publicOrigin: string;
  demoOrigin: string;
  /** SERVER_SECRET, or the demo constant in demo mode; undefined in production without one. */
  serverSecret: string | undefined;
  /** PREVIEW_ORIGINS, or the demo origin in demo mode. */
  previewOrigins: string[];
  /** IMAGE_HOSTS: where campaign photos may be fetched from to be sized (demo/server/images/). */
  imageHosts: string[];
  /** PROMOTER_SIGN_UP, or open in demo mode only. */
  promoterSignUp: boolean;
  /** Email delivery, when SMTP_URL and MAIL_FROM are set. */
  smtp: SmtpSettings | undefined;
  /** Text-message delivery, when the Twilio settings are set. */
  twilio: TwilioSettings | undefined;
};

const TWILIO_SETTINGS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/** SMTP_URL needs MAIL_FROM; the Twilio settings come all together or not at all. */
function deliverySettings(config: z.infer<typeof envSchema>) {
  if (config.SMTP_URL && !config.MAIL_FROM) {
    throw new Error(
      'MAIL_FROM is required with SMTP_URL: the From of every email, e.g. "Fan Campaigns <hello@example.com>".',
    );
  }
  const missing = TWILIO_SETTINGS.filter((name) => !config[name]);
  if (missing.length > 0 && missing.length < TWILIO_SETTINGS.length) {
    throw new Error(
      `Text messages need every Twilio setting: set ${missing.join(" and ")} (or unset the others).`,
    );
  }
  const smtp =
    config.SMTP_URL && config.MAIL_FROM ? { url: config.SMTP_URL, from: config.MAIL_FROM } : undefined;
  const twilio =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? {
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        }
      : undefined;
  return { smtp, twilio };
}

/** The settings `npm run migrate` reads: it needs the database, not the server's secrets. */
const migrateEnvSchema = z.pick(envSchema, { DATABASE_URL: true, DATA_DIR: true, LOG_LEVEL: true });
export type MigrateConfig = z.infer<typeof migrateEnvSchema>;

function parseEnv<S extends z.ZodMiniType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid server environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function loadMigrateConfig(env: Record<string, string | undefined> = process.env): MigrateConfig {
  return parseEnv(migrateEnvSchema, env);
}

/** Reads the environment through a schema so a wrong value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = parseEnv(envSchema, env);
  const demoMode = (config.DEMO === "1" || config.DEMO === "true") && config.NODE_ENV !== "production";
  if (!demoMode && !config.SERVER_SECRET) {
    throw new Error(
      "SERVER_SECRET is required in production: set it to at least 32 random characters " +
        "(the same value in every process sharing the database), or run the demo with `npm start` (or DEMO=1).",
    );
  }
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    throw new Error(
      "WORKERS > 1 needs PostgreSQL (DATABASE_URL): PGlite is one process's embedded database, " +
        "which other processes cannot open.",
    );
  }
  const demoOrigins = [`http://${config.HOST}:${config.DEMO_PORT}`, `http://localhost:${config.DEMO_PORT}`];
  return {
    ...config,
    demoMode,
    publicOrigin: config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
    demoOrigin: `http://${config.HOST}:${config.DEMO_PORT}`,
    serverSecret: config.SERVER_SECRET ?? (demoMode ? DEMO_SERVER_SECRET : undefined),
    previewOrigins: config.PREVIEW_ORIGINS ?? (demoMode ? [...new Set(demoOrigins)] : []),
    imageHosts: (config.IMAGE_HOSTS ?? []).map((host) => host.toLowerCase()),
    promoterSignUp: config.PROMOTER_SIGN_UP ? config.PROMOTER_SIGN_UP === "open" : demoMode,
    ...deliverySettings(config),
  };
}
