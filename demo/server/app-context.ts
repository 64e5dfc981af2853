import type { Database } from "../db/database.js";
import type { ServerConfig } from "./config.js";

/** What every handler may use. Handlers are stateless: all state is in the database. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
}
