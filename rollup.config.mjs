// Builds the browser bundles and the server. FLAVOUR=preact (default: the embed runtime, aliased through
// preact/compat) or FLAVOUR=react (measured side by side in `npm run bench`). OUT overrides dist/.
import { builtinModules } from "node:module";
import alias from "@rollup/plugin-alias";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import sucrase from "@rollup/plugin-sucrase";
import terser from "@rollup/plugin-terser";
import { elementEntries } from "./elements/entries.mjs";
import { penpalLean } from "./scripts/rollup-penpal-lean.mjs";

const flavour = process.env.FLAVOUR ?? "preact";
const out = process.env.OUT ?? "dist";
const web = `${out}/${flavour === "preact" ? "web" : `web-${flavour}`}`;

// `modern`: keep ?. and ?? as written (every browser the loader targets has them) instead of helpers.
const typescript = (modern = false) =>
  sucrase({
    transforms: ["typescript", "jsx"],
    jsxRuntime: "automatic",
    production: true,
    disableESTransforms: modern,
    exclude: [/[\\/]node_modules[\\/]/],
  });

// Rollup resolves `./x.js` imports written for TypeScript's ESM rules to the `.ts`/`.tsx` source.
const tsResolve = () => ({
  name: "ts-resolve",
  async resolveId(source, importer, options) {
    if (!importer || !source.startsWith(".") || !source.endsWith(".js")) return null;
    for (const ext of [".ts", ".tsx"]) {
      const resolved = await this.resolve(source.slice(0, -3) + ext, importer, {
        ...options,
        skipSelf: true,
      });
      if (resolved) return resolved;
    }
    return null;
  },
});

/**
 * The schemas' `.check(z.describe("…"))` texts document the API (docs/api/openapi.json is generated from them in
 * Node); browsers never read them, so the browser bundles drop them (about 2.4 KB gzip of every element).
 */
const DESCRIBE_CALL =
  /\.check\(\s*z\.describe\(\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`$]*`)\s*\),?\s*\)/g;
const stripSchemaDocs = () => ({
  name: "strip-schema-docs",
  transform(code, id) {
    if (!/\/sdk\/api\/.*\.ts$/.test(id)) return null;
    const stripped = code.replace(DESCRIBE_CALL, "");
    return stripped === code ? null : { code: stripped, map: null };
  },
});

const preactAliases = [
  { find: "react-dom/test-utils", replacement: "preact/test-utils" },
  { find: "react-dom/client", replacement: "preact/compat/client" },
  { find: "react-dom", replacement: "preact/compat" },
  { find: "react/jsx-runtime", replacement: "preact/jsx-runtime" },
  { find: "react/jsx-dev-runtime", replacement: "preact/jsx-dev-runtime" },
  { find: "react", replacement: "preact/compat" },
];

const browserPlugins = (modern = false) => [
  flavour === "preact" && alias({ entries: preactAliases }),
  // zod probes `new Function` when it builds an object schema (a faster parser); under a strict CSP
  // (no 'unsafe-eval') the probe is reported as a violation on the host page. Our bundles start zod's
  // shared config jitless (a host's own zod, if it set the config first, keeps its choice).
  replace({
    include: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/,
    preventAssignment: false,
    delimiters: ["", ""],
    values: { "(_a.__zod_globalConfig = {})": "(_a.__zod_globalConfig = { jitless: true })" },
  }),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  tsResolve(),
  stripSchemaDocs(),
  resolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx"] }),
  commonjs(),
  json(),
  typescript(modern),
];

const minify = (passes = 2) => terser({ compress: { passes }, format: { comments: false } });
const isRuntime = (id) => /node_modules\/(preact|react|react-dom|scheduler|@r2wc)\//.test(id);

const onwarn = (warning, warn) => {
  // zod and i18next use `this` at the top level of some ESM files harmlessly
  if (warning.code === "THIS_IS_UNDEFINED") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && warning.ids?.every((id) => id.includes("node_modules")))
    return;
  warn(warning);
};

/** @type {import('rollup').RollupOptions[]} */
const browser = [
  {
    // One ESM entry per element and the site's entry; shared code lands in named chunks.
    input: { ...elementEntries, "site/main": "site/main.ts" },
    plugins: browserPlugins(),
    onwarn,
    output: {
      dir: web,
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      manualChunks: (id) => (isRuntime(id) ? "runtime" : undefined),
      sourcemap: true,
      plugins: [minify()],
    },
  },
  {
    // <script src=".../elements/autoloader.js">: imports an element's chunk when its tag appears.
    input: "elements/autoloader.ts",
    plugins: browserPlugins(),
    onwarn,
    output: { file: `${web}/elements/autoloader.js`, format: "iife", plugins: [minify()] },
  },
  {
    // The promoter's script tag: register-button widgets and the postMessage bridge.
    input: "sdk/loader/loader.ts",
    plugins: [penpalLean(), ...browserPlugins(true)],
    onwarn,
    output: { file: `${web}/loader.js`, format: "iife", plugins: [minify(3)] },
  },
  {
    // `import { connectRemoteSignup } from "SITE/remote-signup.js"`: the typed remote-signup helper.
    input: "sdk/remote-signup/remote-signup.ts",
    plugins: browserPlugins(true),
    onwarn,
    output: { file: `${web}/remote-signup.js`, format: "es", plugins: [minify()] },
  },
];

const server = {
  input: "demo/server/main.ts",
  plugins: [
    tsResolve(),
    resolve({ preferBuiltins: true, extensions: [".mjs", ".js", ".ts"] }),
    json(),
    typescript(),
  ],
  // Packages stay in node_modules; only our own code is bundled.
  external: (id) =>
    builtinModules.includes(id) || id.startsWith("node:") || (!id.startsWith(".") && !id.startsWith("/")),
  onwarn,
  output: { file: `${out}/server/main.js`, format: "es", sourcemap: true },
};

export default process.env.TARGET === "server"
  ? [server]
  : process.env.TARGET === "web"
    ? browser
    : [...browser, server];
