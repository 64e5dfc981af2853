import type { ServerConfig } from "./config.js";

/** What `npm start` prints for a person trying the demo (production logs a JSON line instead). */
export function startBanner(config: ServerConfig): string {
  const storage = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.DATA_DIR})`;
  const processes = config.WORKERS > 1 ? `, ${config.WORKERS} processes` : "";
  const sample = "p/demo-presale";
  return `Fan campaigns is running on ${storage}, demo mode${processes}.
  Hosted site:     ${config.publicOrigin}/${sample}/
  API:             ${config.publicOrigin}/api/v1/cn/campaign-uri?uri=${sample}
  Loader:          ${config.publicOrigin}/loader.js
  Dev outbox:      ${config.publicOrigin}/__dev/outbox/
  Promoter's site: ${config.demoOrigin}/  (widgets; elements: /elements.html; remote signup: /remote-signup.html; strict CSP: /strict-csp.html)
  Preview admin:   ${config.demoOrigin}/preview.html  (campaign and tour preview)
  Operations:      ${config.publicOrigin}/healthz  /readyz  /metrics`;
}

/** The fields of production's "listening" log line. */
export function listeningFields(config: ServerConfig) {
  return {
    origin: config.publicOrigin,
    host: config.HOST,
    port: config.PORT,
    database: config.DATABASE_URL ? "postgres" : "pglite",
    workers: config.WORKERS,
  };
}
