// The embed build renders React components with preact through preact/compat: the browser bundles, the
// server's first-screen rendering (issue 22) and the unit tests that render them use this one table.
export const preactAliases = [
  { find: "react-dom/test-utils", replacement: "preact/test-utils" },
  { find: "react-dom/client", replacement: "preact/compat/client" },
  { find: "react-dom", replacement: "preact/compat" },
  { find: "react/jsx-runtime", replacement: "preact/jsx-runtime" },
  { find: "react/jsx-dev-runtime", replacement: "preact/jsx-dev-runtime" },
  { find: "react", replacement: "preact/compat" },
];
