import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { elementEntries } from "../../../../elements/entries.mjs";
import { journeyTexts } from "./journey.js";
import { landingTexts } from "./landing.js";

// The en-us catalogue comes in two parts (landing.ts with every i18n instance, journey.ts with the elements
// that import it). A key of a part the code never loads would show as the raw key: this follows each
// entry's static imports (what loads with it) and checks every catalogue key written in that code
// belongs to a part that loads with it.

const ROOT = resolve(import.meta.dirname, "../../../..");
const JOURNEY_FILE = join(ROOT, "sdk/i18n/locales/en-us/journey.ts");
const landingGroups = new Set(Object.keys(landingTexts));
const journeyGroups = new Set(Object.keys(journeyTexts));
const allGroups = new Set([...landingGroups, ...journeyGroups]);

// Static imports of our own modules (type-only imports load nothing; `import()` loads later, on its own).
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms;
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
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1] ?? "");
      if (target && !target.includes("/locales/")) visit(target);
      else if (target) seen.add(target);
    }
  };
  visit(join(ROOT, entry));
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
    const files = closure(entry);
    const loadsJourney = files.includes(JOURNEY_FILE);
    const missing = [...groupsUsed(files)]
      .filter(([group]) => !landingGroups.has(group) && !(loadsJourney && journeyGroups.has(group)))
      .map(([group, file]) => `${group} (in ${file})`);
    expect(missing, `${entry} shows keys of journey.ts without importing it`).toEqual([]);
  });

  it("the landing part holds what the landing page shows, and the two parts share no group", () => {
    expect([...landingGroups].filter((group) => journeyGroups.has(group))).toEqual([]);
    expect(landingGroups).toContain("welcome");
    expect(journeyGroups).toContain("register");
  });
});
