import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { elementTags } from "../../elements/entries.mjs";
import { renderElementTables, replaceGenerated } from "./elements-doc.mjs";
import { buildManifest, DOC_PATH, MANIFEST_PATH, manifestText } from "./elements-manifest.mjs";

// Issue 21: the Custom Elements Manifest and docs/elements.md's tables are generated from the elements'
// definitions; these fail while either is stale (fix: `npm run package:manifest`). The manifest is checked
// against the built elements in a browser by e2e/package-manifest.spec.ts.

interface Manifest {
  modules: {
    path: string;
    declarations: {
      tagName: string;
      attributes: { name: string }[];
      events: { name: string; type: { text: string } }[];
    }[];
  }[];
}

describe("given the elements' definitions", () => {
  let manifest: Manifest;
  // A TypeScript program over the sixteen screens: seconds, not milliseconds.
  beforeAll(() => {
    manifest = buildManifest() as Manifest;
  }, 180_000);

  it("the committed custom-elements.json is the one they generate", () => {
    expect(readFileSync(MANIFEST_PATH, "utf8")).toBe(manifestText(manifest));
  });

  it("docs/elements.md holds the tables generated from it", () => {
    const doc = readFileSync(DOC_PATH, "utf8");
    expect(doc).toBe(replaceGenerated(doc, renderElementTables(manifest)));
  });

  it("names every tag once, in its own module, with namespaced events and their detail types", () => {
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
    expect(tags).toEqual([...elementTags]);
    for (const module of manifest.modules) {
      const [element] = module.declarations;
      expect(module.path).toBe(`dist/elements/${element?.tagName}.js`);
      expect(element?.attributes.map((a) => a.name)).toEqual(
        expect.arrayContaining(["campaign", "campaign-oid", "api-base", "lang"]),
      );
      for (const event of element?.events ?? []) {
        expect(event.name).toMatch(/^campaign:[a-z]+$/);
        expect(event.type.text).toMatch(/^CustomEvent<\w+>$/);
      }
    }
  });
});

describe("given the package's package.json", () => {
  const pkg = JSON.parse(readFileSync("packages/elements/package.json", "utf8"));

  it("exports each element one by one, the autoloader, the loader and the sdk, with types", () => {
    for (const tag of elementTags)
      expect(pkg.exports[`./${tag}`]).toEqual({
        types: "./dist/types/element.d.ts",
        default: `./dist/elements/${tag}.js`,
      });
    for (const entry of [".", "./autoloader", "./loader", "./sdk", "./react", "./vue"])
      expect(pkg.exports[entry]).toHaveProperty("types");
    expect(pkg.customElements).toBe("custom-elements.json");
    expect(pkg.private).toBeUndefined();
  });

  it("depends on no server package", () => {
    const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    for (const server of ["@electric-sql/pglite", "pg", "stripe", "hono", "@hono/node-server", "nodemailer"])
      expect(names).not.toContain(server);
  });
});
