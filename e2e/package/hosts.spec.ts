import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { type Plugin, rollup } from "rollup";
import ts from "typescript";
import { SITE_PORT } from "../../playwright.config.js";
import { serveFolder } from "./serve-package.js";

// Issue 21: a React 19 host and a Vue 3 host, each a small app built here from the package's entries
// (`@fan-campaigns/elements/…`, the workspace the tarball is packed from), served from an origin of its own
// and talking to the demo server's API: properties set on the elements (before definition in Vue's case),
// `campaign:*` events heard by the host, which moves from the welcome page to the register screen.

const api = `http://127.0.0.1:${SITE_PORT}/api/v1/cn`;
let out: string;

/** TypeScript's own transform: it compiles JSX namespaced names (`oncampaign:ready`), which sucrase refuses. */
const typescript = (): Plugin => ({
  name: "typescript",
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes("node_modules")) return null;
    const { outputText } = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        jsx: ts.JsxEmit.ReactJSX,
      },
    });
    return { code: outputText, map: null };
  },
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  out = mkdtempSync(join(tmpdir(), "fan-campaigns-hosts-"));
  const bundle = await rollup({
    input: {
      react: resolve("e2e/package/hosts/react-host.tsx"),
      vue: resolve("e2e/package/hosts/vue-host.ts"),
    },
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          "process.env.NODE_ENV": JSON.stringify("production"),
          __VUE_OPTIONS_API__: "false",
          __VUE_PROD_DEVTOOLS__: "false",
          __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
        },
      }),
      nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx"] }),
      commonjs(),
      typescript(),
    ],
    onwarn: () => {},
  });
  await bundle.write({
    dir: out,
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "[name]-[hash].js",
  });
  await bundle.close();
});

test.afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

async function openHost(page: Page, name: "react" | "vue") {
  const lookup = await (await fetch(`${api}/campaign-uri?uri=p/demo-presale`)).json();
  const origin = `http://${name}-host.test`;
  const html = `<!doctype html><html lang="en"><title>${name} host</title>
    <script type="application/json" id="config">${JSON.stringify({ apiBase: api, lookup }).replaceAll("<", "\\u003c")}</script>
    <div id="root"></div><script type="module" src="/${name}.js"></script></html>`;
  await serveFolder(page, origin, out, { "/": html });
  const lookups: string[] = [];
  const toHost: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/campaign-uri")) lookups.push(request.url());
    if (request.url().startsWith(`${origin}/api`)) toHost.push(request.url());
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${origin}/`);
  return { lookups, toHost, errors };
}

const hostLog = (page: Page) => page.evaluate(() => (window as unknown as { hostLog: string[] }).hostLog);

for (const name of ["react", "vue"] as const) {
  test.describe(`given a ${name === "react" ? "React 19" : "Vue 3"} host app`, () => {
    test("the elements use the properties it sets and it hears their campaign:* events", async ({ page }) => {
      const { lookups, toHost, errors } = await openHost(page, name);
      const welcome = page.locator("#welcome");
      await expect(welcome.locator("[part~=cta]").first()).toBeVisible();
      // Styled: the element's own sheets reach its shadow root.
      const sheets = await welcome.evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length ?? 0);
      expect(sheets).toBeGreaterThan(0);
      await expect.poll(() => hostLog(page)).toContainEqual(expect.stringMatching(/^ready \w+/));

      await welcome.locator("[part~=cta]").first().click();
      await expect.poll(() => hostLog(page)).toContain("stepchange register");
      const register = page.locator("#register");
      await expect(register.locator("[part~=step]").first()).toBeVisible();
      await expect
        .poll(async () => (await hostLog(page)).filter((line) => line.startsWith("ready")).length)
        .toBe(2);

      // campaignData was used (no lookup asked) and apiBase too (nothing asked of the host's origin).
      expect(lookups).toEqual([]);
      expect(toHost).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
