// `npm run build`: browser bundles + server (rollup), static files, type declarations.
// FLAVOUR=react builds the React flavour into dist/web-react (the bench compares both).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";

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
cpSync("site/index.html", `${web}/index.html`);
cpSync("site/site.css", `${web}/site/site.css`);
cpSync("demo/assets", `${web}/assets`, { recursive: true });

if (!skipTypes) {
  // Declarations for the public entries (sdk, elements); tsc type-checks separately in `npm test`.
  rmSync("dist/types", { recursive: true, force: true });
  run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.types.json"]);
}
// Issue 8: the size budgets are part of the build (the loader's 5 KB among them); over budget fails it.
if (flavour === "preact") run(process.execPath, ["scripts/budgets.mjs"], { BUDGET_ROOT: web });

console.log(
  `built ${web}${skipTypes ? "" : " + dist/server + dist/types"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
