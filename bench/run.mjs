// `npm run bench`: figures side by side, printed as a table and written to bench/results.json.
// `npm run bench` builds the default (preact) flavour first; this builds the React flavour to compare.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { elementTags } from "../elements/entries.mjs";
import { checkBudgets } from "../scripts/budgets.mjs";
import { kb, measureEntry, measurePage, PAGE_CODE, sizeOf } from "../scripts/bundle-sizes.mjs";
import { apiLoadRows, printFigures, runApiLoad } from "./api-load.mjs";
import { printFanCallGrowth, runFanCallGrowth } from "./fan-call-growth.mjs";
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
const pageCode = {};
for (const [flavour, root] of Object.entries(flavours)) {
  pageCode[flavour] = Object.fromEntries(
    Object.keys(PAGE_CODE).map((page) => {
      const { raw, gzip, brotli } = measurePage(root, page);
      return [page, { raw, gzip, brotli }];
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

// API load: registrations per second on PGlite and (with TEST_DATABASE_URL or DATABASE_URL) PostgreSQL,
// with one process and with two (WORKERS=2).
const apiLoad = await runApiLoad();
printFigures(apiLoad);
results.apiLoad = apiLoad;

// The fan call on an empty campaign and on one of 100,000 fans (issue 18: flat).
const fanCallGrowth = await runFanCallGrowth();
printFanCallGrowth(fanCallGrowth);
results.fanCallGrowth = fanCallGrowth;

// A short summary of the run (also kept in the JSON).
const budgetRows = checkBudgets(flavours.preact);
const rows = apiLoadRows(apiLoad);
results.summary = {
  budgets: budgetRows.map(({ name, size, gzip, ok }) => ({ name, gzip: size, budget: gzip, ok })),
  loaderVsTypeform: embeds["@typeform/embed embed.js"].gzipRatioToLoader,
  loaderVsCalcom: embeds["@calcom/embed-core embed.js"].gzipRatioToLoader,
  registerReactOverPreact: Number(
    (
      sizes.react["elements/campaign-register.js"].gzip / sizes.preact["elements/campaign-register.js"].gzip
    ).toFixed(2),
  ),
  fansMatch: rows.every((row) => row.fansMatch),
};
const over = budgetRows.filter((row) => !row.ok);
console.log("\nSummary");
console.log(
  `  budgets: ${budgetRows.length - over.length} of ${budgetRows.length} hold${over.length ? ` (over: ${over.map((r) => r.name).join(", ")})` : ""}`,
);
console.log(
  `  loader.js: ${kb(loader.gzip)} gzip; Typeform's embed.js ${results.summary.loaderVsTypeform}x, Cal.com's ${results.summary.loaderVsCalcom}x its size`,
);
console.log(
  `  <campaign-register>: ${kb(sizes.preact["elements/campaign-register.js"].gzip)} gzip with preact, ${results.summary.registerReactOverPreact}x that with React`,
);
console.log(
  `  landing page ${kb(pageCode.preact.landing.gzip)}, register page ${kb(pageCode.preact.register.gzip)} gzip of JavaScript`,
);
for (const row of rows) {
  console.log(
    `  API on ${row.database} (${row.workers} process${row.workers > 1 ? "es" : ""}): ${row.registrationsPerSecond} registrations/s, p50 ${row.registrationLatencyMs.p50} ms, p99 ${row.registrationLatencyMs.p99} ms; fans in the database ${row.fansMatch ? "equal" : "DIFFER FROM"} the 201 answers`,
  );
}
if (apiLoad.postgresSkipped) console.log(`  API on PostgreSQL: skipped (${apiLoad.postgresSkipped})`);
for (const row of fanCallGrowth.rows) {
  const { empty, seeded } = row.fanCallMs;
  console.log(
    `  the fan call on ${row.database}: p50 ${empty.p50} ms with no fans seeded, ${seeded.p50} ms with ${row.seededFans} (x${row.p50Ratio})`,
  );
}

mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten bench/results.json");
