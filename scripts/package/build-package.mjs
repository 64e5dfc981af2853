// Builds packages/elements (issue 21): the ES modules (rollup.package.mjs), their declarations (tsc, then
// bundled per entry by rollup.package-types.mjs), and the two types-only entries' empty modules.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";

const dist = "packages/elements/dist";
const run = (args) => execFileSync(process.execPath, args, { stdio: "inherit" });

rmSync(dist, { recursive: true, force: true });
run(["node_modules/rollup/dist/bin/rollup", "-c", "rollup.package.mjs", "--silent"]);
run(["node_modules/typescript/bin/tsc", "-p", "tsconfig.package.json"]);
// tsc copies no hand-written declaration: the tag list's sits beside its module.
cpSync("elements/entries.d.mts", `${dist}/tsc/elements/entries.d.mts`);
run(["node_modules/rollup/dist/bin/rollup", "-c", "rollup.package-types.mjs", "--silent"]);
rmSync(`${dist}/tsc`, { recursive: true, force: true });
// `@fan-campaigns/elements/react` and `/vue` only augment the hosts' types; their modules are empty.
for (const name of ["react", "vue"]) writeFileSync(`${dist}/${name}.js`, "export {};\n");
if (!existsSync(`${dist}/elements/campaign-register.js`))
  throw new Error("build-package: no element entries");
console.log(`built ${dist}`);
