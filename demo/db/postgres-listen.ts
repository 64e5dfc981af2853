import pg from "pg";
import type { NotificationHandlers } from "./database.js";

// LISTEN needs a connection of its own, held open: a pooled one would go back to the pool and stop
// hearing. When it drops, whoever listens is told at once (it must assume it missed messages), and it
// reconnects after a growing pause, up to RETRY_MAX_MS, until stopped.

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
const SAFE_CHANNEL = /^[a-z_][a-z0-9_]*$/;

export async function listenOn(
  connection: pg.ClientConfig,
  channel: string,
  { onMessage, onListening }: NotificationHandlers,
): Promise<() => Promise<void>> {
  if (!SAFE_CHANNEL.test(channel)) throw new Error(`listen: channel "${channel}" must be a SQL identifier`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(connection);
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => {});
      if (client === next) client = undefined;
      onListening(false);
      if (!stopped) {
        retry = setTimeout(connect, pause);
        pause = Math.min(pause * 2, RETRY_MAX_MS);
      }
    };
    next.on("error", drop);
    next.on("end", drop);
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      drop(); // not listening: the listener hears so, and the retry is on its way
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    pause = RETRY_FIRST_MS;
    onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    onListening(false);
    await open?.end().catch(() => {});
  };
}
