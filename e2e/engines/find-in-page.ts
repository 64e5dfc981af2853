// The finder both engines run inside the page: the first visible element a query describes, searched
// through the document and every open shadow root, named the way assistive technology names it (an
// aria-label, else the text, leaving out what is aria-hidden). Kept as one function's source so WebDriver
// and BiDi run the same code.

export const findInPage = `function find(query) {
  const elements = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      elements.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute("aria-hidden") === "true") return "";
    if (node.shadowRoot) return [...node.shadowRoot.childNodes].map(textOf).join("");
    return [...node.childNodes].map(textOf).join("");
  };
  const clean = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const nameOf = (el) => clean(el.getAttribute("aria-label") || textOf(el));
  const matches = (name, wanted, exact) => {
    if (wanted && typeof wanted === "object") return new RegExp(wanted.source, wanted.flags).test(name);
    return exact ? name === wanted : name.toLowerCase().includes(String(wanted).toLowerCase());
  };
  if (query.text) {
    // The deepest visible element holding the text (a host comes before its shadow tree's elements).
    const holding = elements.filter((el) => visible(el) && matches(clean(textOf(el)), query.text, false));
    return holding[holding.length - 1] || null;
  }
  if (query.css) return elements.find((el) => el.matches(query.css) && visible(el)) || null;
  if (query.label) {
    for (const el of elements) {
      if (el.localName === "label" && matches(clean(textOf(el)), query.label, query.exact)) {
        const control = el.control || el.querySelector("input,select,textarea");
        if (control && query.labelElement) return el;
        if (control && (visible(control) || control.type === "checkbox")) return control;
      }
      if (/^(input|select|textarea)$/.test(el.localName) && visible(el)) {
        const ids = (el.getAttribute("aria-labelledby") || "").split(" ").filter(Boolean);
        const named = el.getAttribute("aria-label")
          || ids.map((id) => textOf(el.getRootNode().getElementById(id) || document.createTextNode(""))).join(" ");
        if (named && matches(clean(named), query.label, query.exact)) return el;
      }
    }
    return null;
  }
  const roles = {
    button: (el) => el.localName === "button" || el.getAttribute("role") === "button",
    link: (el) => el.localName === "a" && el.hasAttribute("href"),
    heading: (el) => /^h[1-6]$/.test(el.localName) || el.getAttribute("role") === "heading",
    checkbox: (el) => el.localName === "input" && el.type === "checkbox",
    alert: (el) => el.getAttribute("role") === "alert",
  };
  return elements.find((el) => roles[query.role](el) && visible(el) && matches(nameOf(el), query.name, query.exact)) || null;
}`;
