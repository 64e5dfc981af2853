/**
 * The register modal on the host page: the campaign's register page in a frame, max 400 px wide.
 * A modal <dialog> keeps focus inside it (the rest of the page is inert) and closes on Escape; a click
 * on the backdrop closes it too; focus returns where it was; the page does not scroll behind it.
 * Styles are set through the CSSOM, which a strict CSP allows (no <style>, no style attribute markup).
 */

import type { LoaderLabels } from "./labels.js";
import { MODAL_QUERY } from "./protocol-constants.js";

let open: HTMLDialogElement | undefined;

/**
 * `connectFrame` runs once the frame is in the page: it talks back (`registered`, `close`). `labels`
 * name the dialog, its frame and its close button in the widget's or the page's language.
 */
export function openRegisterModal(
  siteOrigin: string,
  campaignUri: string,
  labels: LoaderLabels,
  lang: string | undefined,
  onClose: () => void,
  connectFrame: (frame: HTMLIFrameElement, close: () => void) => (() => void) | undefined,
): void {
  if (open) return;
  const returnFocus = document.activeElement as HTMLElement | null;
  const body = document.body;
  const previousOverflow = body.style.overflow;

  const dialog = document.createElement("dialog");
  dialog.lang = labels.lang;
  dialog.dir = labels.dir;
  dialog.ariaLabel = labels.register; // ARIA reflection: fewer bytes than setAttribute
  dialog.setAttribute("data-campaign-modal", "");
  // A modal dialog is already fixed with inset 0; its other UA styles are undone here.
  Object.assign(dialog.style, {
    width: "100%",
    height: "100%",
    maxWidth: "none",
    maxHeight: "none",
    margin: "0",
    padding: "16px",
    border: "0",
    boxSizing: "border-box",
    background: "rgba(0,0,0,.55)",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  });

  const panel = document.createElement("div");
  Object.assign(panel.style, {
    position: "relative",
    width: "100%",
    maxWidth: "400px",
    height: "min(720px,100%)",
    background: "#fff",
    borderRadius: "12px",
    overflow: "hidden",
  });

  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.ariaLabel = labels.close;
  Object.assign(close.style, {
    position: "absolute",
    top: "4px",
    insetInlineEnd: "4px",
    width: "36px",
    height: "36px",
    border: "0",
    borderRadius: "50%",
    background: "#fff",
    font: "24px/1 sans-serif",
    cursor: "pointer",
  });

  const frame = document.createElement("iframe");
  const url = new URL(`/${campaignUri}/register?${MODAL_QUERY}`, siteOrigin);
  // Only a language the widget names goes to the page; otherwise the campaign's own applies.
  if (lang) url.searchParams.set("lang", lang);
  frame.src = url.href;
  frame.title = labels.register;
  Object.assign(frame.style, { width: "100%", height: "100%", border: "0", display: "block" });

  const finish = () => {
    if (open !== dialog) return;
    open = undefined;
    dialog.close(); // a no-op when Escape already closed it
    dialog.remove();
    body.style.overflow = previousOverflow;
    returnFocus?.focus();
    disconnect?.();
    onClose();
  };
  close.addEventListener("click", finish);
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    finish();
  });
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) finish();
  });

  panel.append(frame, close);
  dialog.append(panel);
  body.append(dialog);
  body.style.overflow = "hidden";
  open = dialog;
  dialog.showModal();
  close.focus();
  const disconnect = connectFrame(frame, finish);
}
