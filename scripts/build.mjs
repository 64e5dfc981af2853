// `npm run build`: browser bundles + server (rollup), static files, type declarations.
// FLAVOUR=react builds the React flavour into dist/web-react (the bench compares both).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { precompress } from "./precompress.mjs";

const flavour = process.env.FLAVOUR ?? "preact";
const web = flavour === "preact" ? "dist/web" : `dist/web-${flavour}`;
const skipTypes = process.env.SKIP_TYPES === "1" || flavour !== "preact";
const started = Date.now();

rmSync(web, { recursive: true, force: true });
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });

run(process.execPath, ["node_modules/rollup/dist/bin/rollup", "-c", "--silent"], {
  TARGET: flavour === "preact" ? "all" : "web",
});

mkdirSync(`${web}/site`, { recursive: true });
// Issue 22: the page shell names the hashed site entry and stylesheet (served immutable); the stable
// names stay beside them for HTML cached before this build.
const css = readFileSync("site/site.css");
const cssHash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
const hashedCss = `site.${cssHash}.css`;
writeFileSync(`${web}/site/${hashedCss}`, css);
cpSync("site/site.css", `${web}/site/site.css`);
const hashedMain = readdirSync(`${web}/site`).find((name) => /^main\.[\w-]{8}\.js$/.test(name));
if (!hashedMain) throw new Error(`scripts/build.mjs: no hashed site entry in ${web}/site`);
writeFileSync(
  `${web}/index.html`,
  readFileSync("site/index.html", "utf8")
    .replaceAll("/site/main.js", `/site/${hashedMain}`)
    .replaceAll("/site/site.css", `/site/${hashedCss}`),
);
cpSync("demo/assets", `${web}/assets`, { recursive: true });
// Issue 19: the console's page and styles (its script is the rollup entry console/main.ts).
mkdirSync(`${web}/console/assets`, { recursive: true });
cpSync("console/index.html", `${web}/console/index.html`);
cpSync("console/console.css", `${web}/console/assets/console.css`);
cpSync("node_modules/uplot/dist/uPlot.min.css", `${web}/console/assets/uPlot.min.css`);

if (!skipTypes) {
  // Declarations for the public entries (sdk, elements); tsc type-checks separately in `npm test`.
  rmSync("dist/types", { recursive: true, force: true });
  run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.types.json"]);
  // Issue 21: the installable package (packages/elements); SKIP_PACKAGE=1 leaves it out of a quick build.
  if (process.env.SKIP_PACKAGE !== "1") run(process.execPath, ["scripts/package/build-package.mjs"]);
}
// Issue 8: the size budgets are part of the build (the loader's 5 KB among them); over budget fails it.
if (flavour === "preact") run(process.execPath, ["scripts/budgets.mjs"], { BUDGET_ROOT: web });
const packed = await precompress(web);
console.log(
  `precompressed ${packed.files} files: ${(packed.raw / 1024).toFixed(0)} KB -> br ${(packed.brotli / 1024).toFixed(0)} KB, gzip ${(packed.gzip / 1024).toFixed(0)} KB`,
);

console.log(
  `built ${web}${skipTypes ? "" : " + dist/server + dist/types"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
