// Issue 22: every text file of the build is stored brotli- and gzip-compressed beside itself (x.js.br,
// x.js.gz) at the highest levels, once per build, so the server answers compressed files without
// compressing per request (demo/server/static-files.ts negotiates which one a browser gets).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".map"]);
/** Below this, headers outweigh the saving (and an MTU carries the file anyway). */
export const MIN_PRECOMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `.br` and `.gz` beside each compressible file under `root`; answers the bytes before and after. */
export async function precompress(root) {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const jobs = [];
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_PRECOMPRESS_BYTES) continue;
    jobs.push(async () => {
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      totals.files += 1;
      totals.raw += bytes.length;
      totals.brotli += br.length;
      totals.gzip += gzipped.length;
    });
  }
  // Two at a time: zlib runs on the thread pool, and builds share the machine.
  const next = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  await Promise.all([next(), next()]);
  return totals;
}
