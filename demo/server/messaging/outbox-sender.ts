import type { Queryable } from "../../db/database.js";
import { insertOutboxMessage } from "../../store/outbox.js";
import type { MessageSender } from "./message-sender.js";

/** Demo mode: nothing leaves the machine; messages are kept for GET /__dev/outbox (CONTRACT.md). */
export function createOutboxSender(db: Queryable): MessageSender {
  return { send: (message) => insertOutboxMessage(db, message) };
}
