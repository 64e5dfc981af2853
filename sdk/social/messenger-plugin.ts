import { z } from "zod/mini";

// engagement §4 "Messenger action" and §7 "A send-to-messenger plugin is embedded with data-ref from
// campaignOid, promoterOid, fanOid, register=true, pageId; call-to-action subscribe". The plugin sits behind
// this interface: Facebook's (loaded only when an app id is configured) or, in demo mode, the local test
// plugin, which renders a plain button and reports the same events.

/** The events of the plugin the action listens to. */
export type MessengerPluginEvent = "rendered" | "opt_in";

export interface MessengerPluginOptions {
  pageId: string;
  dataRef: string;
  /** Facebook locale (engagement §9: en_US or es_LA). */
  locale: string;
  /** The test plugin's button text (translated by the caller). */
  label: string;
}

export interface MessengerPlugin {
  /** Renders into `container`; answers a function that removes it. */
  mount(
    container: HTMLElement,
    options: MessengerPluginOptions,
    onEvent: (event: MessengerPluginEvent) => void,
  ): () => void;
}

/** How the page says which plugin to use (server config, docs/running-the-server.md). */
export const MessengerConfigSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("facebook"), appId: z.string().check(z.regex(/^\d{1,32}$/)) }),
  z.object({ mode: z.literal("test") }),
]);
export type MessengerConfig = z.infer<typeof MessengerConfigSchema>;

/** engagement §4: the Messenger page id is the fourth colon part of the facebook target. */
export function messengerPageId(target: string): string | undefined {
  const id = target.split(":")[3];
  return id && /^\w+$/.test(id) ? id : undefined;
}

export const MessengerRefSchema = z.object({
  campaignOid: z.string().check(z.minLength(1)),
  promoterOid: z.string().check(z.minLength(1)),
  fanOid: z.optional(z.string().check(z.minLength(1))),
  register: z.literal(true),
  pageId: z.string().check(z.minLength(1)),
});
export type MessengerRef = z.infer<typeof MessengerRefSchema>;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * The plugin's data-ref: base64url of the JSON, since Facebook accepts only letters, digits, '-', '_' and
 * '=' there and hands the value back unchanged to the page's webhook (parse it with parseMessengerRef).
 */
export function messengerDataRef(ref: Omit<MessengerRef, "register">): string {
  return toBase64Url(JSON.stringify(MessengerRefSchema.parse({ ...ref, register: true })));
}

export function parseMessengerRef(dataRef: string): MessengerRef | undefined {
  try {
    const bytes = Uint8Array.from(atob(dataRef.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
      c.charCodeAt(0),
    );
    const parsed = MessengerRefSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** engagement §4: loading dots cycle every 400 ms, one to three. */
export const DOTS_INTERVAL_MS = 400;
export const loadingDots = (tick: number): string => ".".repeat((Math.abs(Math.trunc(tick)) % 3) + 1);

/**
 * Demo mode only: stands in for Facebook's plugin, which cannot load on this machine. A button that
 * reports 'rendered' once shown and 'opt_in' when pressed, as Facebook's send_to_messenger events do.
 */
export function createTestMessengerPlugin(renderDelayMs = 1200): MessengerPlugin {
  return {
    mount(container, options, onEvent) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button secondary messenger-test-plugin";
      button.textContent = options.label;
      button.dataset.ref = options.dataRef;
      button.dataset.pageId = options.pageId;
      button.addEventListener("click", () => onEvent("opt_in"));
      // Facebook's iframe takes a while to render; the delay shows the loading dots as it would.
      const timer = setTimeout(() => {
        container.append(button);
        onEvent("rendered");
      }, renderDelayMs);
      return () => {
        clearTimeout(timer);
        button.remove();
      };
    },
  };
}

interface FacebookSdk {
  init(options: { appId: string; xfbml: boolean; version: string }): void;
  XFBML: { parse(element?: Element): void };
  Event: {
    subscribe(name: string, callback: (event: { event?: string; ref?: string }) => void): void;
    unsubscribe(name: string, callback: (event: { event?: string; ref?: string }) => void): void;
  };
}

let sdkLoading: Promise<FacebookSdk> | undefined;

function loadFacebookSdk(appId: string, locale: string): Promise<FacebookSdk> {
  sdkLoading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const w = window as unknown as { FB?: FacebookSdk; fbAsyncInit?: () => void };
    w.fbAsyncInit = () => {
      w.FB?.init({ appId, xfbml: false, version: "v19.0" });
      if (w.FB) resolve(w.FB);
      else reject(new Error("Facebook SDK did not define FB"));
    };
    const script = document.createElement("script");
    script.src = `https://connect.facebook.net/${locale}/sdk.js`;
    script.async = true;
    script.crossOrigin = "anonymous";
    script.onerror = () => {
      sdkLoading = undefined;
      reject(new Error("Facebook SDK failed to load"));
    };
    document.head.append(script);
  });
  return sdkLoading;
}

/**
 * Facebook's send-to-messenger plugin (configured app id): its markup goes into `container` and
 * FB.XFBML.parse is given that node, so it is found inside a shadow root too.
 */
export function createFacebookMessengerPlugin(appId: string): MessengerPlugin {
  return {
    mount(container, options, onEvent) {
      let cancelled = false;
      const holder = document.createElement("div");
      holder.className = "fb-send-to-messenger";
      holder.setAttribute("messenger_app_id", appId);
      holder.setAttribute("page_id", options.pageId);
      holder.setAttribute("data-ref", options.dataRef);
      holder.setAttribute("cta_text", "SUBSCRIBE");
      holder.setAttribute("color", "blue");
      holder.setAttribute("size", "large");
      container.append(holder);
      const listener = (event: { event?: string; ref?: string }) => {
        if (cancelled || (event.ref !== undefined && event.ref !== options.dataRef)) return;
        if (event.event === "rendered" || event.event === "opt_in") onEvent(event.event);
      };
      let sdk: FacebookSdk | undefined;
      loadFacebookSdk(appId, options.locale)
        .then((loaded) => {
          if (cancelled) return;
          sdk = loaded;
          loaded.Event.subscribe("send_to_messenger", listener);
          loaded.XFBML.parse(container);
        })
        .catch((error: unknown) => console.warn("[campaign-follow] messenger plugin unavailable", error));
      return () => {
        cancelled = true;
        sdk?.Event.unsubscribe("send_to_messenger", listener);
        holder.remove();
      };
    },
  };
}

export function messengerPluginFor(config: MessengerConfig): MessengerPlugin {
  return config.mode === "facebook"
    ? createFacebookMessengerPlugin(config.appId)
    : createTestMessengerPlugin();
}
