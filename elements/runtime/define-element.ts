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
  /**
   * Event props: `onStepChange` dispatches `campaign:stepchange`, bubbling and composed out of the shadow
   * root. The `campaign:` namespace keeps them apart from native events (`error`, `close`) a host's error
   * tracker or dialog code listens to.
   */
  events?: ReadonlyArray<keyof P & string>;
  sheets?: ReadonlyArray<CSSStyleSheet | undefined>;
  /** A screen: its first screen's height is held until `campaign:ready` or `campaign:loaderror` (reserved-height.ts). */
  holdsSpace?: boolean;
}

// r2wc keeps its state under these global symbols, so a subclass can mend its defects without a fork.
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");
const CONNECTED = Symbol.for("r2wc.connected");
/** Handlers set as properties (`element.onStepChange = fn`), called after the DOM event is dispatched. */
const HANDLERS = Symbol("handlers");

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
}

/** What defineElement was given where there is no DOM to define it in (the server, issue 22). */
export const definitionsWithoutDom = new Map<string, ElementDefinition<object>>();

/** `onStepChange` → `campaign:stepchange`. */
export const eventName = (prop: string) => `campaign:${prop.replace(/^on/, "").toLowerCase()}`;

const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Defines a React component as a custom element with an open shadow root, fixing the r2wc defects
 * recorded in shared/notes/web-components.md §1.2 (each has a browser test in e2e/custom-elements.spec.ts):
 * removed or empty attributes are ignored, `json` props lose identity, `function` props set as
 * properties arrive undefined, moving the element remounts it and loses state.
 * Safe to call twice (two copies of the SDK on one page) and a no-op without a DOM.
 */
export function defineElement<P extends object>(definition: ElementDefinition<P>): void {
  if (typeof customElements === "undefined") {
    // The server renders first screens with the same components and sheets (issue 22).
    definitionsWithoutDom.set(definition.tag, definition as unknown as ElementDefinition<object>);
    return;
  }
  if (customElements.get(definition.tag)) return;
  const { attributes, properties = [], events = [], sheets = [], holdsSpace } = definition;
  const options: R2WCOptions<P & { container?: HTMLElement }> = { shadow: "open", props: attributes };

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
      if (holdsSpace) this.holdSpaceUntilReady();
      const internals = this as unknown as R2wcInternals;
      // r2wc starts "connected", so an element React or Vue creates renders on its first attribute, before
      // the host sets `apiBase` and `campaignData`: it asked the host's own origin for the campaign (issue
      // 21, e2e/package/hosts.spec.ts). It renders once inserted, with everything set by then.
      internals[CONNECTED] = false;
      // Each event prop dispatches its namespaced DOM event, then calls a handler set as a property
      // (`element.onStepChange = fn`, which r2wc left as an own property the component never saw).
      for (const name of events) {
        internals[PROPS][name] = (detail: unknown) => {
          this.dispatchEvent(new CustomEvent(eventName(name), { bubbles: true, composed: true, detail }));
          const handler = this[HANDLERS][name];
          if (typeof handler === "function") handler.call(this, detail);
        };
      }
    }

    /**
     * A shadow root the server rendered (declarative shadow DOM, issue 22: the hosted site's pages, or a
     * promoter's through GET /first-screen) stays on screen: the component renders off the document, into
     * a holder in a shadow root of its own, moved in once ready by the takeover's code, a chunk loaded
     * only here (served-screen.ts). Off the document, not hidden in it: the page never holds two copies
     * of a field, so nothing that finds a control by its label (a password manager, a test) finds two.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const served = this.shadowRoot;
      if (!served) return super.attachShadow(init);
      const offstage = document.createElement("div").attachShadow({ mode: "open" });
      const holder = document.createElement("div");
      holder.dataset.clientScreen = "";
      offstage.append(holder);
      import("./served-screen.js").then(
        ({ takeOverServedScreen }) => takeOverServedScreen(served, holder),
        () => {
          // Without the takeover's code the element's own render still shows (what was typed is lost).
          served.replaceChildren(holder);
          holder.style.display = "contents";
          this.removeAttribute("data-first-screen");
        },
      );
      return holder as unknown as ShadowRoot;
    }

    /** The first screen's height stays held while the campaign loads, so the host page does not jump. */
    private holdSpaceUntilReady(): void {
      try {
        const { states } = this.attachInternals();
        states.add("loading");
        const done = () => states.delete("loading");
        this.addEventListener("campaign:ready", done, { once: true });
        this.addEventListener("campaign:loaderror", done, { once: true });
      } catch {
        // An engine without custom states (before Safari 17.4): the space is held only until defined.
      }
    }

    override connectedCallback(): void {
      // A property set before the element was defined (React and Vue set `apiBase`, `campaignData`…
      // whatever the load order) shadows the accessor: move it through it, so it is kept and used.
      for (const prop of [...Object.keys(attributes), ...properties, ...events]) {
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
      const prop = toCamel(name);
      if (attributes[prop as keyof P & string] === "boolean") {
        // HTML's boolean attributes: present (`inline`, `inline=""`) is true, absent is false; r2wc
        // took only the text "true". "false" is read as false, as the docs always allowed it.
        const self = this as unknown as R2wcInternals;
        self[PROPS][prop] = value !== null && value !== "false";
        self[RENDER]();
        return;
      }
      if (value === null || value === "") {
        // r2wc drops null and "" (its issue #230): removing an attribute must clear the prop.
        const self = this as unknown as R2wcInternals;
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

/** Every screen tells its host when its first screen is up, or why it could not load (ScreenFrame). */
const SCREEN_EVENTS = ["onReady", "onLoadError"] as const;

/**
 * A screen element: the common attributes, the `campaignData` property, `campaign:ready` and
 * `campaign:loaderror`, and its own extras.
 */
export function defineScreen<P extends ScreenAttributes & { campaignData?: unknown }>(
  definition: ScreenDefinition<P>,
): void {
  defineElement<P>({
    ...definition,
    attributes: { ...SCREEN_ATTRIBUTES, ...definition.attributes } as ElementDefinition<P>["attributes"],
    properties: ["campaignData" as keyof P & string, ...(definition.properties ?? [])],
    events: [...SCREEN_EVENTS, ...(definition.events ?? [])] as ReadonlyArray<keyof P & string>,
    holdsSpace: true,
  });
}
