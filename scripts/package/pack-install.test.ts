import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elementTags } from "../../elements/entries.mjs";

// Issue 21: what a developer gets from `npm install`. Packs packages/elements (built by `npm run build`,
// which `npm test` runs first), installs the tarball into a fresh project from the local npm cache (no
// network), then imports every entry in Node and type-checks a TypeScript file, a React 19 TSX file and a
// Vue-typed file against the installed declarations.

const repo = resolve(".");
const packageDir = join(repo, "packages/elements");
const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

let work: string;
let project: string;
let files: string[];
const installed = () => join(project, "node_modules/@fan-campaigns/elements");

beforeAll(() => {
  if (!existsSync(join(packageDir, "dist/elements/campaign-register.js")))
    throw new Error("packages/elements/dist is missing: run `npm run build` first");
  work = mkdtempSync(join(tmpdir(), "fan-campaigns-pack-"));
  const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", work], packageDir));
  files = packed.files.map((file: { path: string }) => file.path);
  project = join(work, "host");
  mkdirSync(project);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "host", private: true, type: "module" }),
  );
  // Its dependencies (zod, i18next: types only) come packed from this repository's node_modules, so the
  // install needs no registry at all.
  const dependencies = Object.keys(
    JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).dependencies,
  );
  const tarballs = dependencies.map((name) => {
    const [dependency] = JSON.parse(
      npm(
        ["pack", "--json", "--ignore-scripts", "--pack-destination", work, join(repo, "node_modules", name)],
        work,
      ),
    );
    return join(work, dependency.filename);
  });
  npm(["install", "--offline", "--no-audit", "--no-fund", join(work, packed.filename), ...tarballs], project);
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("given the packed tarball", () => {
  it("ships built files, declarations and the manifest, and no source, test or CI file", () => {
    expect(files).toContain("dist/elements/campaign-register.js");
    expect(files).toContain("dist/types/index.d.ts");
    expect(files).toContain("custom-elements.json");
    expect(files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"))).toEqual([]);
    expect(files.filter((f) => /(^|\/)(e2e|\.ci|demo|node_modules)\//.test(f))).toEqual([]);
  });

  it("has every exports target and every sideEffects pattern among its files", () => {
    const pkg = JSON.parse(readFileSync(join(installed(), "package.json"), "utf8"));
    const targets = Object.values(pkg.exports).flatMap((target) =>
      typeof target === "string" ? [target] : Object.values(target as Record<string, string>),
    );
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ""));
    for (const pattern of pkg.sideEffects as string[]) {
      const regex = new RegExp(
        `^${pattern.replace(/^\.\//, "").replaceAll(".", "\\.").replaceAll("*", "[^/]+")}$`,
      );
      expect(
        files.some((file) => regex.test(file)),
        pattern,
      ).toBe(true);
    }
  });

  it("installs without the server's packages", () => {
    for (const server of ["@electric-sql/pglite", "pg", "stripe", "hono", "react", "preact"])
      expect(existsSync(join(project, "node_modules", server)), server).toBe(false);
  });
});

describe("when a host project imports every entry", () => {
  it("each resolves and loads in Node (elements define nothing without a DOM)", () => {
    const entries = [
      "",
      "/autoloader",
      "/sdk",
      "/loader",
      "/react",
      "/vue",
      ...elementTags.map((t) => `/${t}`),
    ];
    const script = `
      const names = ${JSON.stringify(entries)};
      for (const name of names) await import("@fan-campaigns/elements" + name);
      const { elementTags } = await import("@fan-campaigns/elements");
      const sdk = await import("@fan-campaigns/elements/sdk");
      const manifest = await import("@fan-campaigns/elements/custom-elements.json", { with: { type: "json" } });
      console.log(JSON.stringify({ tags: elementTags.length, parse: typeof sdk.parseRoute, modules: manifest.default.modules.length }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project,
      encoding: "utf8",
    });
    expect(JSON.parse(out)).toEqual({
      tags: elementTags.length,
      parse: "function",
      modules: elementTags.length,
    });
  }, 60_000);

  it("type-checks against the installed declarations: TypeScript, React 19 JSX and Vue", () => {
    const source = join(repo, "scripts/package/host-fixtures");
    for (const name of ["host.ts", "host-react.tsx", "host-vue.ts"])
      writeFileSync(join(project, name), readFileSync(join(source, name), "utf8"));
    // React's and Vue's types come from this repository's devDependencies; the package's from the install.
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          module: "ESNext",
          moduleResolution: "Bundler",
          jsx: "react-jsx",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          paths: {
            react: [join(repo, "node_modules/@types/react")],
            "react/*": [join(repo, "node_modules/@types/react/*")],
            vue: [join(repo, "node_modules/vue")],
          },
        },
        files: ["host.ts", "host-react.tsx", "host-vue.ts"],
      }),
    );
    const tsc = join(repo, "node_modules/typescript/bin/tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project, encoding: "utf8" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe("");
  }, 180_000);
});
