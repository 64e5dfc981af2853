import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { elementEntries } from "../../../../elements/entries.mjs";
import { formTexts } from "./forms.js";
import { journeyTexts } from "./journey.js";
import { landingTexts } from "./landing.js";
import { registrationTexts } from "./registration.js";

// The en-us catalogue comes in four parts: landing.ts with every i18n instance, forms.ts with the elements
// that have a form, registration.ts with the two that register or verify a fan, journey.ts with the
// elements that show the later screens. A key of a part the code never loads would show as the raw key: this follows
// each entry's static imports (what loads with it) and checks every catalogue key written in that code
// belongs to a part that loads with it; then the same for each module it imports later (`import()`),
// with the parts already loaded plus its own.

const ROOT = resolve(import.meta.dirname, "../../../..");
const PART_FILES = new Map<string, ReadonlySet<string>>([
  [join(ROOT, "sdk/i18n/locales/en-us/forms.ts"), new Set(Object.keys(formTexts))],
  [join(ROOT, "sdk/i18n/locales/en-us/registration.ts"), new Set(Object.keys(registrationTexts))],
  [join(ROOT, "sdk/i18n/locales/en-us/journey.ts"), new Set(Object.keys(journeyTexts))],
]);
const landingGroups = new Set(Object.keys(landingTexts));
const allGroups = new Set([...landingGroups, ...[...PART_FILES.values()].flatMap((groups) => [...groups])]);

// Static imports of our own modules (type-only imports load nothing); `import()` loads later, on its own.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms;
const DYNAMIC_IMPORT = /\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;
// A catalogue key written in code: "group.key…" or a template `group.${…}`.
const KEY = /["'`]([a-z][A-Za-z]*)\.(?:[A-Za-z][\w.]*["'`]|\$\{)/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec).replace(/\.js$/, "");
  return [".ts", ".tsx", ".mjs", ""]
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && /\.(tsx?|mjs)$/.test(file));
}

function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.includes("/locales/")) return;
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1] ?? "");
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

function groupsUsed(files: readonly string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    if (file.includes("/locales/") || /\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(KEY)) {
      const group = match[1] ?? "";
      if (allGroups.has(group) && !used.has(group)) used.set(group, relative(ROOT, file));
    }
  }
  return used;
}

/** Groups used without a part that holds them, in `entry`'s code and in what it loads later. */
function missingGroups(entry: string): string[] {
  const missing = new Set<string>();
  const checked = new Set<string>();
  const check = (file: string, loadedBefore: ReadonlySet<string>) => {
    const files = closure(file);
    const loaded = new Set([...loadedBefore, ...files.flatMap((each) => [...(PART_FILES.get(each) ?? [])])]);
    const key = `${file}|${[...loaded].sort().join()}`;
    if (checked.has(key)) return;
    checked.add(key);
    for (const [group, where] of groupsUsed(files)) {
      if (!loaded.has(group)) missing.add(`${group} (in ${where})`);
    }
    for (const each of files.filter((f) => !f.includes("/locales/"))) {
      for (const match of readFileSync(each, "utf8").matchAll(DYNAMIC_IMPORT)) {
        const target = resolveImport(each, match[1] ?? "");
        if (target) check(target, loaded);
      }
    }
  };
  check(join(ROOT, entry), landingGroups);
  return [...missing];
}

const ENTRIES = [
  ...Object.values(elementEntries),
  "site/main.ts",
  "site/widget/register-button.ts",
  "site/widget/remote-signup.ts",
  "site/preview/preview-page.ts",
  "site/exit-intent/site-exit-intent.ts",
];

describe("the en-us texts each entry loads", () => {
  it.each(ENTRIES)("%s uses keys of the parts it loads only", (entry) => {
    expect(missingGroups(entry), `${entry} shows keys of a part it does not import`).toEqual([]);
  });

  it("the landing part holds what the landing page shows, and no two parts share a group", () => {
    const parts = [landingTexts, formTexts, registrationTexts, journeyTexts].map((part) => Object.keys(part));
    expect(new Set(parts.flat()).size).toBe(parts.flat().length);
    expect(landingGroups).toContain("welcome");
    expect(Object.keys(registrationTexts)).toContain("register");
  });
});
