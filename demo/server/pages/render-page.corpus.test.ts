// Issue 9: every payload of the XSS corpus (e2e/fixtures/xss-payloads.txt), and arbitrary text, as a
// campaign's name and description in the site's real page shell. Each must stay inside its own place:
// the <title> text, the description attribute and the JSON data block read back exactly as given, and
// the page around them is byte for byte the shell (nothing broke out, nothing was copied in).
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderPage } from "./render-page.js";

const SHELL = readFileSync(new URL("../../../site/index.html", import.meta.url), "utf8");
const PAYLOADS = readFileSync(new URL("../../../e2e/fixtures/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"));

const DATA_OPEN = '<script type="application/json" id="campaign-data">';
const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)" \/>/;
const decodeHtml = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) =>
    name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : name === "#39" ? "'" : "&",
  );

/** The page with a campaign of this name and description, taken apart into what each place holds. */
function render(name: string, description: string) {
  const answer = { campaign: { name, presentation: { metaDescription: description } } };
  const html = renderPage(SHELL, { target: { uri: "p/x" }, answer } as Parameters<typeof renderPage>[1]);
  const dataStart = html.indexOf(DATA_OPEN) + DATA_OPEN.length;
  const dataEnd = html.indexOf("</script>", dataStart);
  const json = html.slice(dataStart, dataEnd);
  const rest = html.slice(0, dataStart) + html.slice(dataEnd);
  return {
    title: decodeHtml(rest.match(TITLE)?.[1] ?? ""),
    description: decodeHtml(rest.match(DESCRIPTION)?.[1] ?? ""),
    data: JSON.parse(json),
    json,
    // What is left once the three places are emptied must be the shell itself.
    frame: rest
      .replace(TITLE, "<title></title>")
      .replace(DESCRIPTION, '<meta name="description" content="" />')
      .replace(DATA_OPEN, "<!--campaign-data-->")
      .replace("<!--campaign-data--></script>", "<!--campaign-data-->"),
    answer,
  };
}

const SHELL_FRAME = SHELL.replace(TITLE, "<title></title>").replace(
  DESCRIPTION,
  '<meta name="description" content="" />',
);

function expectContained(name: string, description: string) {
  const page = render(name, description);
  expect(page.title).toBe(name);
  expect(page.description).toBe(description);
  expect(page.data).toEqual({ target: { uri: "p/x" }, answer: { status: 200, data: page.answer } });
  // Inside the data block the HTML parser only looks for "</script" and "<!--": neither can appear.
  expect(page.json).not.toMatch(/<|>/);
  expect(page.frame).toBe(SHELL_FRAME);
}

describe("the page shell with campaign text made of XSS payloads", () => {
  it("the corpus is loaded", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
    "payload %i stays in the title, the description and the data block",
    (_, payload) => {
      expectContained(payload, payload);
      expectContained(`Presale ${payload} tickets`, `${payload}\n${payload}`);
    },
  );

  it("so does any text at all, replacement patterns such as $' and $& included", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(..."$'`&<>\"/! -"), minLength: 1, maxLength: 20 }),
    );
    fc.assert(fc.property(text, text, expectContained));
  });
});
