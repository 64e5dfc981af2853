// docs/elements.md's per-element tables, written from custom-elements.json between two markers (issue 21):
// the reference cannot drift from what the elements define.

export const START =
  "<!-- generated from packages/elements/custom-elements.json: npm run package:manifest -->";
export const END = "<!-- end of generated tables -->";

/** `onStepChange` → `campaign:stepchange` (define-element.ts `eventName`). */
const eventName = (prop) => `campaign:${prop.replace(/^on/, "").toLowerCase()}`;

/** A table cell: pipes escaped, never empty. */
const cell = (text) => (text ? String(text).replaceAll("|", "\\|") : "—");
const code = (text) => `\`${String(text).replaceAll("|", "\\|")}\``;

const table = (head, rows) =>
  rows.length === 0
    ? []
    : [
        `| ${head.join(" | ")} |`,
        `|${head.map(() => "---").join("|")}|`,
        ...rows.map((r) => `| ${r.join(" | ")} |`),
        "",
      ];

/** One section per element: attributes, properties, events, parts, custom properties, slots. */
export function renderElementTables(manifest) {
  const lines = [];
  for (const module of manifest.modules) {
    for (const element of module.declarations) {
      const propertyOnly = element.members.filter((m) => !m.attribute && !/^on[A-Z]/.test(m.name));
      lines.push(`### \`<${element.tagName}>\``, "");
      if (element.description) lines.push(element.description, "");
      lines.push(`Module: \`@fan-campaigns/elements/${element.tagName}\` (\`${module.path}\`).`, "");
      lines.push(
        ...table(
          ["attribute", "property", "type", "description"],
          element.attributes.map((a) => [
            code(a.name),
            code(a.fieldName),
            code(a.type.text),
            cell(a.description),
          ]),
        ),
      );
      lines.push(
        ...table(
          ["property only", "type", "description"],
          propertyOnly.map((m) => [code(m.name), code(m.type.text), cell(m.description)]),
        ),
      );
      lines.push(
        ...table(
          ["event", "type", "handler property"],
          element.events.map((e) => {
            const handler = element.members.find(
              (m) => /^on[A-Z]/.test(m.name) && eventName(m.name) === e.name,
            );
            return [code(e.name), code(e.type.text), handler ? code(handler.name) : "—"];
          }),
        ),
      );
      const list = (label, items) => {
        if (items.length > 0) lines.push(`${label}: ${items.join(", ")}.`, "");
      };
      list(
        "Parts",
        element.cssParts.map((p) => code(p.name)),
      );
      list(
        "Custom properties",
        element.cssProperties.map((p) =>
          p.default ? `${code(p.name)} (default ${code(p.default)})` : code(p.name),
        ),
      );
      list(
        "Slots",
        element.slots.map((s) => code(s.name || "(default)")),
      );
    }
  }
  return lines.join("\n").trimEnd();
}

/** The doc with the text between the markers replaced; throws when the markers are missing. */
export function replaceGenerated(doc, generated) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/elements.md: add the markers\n${START}\n${END}`);
  return `${doc.slice(0, start + START.length)}\n\n${generated}\n\n${doc.slice(end)}`;
}
