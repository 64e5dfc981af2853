import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermanentDeliveryError } from "../messaging/delivery-error.js";
import { postWebhook, publicOnlyLookup } from "./post-webhook.js";

let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, answer) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push(body);
      answer.writeHead(request.url === "/moved" ? 302 : 204, { location: "http://127.0.0.1/" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (url: string, publicOnly: boolean) =>
  postWebhook({
    url,
    headers: { "content-type": "application/json" },
    body: '{"a":1}',
    timeoutMs: 5000,
    publicOnly,
  });

describe("a webhook delivery", () => {
  it("in demo mode reaches a receiver on this machine and answers its status", async () => {
    expect(await post(`http://127.0.0.1:${port}/hook`, false)).toBe(204);
    expect(received.at(-1)).toBe('{"a":1}');
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    expect(await post(`http://127.0.0.1:${port}/moved`, false)).toBe(302);
  });

  it("outside demo mode is not sent to a private address, named or resolved, and is not retried", async () => {
    const before = received.length;
    await expect(post(`http://127.0.0.1:${port}/hook`, true)).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(post(`http://localhost.:${port}/hook`, true)).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(received.length).toBe(before);
  });
});

describe("the lookup used outside demo mode", () => {
  it("refuses a name that resolves to this machine", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (failure) => resolve(failure)),
    );
    expect(error?.message).toMatch(/localhost resolves to .*, not a public address/);
  });
});
