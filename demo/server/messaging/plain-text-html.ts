// Every email has an HTML part (issue 17). Until a message's composer writes its own, its plain text
// is shown as HTML: escaped, a paragraph per blank-line block, links clickable.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function plainTextToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split("\n").map((line) => {
        let html = "";
        let last = 0;
        for (const match of line.matchAll(URL_PATTERN)) {
          const url = match[0];
          html += `${escapeHtml(line.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
          last = match.index + url.length;
        }
        return html + escapeHtml(line.slice(last));
      });
      return `<p>${lines.join("<br>\n")}</p>`;
    })
    .join("\n");
  return `<!doctype html>\n<html><body>\n${paragraphs}\n</body></html>\n`;
}
