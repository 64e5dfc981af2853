/** Plain page-level views of the site, built with textContent (never HTML from data). */

export function renderMessage(
  root: HTMLElement,
  heading: string,
  link?: { text: string; href: string },
  detail?: string,
): void {
  const section = document.createElement("section");
  section.className = "site-message";
  const h1 = document.createElement("h1");
  h1.textContent = heading;
  section.append(h1);
  if (detail) {
    const p = document.createElement("p");
    p.textContent = detail;
    section.append(p);
  }
  if (link) {
    const a = document.createElement("a");
    a.href = link.href;
    a.textContent = link.text;
    section.append(a);
  }
  root.replaceChildren(section);
}
