import r2wc, { type R2WCOptions } from "@r2wc/core";
import type { ComponentType } from "react";
import { createRenderer } from "./renderer.js";
import { adoptSheets } from "./styles.js";

/** How an attribute is read. Only primitives travel through attributes; objects are property-only. */
export type AttributeType = "string" | "number" | "boolean";

export interface ElementDefinition<P extends object> {
  tag: `campaign-${string}`;
  component: ComponentType<P>;
  /** camelCase prop name → type; the attribute is its dashed form (`campaignOid` ↔ `campaign-oid`). */
  attributes: Partial<Record<keyof P & string, AttributeType>>;
  /** Props set as JS properties only (objects, functions): identity is kept, nothing is serialised. */
  properties?: ReadonlyArray<keyof P & string>;
  /** Event props: `onStepChange` dispatches `stepchange`, bubbling and composed out of the shadow root. */
  events?: ReadonlyArray<keyof P & string>;
  sheets?: ReadonlyArray<CSSStyleSheet | undefined>;
}

// r2wc keeps its state under these global symbols, so a subclass can mend its defects without a fork.
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");
/** Handlers set as properties (`element.onStepChange = fn`), called after the DOM event is dispatched. */
const HANDLERS = Symbol("handlers");

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Defines a React component as a custom element with an open shadow root, fixing the r2wc defects
 * recorded in shared/notes/web-components.md §1.2 (each has a browser test in e2e/custom-elements.spec.ts):
 * removed or empty attributes are ignored, `json` props lose identity, `function` props set as
 * properties arrive undefined, moving the element remounts it and loses state.
 * Safe to call twice (two copies of the SDK on one page) and a no-op without a DOM.
 */
export function defineElement<P extends object>(definition: ElementDefinition<P>): void {
  if (typeof customElements === "undefined" || customElements.get(definition.tag)) return;
  const { attributes, properties = [], events = [], sheets = [] } = definition;
  const eventInit: Partial<Record<keyof P & string, EventInit>> = {};
  for (const name of events) eventInit[name] = { bubbles: true, composed: true };
  const options: R2WCOptions<P & { container?: HTMLElement }> = {
    shadow: "open",
    props: attributes,
    events: eventInit,
  };

  // r2wc's class has these callbacks; its declaration says only CustomElementConstructor.
  const Base = r2wc(
    definition.component as ComponentType<P & { container?: HTMLElement }>,
    options,
    createRenderer<P & { container?: HTMLElement }>(),
  ) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };

  class CampaignElement extends Base {
    [HANDLERS]: Record<string, unknown> = {};

    constructor() {
      super();
      if (this.shadowRoot) adoptSheets(this.shadowRoot, sheets);
      // r2wc gives each event prop a function that dispatches the DOM event, and no property: an
      // `onStepChange` set on the element stayed an own property React never saw. Call it too.
      const internals = this as unknown as R2wcInternals;
      for (const name of events) {
        const dispatch = internals[PROPS][name] as (detail: unknown) => void;
        internals[PROPS][name] = (detail: unknown) => {
          dispatch(detail);
          const handler = this[HANDLERS][name];
          if (typeof handler === "function") handler.call(this, detail);
        };
      }
    }

    override connectedCallback(): void {
      // A property set before the element was defined shadows the accessor: move it through it.
      for (const prop of [...properties, ...events]) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // A move is a disconnect then a connect in one task: keep the root (and its state) in that case,
      // and never unmount synchronously inside a host React render.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (value === null || value === "") {
        // r2wc drops null and "" (its issue #230): removing an attribute must clear the prop.
        const self = this as unknown as R2wcInternals;
        const prop = toCamel(name);
        self[PROPS][prop] =
          value === "" && attributes[prop as keyof P & string] === "string" ? "" : undefined;
        self[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  }

  for (const prop of properties) {
    Object.defineProperty(CampaignElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = value;
        this[RENDER]();
      },
    });
  }

  for (const name of events) {
    Object.defineProperty(CampaignElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: CampaignElement) {
        return this[HANDLERS][name];
      },
      set(this: CampaignElement, handler: unknown) {
        this[HANDLERS][name] = typeof handler === "function" ? handler : undefined;
      },
    });
  }

  customElements.define(definition.tag, CampaignElement);
}

/** The attributes every screen takes (CONTRACT.md "Custom elements"). */
export interface ScreenAttributes {
  campaign?: string;
  campaignOid?: string;
  apiBase?: string;
  lang?: string;
  /** Preview mode (engagement §6): social actions show a notice instead of running (ScreenFrame). */
  preview?: boolean;
}

const SCREEN_ATTRIBUTES = {
  campaign: "string",
  campaignOid: "string",
  apiBase: "string",
  lang: "string",
  preview: "boolean",
} as const;

/** What a screen element declares: its own attributes only (the common ones are added). */
export type ScreenDefinition<P extends ScreenAttributes & { campaignData?: unknown }> = Omit<
  ElementDefinition<P>,
  "attributes"
> & {
  attributes?: ElementDefinition<P>["attributes"];
};

/** A screen element: the common attributes, the `campaignData` property, and its own extras. */
export function defineScreen<P extends ScreenAttributes & { campaignData?: unknown }>(
  definition: ScreenDefinition<P>,
): void {
  defineElement<P>({
    ...definition,
    attributes: { ...SCREEN_ATTRIBUTES, ...definition.attributes } as ElementDefinition<P>["attributes"],
    properties: ["campaignData" as keyof P & string, ...(definition.properties ?? [])],
  });
}
