/**
 * The campaign's register page inside the loader's modal (`?embed=modal`, docs/embedding.md): it tells
 * the host page when the fan has registered (`registered`, which the loader turns into the
 * `campaign:registered` DOM event) and forwards Escape (`close`), which the host's dialog cannot see
 * while focus is inside this frame. penpal allows only the origin of the page that framed this one.
 */
import { connect, type RemoteProxy, WindowMessenger } from "penpal";
import { type ModalHostMethods, ModalMessageSchema, PROTOCOL_VERSION } from "../sdk/loader/protocol.js";
import { stepSchema } from "../sdk/routing/step-schema.js";
import { parentOriginOf } from "./widget/options.js";

/** Leaving register for a journey step means registered (and verified, when the campaign verifies). */
export function isRegisteredStepChange(detail: unknown): boolean {
  const { from, to } = (detail ?? {}) as { from?: unknown; to?: unknown };
  const step = stepSchema.safeParse(to);
  return from === "register" && step.success && step.data !== "magic-link" && step.data !== "register";
}

export function startModalBridge(root: HTMLElement, campaignUri: string): void {
  if (window.parent === window) return;
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined;
  const origin = parentOriginOf(ancestors, document.referrer);
  if (!origin) return;
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [origin] });
  const host: Promise<RemoteProxy<ModalHostMethods>> = connect<ModalHostMethods>({
    messenger,
    timeout: 10_000,
  }).promise;
  const payload = ModalMessageSchema.parse({ v: PROTOCOL_VERSION, campaignUri });
  const call = (method: "registered" | "close") =>
    host.then((remote) => remote[method](payload)).catch(() => undefined);

  let registered = false;
  root.addEventListener("campaign:stepchange", (event) => {
    if (registered || !isRegisteredStepChange((event as CustomEvent).detail)) return;
    registered = true;
    void call("registered");
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) void call("close");
  });
}
