// `npm run bench`: figures side by side, printed as a table and written to bench/results.json.
// `npm run bench` builds the default (preact) flavour first; this builds the React flavour to compare.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { elementTags } from "../elements/entries.mjs";
import { kb, measureEntry, sizeOf, staticClosure } from "../scripts/bundle-sizes.mjs";
import { printFigures, runApiLoad } from "./api-load.mjs";
import { printPageSpeed, runPageSpeed } from "./page-speed.mjs";

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

// The code a page needs before it works: the site's entry plus the page's element, chunks counted once.
const PAGE_CODE = {
  landing: ["site/main.js", "elements/campaign-welcome.js"],
  register: ["site/main.js", "elements/campaign-register.js"],
};
const pageCode = {};
for (const [flavour, root] of Object.entries(flavours)) {
  pageCode[flavour] = Object.fromEntries(
    Object.entries(PAGE_CODE).map(([page, files]) => {
      const closure = new Set(files.flatMap((file) => staticClosure(join(root, file))));
      return [page, sizeOf([...closure])];
    }),
  );
}
console.log("\nCode loaded before a page works (site entry + its element, shared chunks once)");
for (const page of Object.keys(PAGE_CODE)) {
  const p = pageCode.preact[page];
  const r = pageCode.react[page];
  console.log(
    `${page.padEnd(34)} ${kb(p.gzip).padStart(12)} ${kb(p.brotli).padStart(10)} ${kb(r.gzip).padStart(11)} ${kb(r.brotli).padStart(10)}`,
  );
}

// The other embeds a promoter might paste, as installed from the registry, against our loader.
const OTHER_EMBEDS = {
  "@typeform/embed embed.js": "node_modules/@typeform/embed/build/embed.js",
  "@calcom/embed-core embed.js": "node_modules/@calcom/embed-core/dist/embed/embed.js",
};
const loader = sizes.preact["loader.js"];
const embeds = Object.fromEntries(
  Object.entries(OTHER_EMBEDS).map(([name, file]) => {
    const s = sizeOf([file]);
    return [name, { ...s, gzipRatioToLoader: Number((s.gzip / loader.gzip).toFixed(1)) }];
  }),
);
console.log("\nEmbed scripts (gzip / brotli), ratio to our loader.js");
console.log(
  `${"loader.js (ours)".padEnd(34)} ${kb(loader.gzip).padStart(12)} ${kb(loader.brotli).padStart(10)}      1.0x`,
);
for (const [name, s] of Object.entries(embeds)) {
  console.log(
    `${name.padEnd(34)} ${kb(s.gzip).padStart(12)} ${kb(s.brotli).padStart(10)} ${`${s.gzipRatioToLoader}x`.padStart(9)}`,
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
results.pageCode = pageCode;
results.otherEmbeds = embeds;

// Page speed: Lighthouse and the register flow's interactivity, both builds.
const pageSpeed = await runPageSpeed();
printPageSpeed(pageSpeed);
results.pageSpeed = pageSpeed;

// API load: registrations per second on PGlite and (with TEST_DATABASE_URL or DATABASE_URL) PostgreSQL.
const apiLoad = await runApiLoad();
printFigures(apiLoad);
results.apiLoad = apiLoad;

mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten bench/results.json");
