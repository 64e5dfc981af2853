import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for tests (issue 17): it checks the login, parses every message with
// mailparser and keeps it. Tests wait for messages by condition, never by time, and can stop it and
// start it again on the same port to play an outage.

export interface CaughtMail {
  /** The envelope's sender and recipients. */
  mailFrom: string;
  rcptTo: string[];
  /** The From header as written, e.g. "Fan Campaigns <hello@example.com>". */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  /** Every header as written (unfolded), by lower-case name; the last one when repeated. */
  headers: Record<string, string>;
}

export interface SmtpCatcher {
  readonly port: number;
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  readonly messages: readonly CaughtMail[];
  /** Messages whose envelope went to this address. */
  messagesTo(address: string): CaughtMail[];
  /** Resolves once `count` messages went to `address` (rejects after `timeoutMs`, a failure bound). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** Refuses mail to this address with an SMTP reply code (550: no such mailbox; 451: try later). */
  refuse(address: string, responseCode?: number): void;
  /** Every connection attempt while stopped is refused. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

export interface SmtpCatcherOptions {
  port?: number;
  user?: string;
  pass?: string;
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const user = options.user ?? "mailer";
  const pass = options.pass ?? "catcher-secret";
  const messages: CaughtMail[] = [];
  const caught = new EventEmitter().setMaxListeners(0);
  const refused = new Map<string, number>();

  const createServer = () =>
    new SMTPServer({
      disabledCommands: ["STARTTLS"], // plain text on loopback
      allowInsecureAuth: true,
      closeTimeout: 1, // stop() drops pooled connections at once, as a crashed server would
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) return callback(null, { user });
        return callback(new Error("Invalid username or password"));
      },
      onRcptTo(address, _session, callback) {
        const code = refused.get(address.address.toLowerCase());
        if (code === undefined) return callback();
        return callback(
          Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: code }),
        );
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push({
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              rcptTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.text ?? "",
              to: Array.isArray(parsed.to)
                ? parsed.to.map((a) => a.text).join(", ")
                : (parsed.to?.text ?? ""),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : undefined,
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(":") + 1)
                    .replace(/\r?\n[ \t]+/g, " ")
                    .trim(),
                ]),
              ),
            });
            caught.emit("message");
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });

  let server = createServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(options.port ?? 0);
  const messagesTo = (address: string) => messages.filter((m) => m.rcptTo.includes(address.toLowerCase()));

  return {
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    messages,
    messagesTo,
    waitFor(address, count = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messagesTo(address);
          if (found.length < count) return;
          clearTimeout(timer);
          caught.off("message", check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          caught.off("message", check);
          reject(new Error(`${messagesTo(address).length} of ${count} messages reached ${address}`));
        }, timeoutMs);
        caught.on("message", check);
        check();
      });
    },
    refuse(address, responseCode = 550) {
      refused.set(address.toLowerCase(), responseCode);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = createServer();
      await listen(port);
    },
  };
}
