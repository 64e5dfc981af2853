import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: port.default(4173),
  DEMO_PORT: port.default(4174),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** A postgres:// URL: use that server. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  /** PGlite's folder, or ":memory:" (tests). */
  DATA_DIR: z.string().min(1).default(".data/pglite"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The built browser files (rollup output). */
  PUBLIC_DIR: z.string().min(1).default("dist/web"),
  /** Origin the site is reached at, when behind a proxy. Default: http://HOST:PORT. */
  PUBLIC_ORIGIN: z.url().optional(),
});

export type ServerConfig = z.infer<typeof envSchema> & {
  /** Demo mode: dev outbox, local test payment gateway, seeded campaigns. Off in production. */
  demoMode: boolean;
  publicOrigin: string;
  demoOrigin: string;
};

/** Reads the environment through a schema so a wrong value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid server environment:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  return {
    ...config,
    demoMode: config.NODE_ENV !== "production",
    publicOrigin: config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
    demoOrigin: `http://${config.HOST}:${config.DEMO_PORT}`,
  };
}
