// Builds the browser bundles and the server. FLAVOUR=preact (default: the embed runtime, aliased through
// preact/compat) or FLAVOUR=react (measured side by side in `npm run bench`). OUT overrides dist/.
import { builtinModules } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import alias from "@rollup/plugin-alias";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import sucrase from "@rollup/plugin-sucrase";
import terser from "@rollup/plugin-terser";
import { elementEntries } from "./elements/entries.mjs";
import { preactAliases } from "./scripts/preact-aliases.mjs";
import { minifyElementCss } from "./scripts/rollup-minify-css.mjs";
import { penpalLean } from "./scripts/rollup-penpal-lean.mjs";

const flavour = process.env.FLAVOUR ?? "preact";
const out = process.env.OUT ?? "dist";
const web = `${out}/${flavour === "preact" ? "web" : `web-${flavour}`}`;

// `modern`: keep ?. and ?? as written instead of a helper per module (up to four copies in one chunk).
// Every browser the elements run in has them: the elements need constructable stylesheets
// (Safari 16.4, Chrome 73, Firefox 101), which came years after ?. and ?? (Safari 13.1, Chrome 80,
// Firefox 74).
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

export const browserPlugins = (modern = false) => [
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
  minifyElementCss(),
  stripSchemaDocs(),
  resolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx"] }),
  commonjs(),
  json(),
  typescript(modern),
];

export const minify = (passes = 2) => terser({ compress: { passes }, format: { comments: false } });
const isRuntime = (id) => /node_modules\/(preact|react|react-dom|scheduler|@r2wc)\//.test(id);
const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Small shared modules gzipped together instead of one chunk each (every chunk is compressed on its own, so
 * each costs its header and tables, ~0.1 KB per element loading it; docs/performance.md). A group holds
 * modules loaded by the same elements, or nearly (the measured trade is written beside it); modules loaded
 * lazily are never listed. Rollup counts a manual chunk as an entry of the modules it imports, so a group
 * imports only from `runtime`, `core`, other groups or whole automatic chunks, or the chunks it imports from
 * split in two (measured: +1 KB on every element).
 */
const SHARED_GROUPS = {
  // The elements' runtime with preact: every element, nothing else.
  runtime: [
    "elements/runtime/styles.ts",
    "elements/runtime/base-styles.ts",
    "elements/runtime/define-element.ts",
    "elements/runtime/renderer.ts",
    "elements/runtime/translation-context.tsx",
    "elements/runtime/use-campaign.ts",
    "elements/runtime/use-i18n.ts",
    // Issue 20: the loading skeleton every screen shows first (0.4 KB gzip as a chunk of its own).
    "elements/runtime/skeleton.tsx",
  ],
  // The twelve elements with a form: its styles and its en-us texts (forms.ts). The catalogue's other parts
  // (issue 22): registering's screens (registration.ts) go with the register styles, loaded by exactly
  // <campaign-register> and <campaign-magic-link>; the later screens' (journey.ts) are loaded by exactly
  // the ten elements that parse at once, so they join `parsing` (below). Each element loads no text it
  // cannot show: the register element 1.8 KB gzip less, every other element with a form 0.3-1.9 KB less.
  "form-styles": ["elements/form/form-styles.ts", "sdk/i18n/locales/en-us/forms.ts"],
  registration: [
    "elements/layout/register-styles.ts",
    "sdk/registration/gatekeeper-email.ts",
    "sdk/i18n/locales/en-us/registration.ts",
  ],
  // <campaign-finished> and <campaign-exit-intent> carry the two magic-link files (0.1 KB); all save more
  // on the merge. answer-call stays out: it brings callApi and zod, which the register element's first view
  // does without (its calls load with the first submit, issue 22).
  machine: [
    "sdk/machines/machine.ts",
    "elements/runtime/use-machine.ts",
    "sdk/machines/magic-link-answer.ts",
    "sdk/machines/magic-link-cooldown.ts",
  ],
  // <campaign-register> carries the step header (0.1 KB).
  "step-header": ["elements/layout/back-to-previous.ts", "elements/layout/step-header.ts"],
  // <campaign-success> and <campaign-rewards> carry validation-error (0.1 KB).
  snackbar: ["elements/layout/snackbar.tsx", "sdk/validation/validation-error.ts"],
  // The email check and the text field, which the same four screens load (<campaign-payment> carries the
  // email check, 0.4 KB, within its budget): one chunk's request and header fewer for the four.
  email: [
    "sdk/validation/email.ts",
    "elements/form/submit-form.tsx",
    "elements/form/field-shell.tsx",
    "elements/form/text-field.tsx",
    "sdk/validation/text-input.ts",
  ],
  // <campaign-success>, <campaign-stream> and <campaign-magic-link> read the stream's session with its
  // schemas (the site loads it only for a livestream opened from a link).
  "stream-storage": ["sdk/stream/stream-storage.ts", "sdk/api/schemas/gatekeeper.ts"],
  // <campaign-product>, <campaign-donate> and <campaign-payment>: the cart and its prices.
  cart: ["sdk/payment/product-cart.ts", "sdk/payment/cart-storage.ts", "sdk/api/schemas/pricing-product.ts"],
  // <campaign-exit-intent> carries the step layout (0.5 KB; still 2.5 KB under its size before issue 16);
  // the twelve others save 0.1–0.2 KB each.
  "layout-styles": ["elements/layout/layout-styles.ts", "elements/layout/step-layout.tsx"],
  // Assets resolved against the campaign site, and the hero's box: every screen with an image. The tour
  // takes only this (its hero is tour-hero.tsx), so it carries none of the campaign photo's srcset.
  assets: ["sdk/campaign/safe-url.ts", "elements/runtime/asset-url.ts", "sdk/flow/hero-image.ts"],
  // Two pairs loaded together by nearly every screen (issue 22): each pair as one chunk saves the screens
  // that load both a chunk's request and header (0.1-0.2 KB each, measured); <campaign-magic-link> and
  // <campaign-exit-intent>, which load only one half, carry the other (0.2 KB, within their budgets). The
  // fan store may not join use-fan: the site loads the store without the elements' runtime.
  "theme-color": ["sdk/campaign/theme-color.ts", "sdk/fan/fan-store.ts"],
  "screen-frame": ["elements/runtime/screen-frame.tsx", "elements/runtime/use-fan.ts"],
  // The campaign's hero with its sized copies (issue 22): register, welcome, success and finished.
  hero: ["elements/layout/hero-image.tsx", "sdk/flow/hero-resource.ts", "elements/layout/campaign-hero.tsx"],
};
const groupOf = new Map(
  Object.entries(SHARED_GROUPS).flatMap(([group, paths]) => paths.map((path) => [join(root, path), group])),
);

/** Each entry's static imports, transitively (what it loads before it runs); re-exporting files are walked through. */
function staticClosures({ getModuleIds, getModuleInfo }) {
  const entries = [...getModuleIds()].filter((entry) => getModuleInfo(entry).isEntry);
  return entries.map((entry) => {
    const seen = new Set();
    const queue = [entry];
    for (const next of queue) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  });
}

/** The included, non-entry modules every one of `closures` loads. */
function sharedByAll(closures, getModuleInfo) {
  const loaders = new Map();
  for (const closure of closures)
    for (const module of closure) loaders.set(module, (loaders.get(module) ?? 0) + 1);
  return new Set(
    [...loaders]
      .filter(([module, count]) => count === closures.length && getModuleInfo(module).isIncluded)
      .filter(([module]) => !getModuleInfo(module).isEntry)
      .map(([module]) => module),
  );
}

/** zod's modules but its patterns (the first view's form checks an email with zod's own pattern, no parser). */
const isZod = (id) => /node_modules\/zod\//.test(id) && !/\/regexes\.js$/.test(id);

/**
 * Two shared chunks, found once per build. `core`: what every entry (each element and the site) loads
 * statically: i18next and the client. `parsing`: what every entry that parses with zod at once loads
 * statically and no other entry does: zod and what only they share with it. The first views of the register and welcome elements parse
 * nothing before the campaign's schemas arrive (issue 22), so zod is no longer in `core`; split by who
 * imports which file, it cost the others 0.3-0.6 KB each in chunk headers. As manual chunks both let the
 * groups above import from them.
 */
const sharedChunks = new WeakMap();
function sharedChunkOf(id, api) {
  let chunks = sharedChunks.get(api.getModuleInfo);
  if (!chunks) {
    const closures = staticClosures(api);
    const core = sharedByAll(closures, api.getModuleInfo);
    const parses = (closure) => [...closure].some(isZod);
    const others = closures.filter((closure) => !parses(closure));
    // Only what no other entry loads: an entry importing one module of a manual chunk loads all of it.
    const parsing = new Set(
      [...sharedByAll(closures.filter(parses), api.getModuleInfo)].filter(
        (module) => !others.some((closure) => closure.has(module)),
      ),
    );
    chunks = { core, parsing };
    sharedChunks.set(api.getModuleInfo, chunks);
  }
  if (chunks.core.has(id)) return "core";
  if (chunks.parsing.has(id)) return "parsing";
  return undefined;
}

const manualChunks = (id, api) => {
  if (isRuntime(id)) return "runtime";
  return groupOf.get(id) ?? sharedChunkOf(id, api);
};

/**
 * Issue 22: entries get content-hashed names (`elements/campaign-register.<hash>.js`, served immutable), and
 * each keeps its stable name as a one-line module re-exporting the hashed one: promoters' pages and the
 * autoloader import `elements/campaign-*.js`, and an HTML page cached before a deploy still finds
 * `site/main.js`. The site itself imports the hashed files, so it never revalidates an entry.
 */
const stableEntryNames = () => ({
  name: "stable-entry-names",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk" || !chunk.isEntry) continue;
      const hashed = chunk.fileName.slice(chunk.fileName.lastIndexOf("/") + 1);
      this.emitFile({
        type: "asset",
        fileName: `${chunk.name}.js`,
        source: `export * from "./${hashed}";\n`,
      });
    }
  },
});

export const onwarn = (warning, warn) => {
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
    plugins: browserPlugins(true),
    onwarn,
    output: {
      dir: web,
      format: "es",
      // A dot before the hash: static-files.ts tells hashed names by it (element names hold hyphens).
      entryFileNames: "[name].[hash].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      manualChunks,
      // A group takes only the modules listed, not their imports (those stay where Rollup puts them).
      onlyExplicitManualChunks: true,
      sourcemap: true,
      plugins: [minify(), stableEntryNames()],
    },
  },
  {
    // <script src=".../elements/autoloader.js">: imports an element's chunk when its tag appears.
    input: "elements/autoloader.ts",
    plugins: browserPlugins(true),
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
    // Issue 19: the promoter console at /console/, its own entry so it never counts in the fan pages' budgets.
    input: "console/main.ts",
    plugins: browserPlugins(true),
    onwarn,
    output: { file: `${web}/console/assets/console.js`, format: "es", plugins: [minify()] },
  },
  {
    // `import { connectRemoteSignup } from "SITE/remote-signup.js"`: the typed remote-signup helper.
    input: "sdk/remote-signup/remote-signup.ts",
    plugins: browserPlugins(true),
    onwarn,
    output: { file: `${web}/remote-signup.js`, format: "es", plugins: [minify()] },
  },
];

/**
 * Issue 22: the server renders first screens with the elements' components, through preact/compat as the
 * embed build does; preact stays one external copy in node_modules, shared with preact-render-to-string.
 */
const serverPreact = () => {
  const to = new Map(preactAliases.map(({ find, replacement }) => [find, replacement]));
  return {
    name: "server-preact",
    resolveId: (source) => (to.has(source) ? { id: to.get(source), external: true } : null),
  };
};

const serverEntry = (input, file) => ({
  input,
  plugins: [
    serverPreact(),
    tsResolve(),
    // The first screen's inline <style> carries the elements' sheets as the browser bundles do.
    minifyElementCss(),
    resolve({ preferBuiltins: true, extensions: [".mjs", ".js", ".ts"] }),
    json(),
    typescript(),
  ],
  // Packages stay in node_modules; only our own code is bundled.
  // (React's names are not: server-preact maps them to preact's, external then.)
  external: (id) =>
    builtinModules.includes(id) ||
    id.startsWith("node:") ||
    (!id.startsWith(".") && !id.startsWith("/") && !/^react(-dom)?(\/|$)/.test(id)),
  onwarn,
  // The elements' lazy parts (later views) come along in the one file; the server never sends them.
  output: { file: `${out}/server/${file}`, format: "es", sourcemap: true, inlineDynamicImports: true },
});
// The server, `npm run migrate` (applies the migrations and exits), `npm run add-promoter` and PGlite's thread.
const server = [
  serverEntry("demo/server/main.ts", "main.js"),
  serverEntry("demo/server/migrate-main.ts", "migrate.js"),
  serverEntry("demo/server/add-promoter-main.ts", "add-promoter.js"),
  // Issue 18: PGlite's own thread, started by the server beside it (demo/db/pglite-in-worker.ts).
  serverEntry("demo/db/pglite-worker-main.ts", "pglite-worker.js"),
];

export default process.env.TARGET === "server"
  ? server
  : process.env.TARGET === "web"
    ? browser
    : [...browser, ...server];
