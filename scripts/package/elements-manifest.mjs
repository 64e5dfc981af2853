// custom-elements.json (Custom Elements Manifest 2.1) from the elements' own definitions (issue 21): each
// `elements/<name>/define.ts` call (tag, attributes, properties, events), read with TypeScript, plus what
// the screen's sources declare (parts, `--campaign-*` custom properties, slots) and the props' doc comments
// and types. `node scripts/package/elements-manifest.mjs --write` (`npm run package:manifest`) writes it and
// docs/elements.md's generated tables; the tests check both are current.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { elementEntries, elementTags } from "../../elements/entries.mjs";
import { renderElementTables, replaceGenerated } from "./elements-doc.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const MANIFEST_PATH = join(root, "packages/elements/custom-elements.json");
export const DOC_PATH = join(root, "docs/elements.md");

/** `campaignOid` → `campaign-oid`, as r2wc names the attribute of a prop. */
const dashed = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `onStepChange` → `campaign:stepchange` (define-element.ts `eventName`). */
const eventName = (prop) => `campaign:${prop.replace(/^on/, "").toLowerCase()}`;

/** What defineScreen adds to every screen (define-element.ts SCREEN_ATTRIBUTES, SCREEN_EVENTS, campaignData). */
function screenCommon(program) {
  const file = program.getSourceFile(join(root, "elements/runtime/define-element.ts"));
  const found = {};
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      found[node.name.text] = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {
    attributes: readAttributes(found.SCREEN_ATTRIBUTES),
    events: found.SCREEN_EVENTS.elements.map((e) => e.text),
    properties: ["campaignData"],
  };
}

function readAttributes(node) {
  if (!node) return {};
  return Object.fromEntries(node.properties.map((p) => [p.name.text, p.initializer.text]));
}

/** A string array literal, or a name whose type is a tuple of string literals (`STEP_EVENTS`). */
function readNames(node, checker) {
  if (!node) return [];
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => e.text);
  const type = checker.getTypeAtLocation(node);
  const args = checker.getTypeArguments(type);
  if (args.length === 0) throw new Error(`elements-manifest: cannot read the list ${node.getText()}`);
  return args.map((t) => t.value);
}

/** The `defineScreen(…)`, `defineStepScreen(…)` or `defineElement(…)` call of a define.ts. */
function findDefinition(file) {
  let call;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^define(Screen|StepScreen|Element)$/.test(node.expression.text)
    )
      call = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!call) throw new Error(`elements-manifest: no define call in ${file.fileName}`);
  const fields = Object.fromEntries(call.arguments[0].properties.map((p) => [p.name.text, p.initializer]));
  return { call, kind: call.expression.text, fields };
}

/** The repository's files a define.ts loads (static and lazy), other elements' define.ts excepted. */
function reachable(start, defines) {
  const seen = new Set([start]);
  const queue = [start];
  for (const file of queue) {
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)) {
      const base = join(dirname(file), spec.replace(/\.js$/, ""));
      const found = [".ts", ".tsx"].map((ext) => base + ext).find((path) => ts.sys.fileExists(path));
      if (!found || seen.has(found) || defines.has(found) || !found.includes("/elements/")) continue;
      seen.add(found);
      queue.push(found);
    }
  }
  return [...seen];
}

const stringValue = (node, checker) => {
  if (!node) return undefined;
  if (ts.isStringLiteral(node)) return node.text;
  const expression = ts.isJsxExpression(node) ? node.expression : node;
  if (!expression) return undefined;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return expression.text;
  const type = checker.getTypeAtLocation(expression);
  return type.isStringLiteral() ? type.value : undefined;
};

/** Parts (`part="a b"`, `part: "a"`), slots (`<slot name=…>`) and `var(--campaign-*, default)` in the files. */
function readSources(files, program, checker) {
  const parts = new Set();
  const slots = new Map();
  const cssProperties = new Map();
  for (const path of files) {
    const file = program.getSourceFile(path);
    const visit = (node) => {
      const isPart =
        (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) &&
        ts.isIdentifier(node.name) &&
        node.name.text === "part";
      if (isPart)
        for (const part of stringValue(node.initializer, checker)?.split(/\s+/) ?? []) parts.add(part);
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === "slot"
      ) {
        const name = node.attributes.properties.find((a) => a.name?.getText() === "name");
        slots.set(stringValue(name?.initializer, checker) ?? "", true);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    for (const [, name, fallback] of file.text.matchAll(
      /var\(\s*(--campaign-[\w-]+)\s*(?:,\s*([^);]+))?\)/g,
    )) {
      if (!cssProperties.has(name) || (fallback && !cssProperties.get(name)))
        cssProperties.set(name, fallback?.trim());
    }
  }
  parts.delete("");
  return {
    parts: [...parts].sort(),
    slots: [...slots.keys()].sort(),
    cssProperties: [...cssProperties].sort(([a], [b]) => a.localeCompare(b)),
  };
}

const docOf = (symbol, checker) =>
  symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, " ").trim() : "";

const typeText = (type, checker) =>
  checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation);

/** The manifest, as an object (the same on every run for the same sources). */
export function buildManifest() {
  const defines = elementTags.map((tag) => join(root, elementEntries[`elements/${tag}`]));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram(defines, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const common = screenCommon(program);
  const defineSet = new Set(defines);

  const modules = elementTags.map((tag, index) => {
    const file = program.getSourceFile(defines[index]);
    const { call, kind, fields } = findDefinition(file);
    if (fields.tag.text !== tag)
      throw new Error(`elements-manifest: ${file.fileName} defines <${fields.tag.text}>`);
    const isScreen = kind !== "defineElement";
    const attributes = { ...(isScreen ? common.attributes : {}), ...readAttributes(fields.attributes) };
    const properties = [...(isScreen ? common.properties : []), ...readNames(fields.properties, checker)];
    const events = [...(isScreen ? common.events : []), ...readNames(fields.events, checker)];
    const props = checker.getTypeFromTypeNode(call.typeArguments[0]);
    const prop = (name) => props.getProperty(name);
    // The type as the props interface writes it (`CampaignLookup`, not its expansion), else as inferred.
    const propType = (name) => {
      const declared = prop(name)?.valueDeclaration?.type;
      if (declared) return declared.getText().replace(/\s+/g, " ");
      return prop(name) ? typeText(checker.getTypeOfSymbol(prop(name)), checker) : "unknown";
    };
    const component = checker.getSymbolAtLocation(fields.component);
    const resolved =
      component && component.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(component) : component;
    const sources = readSources(reachable(defines[index], defineSet), program, checker);
    const path = `dist/elements/${tag}.js`;
    const name = `${resolved?.name ?? "Campaign"}Element`;

    const declaration = {
      kind: "class",
      customElement: true,
      name,
      tagName: tag,
      description: docOf(resolved, checker),
      superclass: { name: "HTMLElement" },
      attributes: Object.entries(attributes).map(([field, type]) => ({
        name: dashed(field),
        fieldName: field,
        type: { text: type === "boolean" ? "boolean" : propType(field) },
        description: docOf(prop(field), checker),
      })),
      members: [
        ...Object.keys(attributes).map((field) => ({
          kind: "field",
          name: field,
          type: { text: propType(field) },
          attribute: dashed(field),
          description: docOf(prop(field), checker),
        })),
        ...properties.map((field) => ({
          kind: "field",
          name: field,
          type: { text: propType(field) },
          description: docOf(prop(field), checker),
        })),
        ...events.map((field) => ({
          kind: "field",
          name: field,
          type: { text: propType(field) },
          description: `Called with the detail of \`${eventName(field)}\` right after it is dispatched.`,
        })),
      ],
      events: events.map((field) => {
        const handler = prop(field) && checker.getNonNullableType(checker.getTypeOfSymbol(prop(field)));
        const detail = handler?.getCallSignatures()[0]?.getParameters()[0];
        const detailType = detail ? typeText(checker.getTypeOfSymbol(detail), checker) : "unknown";
        return {
          name: eventName(field),
          type: { text: `CustomEvent<${detailType}>` },
          description: docOf(prop(field), checker),
        };
      }),
      cssParts: sources.parts.map((part) => ({ name: part })),
      cssProperties: sources.cssProperties.map(([property, fallback]) => ({
        name: property,
        ...(fallback && { default: fallback }),
      })),
      slots: sources.slots.map((slot) => ({ name: slot, description: "" })),
    };
    return {
      kind: "javascript-module",
      path,
      declarations: [declaration],
      exports: [{ kind: "custom-element-definition", name: tag, declaration: { name, module: path } }],
    };
  });
  return { schemaVersion: "2.1.0", readme: "README.md", modules };
}

export const manifestText = (manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifest = buildManifest();
  const text = manifestText(manifest);
  if (process.argv.includes("--write")) {
    const doc = replaceGenerated(readFileSync(DOC_PATH, "utf8"), renderElementTables(manifest));
    writeFileSync(MANIFEST_PATH, text);
    writeFileSync(DOC_PATH, doc);
    console.log(`wrote ${relative(root, MANIFEST_PATH)} and ${relative(root, DOC_PATH)}`);
  } else process.stdout.write(text);
}
