// The installable package (packages/elements, issue 21): every element, the autoloader, the sdk and the
// loader as ES modules with stable names, sharing chunks, with nothing left to install (preact, zod and
// i18next are bundled as in the site's build). `npm run build` runs it (scripts/package/build-package.mjs).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { elementEntries, elementTags } from "./elements/entries.mjs";
import { browserPlugins, minify, onwarn } from "./rollup.config.mjs";
import { penpalLean } from "./scripts/rollup-penpal-lean.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));
const out = "packages/elements/dist";
const MODULES = "campaign:element-modules";

/** `import modules from "campaign:element-modules"`: each tag's `() => import(its entry)`, for the autoloader. */
const elementModules = () => ({
  name: "element-modules",
  resolveId: (id) => (id === MODULES ? `\0${MODULES}` : null),
  load(id) {
    if (id !== `\0${MODULES}`) return null;
    const lines = elementTags.map(
      (tag) =>
        `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(join(root, elementEntries[`elements/${tag}`]))}),`,
    );
    return `export default {\n${lines.join("\n")}\n};\n`;
  },
});

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      ...elementEntries,
      index: "elements/package/index.ts",
      autoloader: "elements/package/autoloader.ts",
      sdk: "sdk/index.ts",
    },
    plugins: [elementModules(), ...browserPlugins()],
    onwarn,
    output: {
      dir: out,
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      sourcemap: true,
      plugins: [minify()],
    },
  },
  {
    // The script-tag loader, as the site serves it (an IIFE: it reads its own <script src>).
    input: "sdk/loader/loader.ts",
    plugins: [penpalLean(), ...browserPlugins(true)],
    onwarn,
    output: { file: `${out}/loader.js`, format: "iife", plugins: [minify(3)] },
  },
];
