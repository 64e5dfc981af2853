import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Twilio's Messages API on loopback, for server and e2e tests (issue 17): it checks the
// path, the Basic auth and the form as Twilio does, answers in Twilio's shapes (201 with sid and
// status; errors as { code, message, more_info, status }), records every accepted text, and can be told
// to fail the next N requests or to refuse a number for good.

export const STAND_IN_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const STAND_IN_AUTH_TOKEN = "stand-in-auth-token-0123456789ab";
export const STAND_IN_FROM = "+15005550006";

export interface TextMessage {
  sid: string;
  to: string;
  /** The From number, or the MessagingServiceSid. */
  from: string;
  body: string;
}

export interface TwilioStandIn {
  readonly url: string;
  /** Every request that reached it, accepted or not. */
  readonly requests: number;
  readonly messages: readonly TextMessage[];
  messagesTo(to: string): TextMessage[];
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<TextMessage[]>;
  /** The next `times` requests answer `status` (default 503, as during an outage). */
  failNext(times: number, status?: number): void;
  /** Every text to `to` answers 400 with this Twilio error code (default 21211, invalid To). */
  refuse(to: string, code?: number): void;
  /** The settings that point the server at this stand-in. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const error = (res: ServerResponse, status: number, code: number, message: string) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startTwilioStandIn({
  accountSid = STAND_IN_ACCOUNT_SID,
  authToken = STAND_IN_AUTH_TOKEN,
} = {}): Promise<TwilioStandIn> {
  const messages: TextMessage[] = [];
  const arrived = new EventEmitter();
  const refused = new Map<string, number>();
  let failures = { times: 0, status: 503 };
  let requests = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server = createServer((req, res) => {
    requests += 1;
    readBody(req)
      .then((raw) => {
        if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
          return error(res, 404, 20404, "The requested resource was not found");
        }
        if (req.headers.authorization !== expectedAuth) return error(res, 401, 20003, "Authenticate");
        if (failures.times > 0) {
          failures = { ...failures, times: failures.times - 1 };
          return error(res, failures.status, 20500, "Service unavailable");
        }
        if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
          return error(res, 400, 20001, "Expected a form-encoded body");
        }
        const form = new URLSearchParams(raw);
        const to = form.get("To");
        const from = form.get("From") ?? form.get("MessagingServiceSid");
        const body = form.get("Body");
        if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
        if (!from) return error(res, 400, 21603, "A 'From' phone number is required.");
        if (!body) return error(res, 400, 21602, "Message body is required.");
        const code = refused.get(to);
        if (code !== undefined) return error(res, 400, code, `The 'To' number ${to} is not valid.`);
        const sid = `SM${randomBytes(16).toString("hex")}`;
        messages.push({ sid, to, from, body });
        arrived.emit("message");
        answer(res, 201, { sid, status: "queued", to, from, body, account_sid: accountSid });
      })
      .catch(() => error(res, 500, 20500, "Internal error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const messagesTo = (to: string) => messages.filter((m) => m.to === to);

  return {
    url,
    get requests() {
      return requests;
    },
    messages,
    messagesTo,
    waitFor(to, count = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messagesTo(to).length < count) return;
          clearTimeout(timer);
          arrived.off("message", check);
          resolve(messagesTo(to));
        };
        const timer = setTimeout(() => {
          arrived.off("message", check);
          reject(new Error(`${messagesTo(to).length} of ${count} texts reached ${to}`));
        }, timeoutMs);
        arrived.on("message", check);
        check();
      });
    },
    failNext(times, status = 503) {
      failures = { times, status };
    },
    refuse(to, code = 21211) {
      refused.set(to, code);
    },
    env: () => ({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: STAND_IN_FROM,
      TWILIO_API_URL: url,
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
