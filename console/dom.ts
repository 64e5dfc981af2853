// A few DOM helpers: the console is plain DOM, so it stays out of the elements' runtime and budgets.

type Attrs = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) element.setAttribute(name, "");
    else if (typeof value === "string") element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A labelled control: the label names the input for screen readers and clicks. */
export function field(
  label: string,
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  id: string,
) {
  control.id = id;
  return h("div", { class: "field" }, h("label", { for: id }, label), control);
}

/** A status line read out when it changes. */
export function statusLine(): HTMLParagraphElement {
  return h("p", { class: "status", role: "status", "aria-live": "polite" });
}

/**
 * Shows a screen in place of the last one and moves the focus to its heading, so a keyboard or screen
 * reader user starts at the new screen and hears its name (instead of being sent back to the page's top).
 */
export function showScreen(root: HTMLElement, screen: HTMLElement): void {
  root.replaceChildren(screen);
  const heading = screen.querySelector("h2");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
