// The server's data layer. Test helpers live in ./testing.js (they import vitest).
export type { Database, DatabaseKind, Queryable, Row } from "./database.js";
export { isUniqueViolation } from "./database.js";
export type { MigrateResult } from "./migrate.js";
export { migrate, pendingMigrations } from "./migrate.js";
export type { Migration } from "./migrations/index.js";
export { migrations } from "./migrations/index.js";
export type { OpenDatabaseOptions } from "./open-database.js";
export { openDatabase } from "./open-database.js";
export type { PgliteOptions } from "./pglite.js";
export { DEFAULT_PGLITE_DIR, openPglite } from "./pglite.js";
export type { PostgresOptions } from "./postgres.js";
export { openPostgres } from "./postgres.js";
