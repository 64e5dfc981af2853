import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPrivateHost } from "./webhook-url.js";

describe("a webhook URL outside demo mode", () => {
  it.each([
    "https://localhost/",
    "https://localhost./",
    "https://LOCALHOST/",
    "https://api.localhost/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://metadata.google.internal./computeMetadata/v1/",
    "https://printer.local/",
    "https://router.home.arpa/",
    "https://127.0.0.1/",
    "https://127.1/",
    "https://2130706433/",
    "https://0x7f000001/",
    "https://0.0.0.0/",
    "https://0.0.0.1/",
    "https://10.1.2.3/",
    "https://172.16.0.1/",
    "https://192.168.1.1/",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/",
    "https://100.100.100.200/latest/meta-data/",
    "https://198.18.0.1/",
    "https://224.0.0.1/",
    "https://255.255.255.255/",
    "https://[::1]/",
    "https://[::]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:7f00:1]/",
    "https://[fe80::1]/",
    "https://[fd00::1]/",
  ])("refuses %s, naming the field", (url) => {
    expect(() => checkWebhookUrl(url, false)).toThrow(/"url": a public host is needed/);
  });

  it.each([
    "https://hooks.example.com/fan-campaigns",
    "https://8.8.8.8/hook",
    "https://[2606:4700::1111]/hook",
    "https://internal.example.com/",
    "https://local-news.com.au/",
  ])("accepts %s", (url) => {
    expect(checkWebhookUrl(url, false)).toBe(new URL(url).toString());
  });

  it("refuses http, and credentials in the URL", () => {
    expect(() => checkWebhookUrl("http://hooks.example.com/", false)).toThrow(/https URLs only/);
    expect(() => checkWebhookUrl("https://a:b@hooks.example.com/", false)).toThrow(/no credentials/);
  });
});

describe("in demo mode", () => {
  it("takes a receiver on this machine, over http", () => {
    expect(checkWebhookUrl("http://127.0.0.1:4999/hook", true)).toBe("http://127.0.0.1:4999/hook");
  });
});

describe("isPrivateHost", () => {
  it("reads a host as URL.hostname gives it", () => {
    expect(isPrivateHost("[::1]")).toBe(true);
    expect(isPrivateHost("example.com.")).toBe(false);
    expect(isPrivateHost("")).toBe(true);
  });
});
