import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonBodyLimit } from "./body-limit.js";

// The declared length is judged by its header; a body without one is counted as it streams in.

const app = new Hono();
app.use("*", jsonBodyLimit(16));
app.post("/", async (c) => c.text(await c.req.text()));

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of text.match(/.{1,4}/g) ?? []) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request("/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("jsonBodyLimit", () => {
  it("refuses a declared length over the limit with the API's 413", async () => {
    const res = await post("x".repeat(17), { "content-length": "17" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body too large", statusCode: 413 });
  });

  it("passes a declared length within the limit, body intact", async () => {
    const res = await post("x".repeat(16), { "content-length": "16" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("x".repeat(16));
  });

  it("counts a body of no declared length as it streams", async () => {
    expect((await post(streamOf("y".repeat(40)))).status).toBe(413);
    const small = await post(streamOf("y".repeat(12)));
    expect(small.status).toBe(200);
    expect(await small.text()).toBe("y".repeat(12));
  });
});
