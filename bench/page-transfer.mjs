// Issue 22: bytes on the wire for a page's first view, as Chromium received them (encoded bodies plus
// headers), with brotli, with gzip only and with no compression, against the built server.
// `node bench/page-transfer.mjs [path]` (default: the presale register page); needs `npm run build`.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const port = Number(process.env.PORT ?? 4362);
const path = process.argv[2] ?? "/p/demo-presale/register";
const origin = `http://127.0.0.1:${port}`;
// The chunk holding libphonenumber-js's metadata, found by its content (its name is rollup's choice).
const phoneChunk = readdirSync("dist/web/chunks").find(
  (name) =>
    name.endsWith(".js") && readFileSync(`dist/web/chunks/${name}`, "utf8").includes("country_calling_codes"),
);

const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: { ...process.env, PORT: String(port), DEMO_PORT: String(port + 1), DATA_DIR: ":memory:", DEMO: "1" },
  stdio: "ignore",
});
try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/api/v1/cn/campaign-uri?uri=p/demo-presale`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  for (const [label, encoding] of [
    ["br", "br, gzip"],
    ["gzip", "gzip"],
    ["none", "identity"],
  ]) {
    const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": encoding } });
    const page = await context.newPage();
    const responses = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(`${origin}${path}`);
    // The first screen is up, and the step after it prefetched (core-journey §9: within 2 s of idle).
    await page.getByLabel("Email").first().waitFor();
    await page.waitForLoadState("networkidle");
    const sum = async (list) => {
      let bytes = 0;
      for (const response of list) {
        const sizes = await response.request().sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      return bytes;
    };
    const first = [...responses];
    const script = first.filter((r) => r.url().endsWith(".js"));
    const phone = first.some((r) => phoneChunk !== undefined && r.url().endsWith(`/chunks/${phoneChunk}`));
    const row = {
      encoding: label,
      requests: first.length,
      transferred: await sum(first),
      script: await sum(script),
      phoneLibraryAtFirstView: phone,
    };
    // What reaching for the phone field adds (the phone library), when the page has one.
    const field = page.getByLabel("Mobile Number");
    if (phoneChunk && (await field.count())) {
      const loaded = page.waitForResponse((r) => r.url().endsWith(`/chunks/${phoneChunk}`));
      await field.focus();
      await loaded;
      row.onPhoneFocus = await sum(responses.slice(first.length));
    }
    rows.push(row);
    await context.close();
  }
  await browser.close();
  console.log(`${path}: bytes received (bodies as sent plus headers), first view until the network is idle`);
  for (const row of rows) {
    console.log(
      `${row.encoding.padEnd(5)} ${String(row.requests).padStart(3)} requests  ${(row.transferred / 1024).toFixed(1).padStart(7)} KB  script ${(row.script / 1024).toFixed(1).padStart(7)} KB  phone library at first view: ${row.phoneLibraryAtFirstView ? "yes" : "no"}${row.onPhoneFocus === undefined ? "" : `  +${(row.onPhoneFocus / 1024).toFixed(1)} KB on focus of the phone field`}`,
    );
  }
} finally {
  server.kill();
}
