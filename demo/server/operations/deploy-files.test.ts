import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod/mini";

// issue 17: compose.yaml and the Dockerfile run the server for real. This machine has no Docker engine,
// so they are checked as files: what compose would start and in which order, and how the image runs.

const root = new URL("../../../", import.meta.url);
const read = (name: string) => readFile(new URL(name, root), "utf8");

const ServiceSchema = z.object({
  image: z.optional(z.string()),
  build: z.optional(z.unknown()),
  command: z.optional(z.array(z.string())),
  ports: z.optional(z.array(z.string())),
  environment: z.optional(z.record(z.string(), z.string())),
  depends_on: z.optional(z.record(z.string(), z.object({ condition: z.string() }))),
  healthcheck: z.optional(z.object({ test: z.array(z.string()) })),
});
const ComposeSchema = z.object({ services: z.record(z.string(), ServiceSchema) });

describe("given compose.yaml", async () => {
  const { services } = ComposeSchema.parse(parse(await read("compose.yaml")));
  const server = services.server!;
  const env = server.environment ?? {};

  it("has PostgreSQL with a healthcheck, an SMTP catcher, a migration step and the server", () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.postgres?.healthcheck?.test.join(" ")).toContain("pg_isready");
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
    expect(services.migrate?.command).toEqual(["node", "dist/server/migrate.js"]);
    expect(server.build).toBeDefined();
  });

  it("starts the server once PostgreSQL is healthy and the migrations ran", () => {
    expect(server.depends_on?.postgres?.condition).toBe("service_healthy");
    expect(server.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(services.migrate?.depends_on?.postgres?.condition).toBe("service_healthy");
  });

  it("points the server at the postgres service, the catcher and a required secret, on port 4173", () => {
    expect(new URL(env.DATABASE_URL ?? "").host).toBe("postgres:5432");
    expect(services.migrate?.environment?.DATABASE_URL).toBe(env.DATABASE_URL);
    expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    expect(env.MAIL_FROM).toBeTruthy();
    // `${VAR:?message}`: compose refuses to start without it rather than run with a made-up secret.
    expect(env.SERVER_SECRET).toMatch(/^\$\{SERVER_SECRET:\?/);
    expect(env.HOST).toBe("0.0.0.0");
    expect(server.ports).toContain("4173:4173");
  });
});

describe("given the Dockerfile", async () => {
  const dockerfile = await read("Dockerfile");
  const instructions = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages = instructions.filter((line) => line.startsWith("FROM "));
  const runtime = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));

  it("builds in one stage with the dev dependencies and runs from a small Node 20 image", () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^FROM node:20\S* AS build$/);
    expect(instructions).toContain("RUN npm run build");
    expect(stages[1]).toMatch(/^FROM node:20-(alpine|slim|bookworm-slim)\S* AS runtime$/);
    expect(runtime.some((line) => /^RUN npm ci --omit=dev/.test(line))).toBe(true);
    expect(runtime.some((line) => line.startsWith("COPY --from=build /app/dist/server"))).toBe(true);
  });

  it("runs as a user that is not root, exposes 4173, checks /healthz and starts the server", () => {
    const user = runtime.find((line) => line.startsWith("USER "));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(runtime).toContain("EXPOSE 4173");
    expect(runtime.find((line) => line.startsWith("HEALTHCHECK"))).toContain("/healthz");
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
  });

  it("has a .dockerignore keeping node_modules, dist and local data out of the context", async () => {
    const ignored = (await read(".dockerignore")).split("\n").map((line) => line.trim());
    for (const entry of ["node_modules", "dist", ".data", ".git"]) expect(ignored).toContain(entry);
  });
});
