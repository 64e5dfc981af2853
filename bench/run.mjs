// `npm run bench`: figures side by side, printed as a table and written to bench/results.json.
// `npm run bench` builds the default (preact) flavour first; this builds the React flavour to compare.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { elementTags } from "../elements/entries.mjs";
import { kb, measureEntry } from "../scripts/bundle-sizes.mjs";
import { printFigures, runApiLoad } from "./api-load.mjs";

const entries = [
  "loader.js",
  "elements/autoloader.js",
  "site/main.js",
  ...elementTags.map((t) => `elements/${t}.js`),
];

execFileSync(process.execPath, ["scripts/build.mjs"], {
  stdio: "inherit",
  env: { ...process.env, FLAVOUR: "react" },
});

const flavours = { preact: "dist/web", react: "dist/web-react" };
const sizes = {};
for (const [flavour, root] of Object.entries(flavours)) {
  sizes[flavour] = Object.fromEntries(entries.map((entry) => [entry, measureEntry(root, entry)]));
}

console.log("\nBundle sizes (entry + static imports)");
console.log(
  `${"entry".padEnd(34)} ${"preact gzip".padStart(12)} ${"preact br".padStart(10)} ${"react gzip".padStart(11)} ${"react br".padStart(10)}`,
);
for (const entry of entries) {
  const p = sizes.preact[entry];
  const r = sizes.react[entry];
  console.log(
    `${entry.padEnd(34)} ${kb(p.gzip).padStart(12)} ${kb(p.brotli).padStart(10)} ${kb(r.gzip).padStart(11)} ${kb(r.brotli).padStart(10)}`,
  );
}

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: Object.fromEntries(
    Object.entries(sizes).map(([flavour, byEntry]) => [
      flavour,
      Object.fromEntries(
        Object.entries(byEntry).map(([entry, s]) => [
          entry,
          { raw: s.raw, gzip: s.gzip, brotli: s.brotli, files: s.files.length },
        ]),
      ),
    ]),
  ),
};
// API load: registrations per second on PGlite and (with TEST_DATABASE_URL or DATABASE_URL) PostgreSQL.
const apiLoad = await runApiLoad();
printFigures(apiLoad);
results.apiLoad = apiLoad;

mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten bench/results.json");
