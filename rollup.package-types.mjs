// The package's declarations (issue 21): tsc writes them per source file (tsconfig.package.json), then
// rollup-plugin-dts bundles one file per entry, keeping only the types each entry names (so a host does
// not need React's types to use an element, for instance).
import { dts } from "rollup-plugin-dts";

const tsc = "packages/elements/dist/tsc";

/** @type {import('rollup').RollupOptions} */
export default {
  input: {
    index: `${tsc}/elements/package/index.d.ts`,
    element: `${tsc}/elements/package/element.d.ts`,
    autoloader: `${tsc}/elements/package/autoloader.d.ts`,
    react: `${tsc}/elements/package/react.d.ts`,
    vue: `${tsc}/elements/package/vue.d.ts`,
    sdk: `${tsc}/sdk/index.d.ts`,
    loader: `${tsc}/sdk/loader/loader.d.ts`,
  },
  plugins: [dts()],
  output: { dir: "packages/elements/dist/types", format: "es", chunkFileNames: "[name]-[hash].d.ts" },
};
