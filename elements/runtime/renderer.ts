import type { R2WCRenderer } from "@r2wc/core";
import { type ComponentType, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";

// In the embed build `react` and `react-dom` are aliased to preact/compat (rollup.config.mjs), so this
// one renderer serves both flavours.
let roots = 0;

interface Context<P> {
  root: Root;
  component: ComponentType<P>;
}

export function createRenderer<P extends object>(): R2WCRenderer<P, Context<P>> {
  return {
    mount(container, component, props) {
      // A prefix per root keeps useId values unique when elements render in the light DOM.
      const root = createRoot(container, { identifierPrefix: `cmp${++roots}-` });
      root.render(createElement(component, props));
      return { root, component };
    },
    update({ root, component }, props) {
      root.render(createElement(component, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  };
}
