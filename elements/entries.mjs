// Every element's public entry: `dist/web/elements/<tag>.js` defines <tag>. The autoloader and the
// bundle-size budgets read this list too.
export const elementTags = [
  "campaign-welcome",
  "campaign-register",
  "campaign-share",
  "campaign-success",
  "campaign-magic-link",
  "campaign-finished",
  "campaign-unlock",
  "campaign-product",
  "campaign-donate",
  "campaign-payment",
  "campaign-tour",
  "campaign-follow",
  "campaign-invite",
  "campaign-rewards",
  "campaign-stream",
  "campaign-exit-intent",
];

export const elementEntries = /* @__PURE__ */ Object.fromEntries(
  elementTags.map((tag) => [`elements/${tag}`, `elements/${tag.replace(/^campaign-/, "")}/define.ts`]),
);
