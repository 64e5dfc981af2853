import elementModules from "campaign:element-modules";
import { createDiscover } from "../discover.js";

/**
 * `import { discover } from "@fan-campaigns/elements/autoloader"`: watches the document and imports an
 * element's module the first time its tag appears. The modules are the package's own entries, imported
 * by name so a host's bundler splits them (the script-tag autoloader imports URLs instead).
 */
export const discover = createDiscover((tag) => {
  const load = elementModules[tag];
  return load ? load() : Promise.reject(new Error(`no module for <${tag}>`));
}, "@fan-campaigns/elements");

if (typeof document !== "undefined" && typeof customElements !== "undefined") discover(document);
