import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { staticClosure } from "./bundle-sizes.mjs";
const root = process.argv[2];
for (const f of staticClosure(`${root}/dist/web/elements/campaign-register.js`)) {
  const b = readFileSync(f); console.log(gzipSync(b,{level:9}).length, b.length, f.replace(root,""));
}
