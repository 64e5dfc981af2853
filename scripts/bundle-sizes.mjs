// Measures built bundles: raw, gzip and brotli bytes of an entry plus every chunk it imports statically
// (what a browser must fetch before the entry runs). Shared by `npm run bench` and the budget check.
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The entry and the files it imports statically, transitively. */
export function staticClosure(file) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(path, "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) visit(join(dirname(path), match[1]));
  };
  visit(file);
  return [...seen];
}

export function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/** Sizes of an entry with its static imports. */
export function measureEntry(root, entry) {
  const files = staticClosure(join(root, entry));
  return { entry, files: files.map((f) => relative(root, f)), ...sizeOf(files) };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The code a page needs before it works: the site's entry plus the page's element, shared chunks counted
 * once (`npm run bench` and the budgets).
 */
export const PAGE_CODE = {
  landing: ["site/main.js", "elements/campaign-welcome.js"],
  register: ["site/main.js", "elements/campaign-register.js"],
};

/**
 * A stable name that only re-exports its content-hashed file (kept for pages cached before a build) is
 * not what a page fetches: the page shell and the site's entry name the hashed files.
 */
function hashedFileOf(file) {
  const stub = readFileSync(file, "utf8").match(/^export \* from "\.\/([^"]+\.js)";\s*$/);
  return stub ? join(dirname(file), stub[1]) : file;
}

export function measurePage(root, page) {
  const closure = new Set(PAGE_CODE[page].flatMap((file) => staticClosure(hashedFileOf(join(root, file)))));
  return {
    entry: `${page} page`,
    files: [...closure].map((f) => relative(root, f)),
    ...sizeOf([...closure]),
  };
}

/** The source files (from the source maps) bundled into an entry and its static imports. */
export function sourcesOf(root, entry) {
  const sources = new Set();
  for (const file of staticClosure(join(root, entry))) {
    try {
      const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
      for (const source of map.sources) sources.add(source);
    } catch {
      // a file without a source map (the IIFEs): nothing to attribute
    }
  }
  return [...sources];
}
