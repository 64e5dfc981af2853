/**
 * The register-button widget's markup (engagement §2/§7): a banner (campaign name and action), a button
 * or a link; with `signupForm=true` a banner or button carries an email field, so a fan types their
 * address on the promoter's page and the register modal opens with it filled in.
 */
import { readableThemeColor } from "../../sdk/campaign/theme-color.js";
import type { WidgetOptions } from "./options.js";

export interface WidgetTexts {
  /** The action's label: widgetText, else "Register" in the campaign's language. */
  action: string;
  /** The email field's label (signup form). */
  emailLabel: string;
}

export interface WidgetView {
  /** The element measured for `resize`. */
  widget: HTMLElement;
  /** The button or link that opens the register modal (the submit button of the signup form). */
  action: HTMLElement;
  /** The signup form's email field, when there is one. */
  email?: HTMLInputElement;
  /** Shows an error under the email field (undefined clears it). */
  showError(message: string | undefined): void;
}

const hasSignupForm = (options: WidgetOptions) => options.signupForm && options.type !== "link";

export function renderWidget(
  root: HTMLElement,
  options: WidgetOptions,
  texts: WidgetTexts,
  campaignName: string | undefined,
): WidgetView {
  const widget = document.createElement(hasSignupForm(options) ? "form" : "div");
  widget.className = `campaign-widget campaign-widget--${options.type} campaign-widget--${options.widgetAlign}`;
  // White text sits on the widget's colour: keep it readable (AA) whatever the promoter picked.
  if (options.widgetColor)
    widget.style.setProperty("--widget-color", readableThemeColor(options.widgetColor));
  if (options.widgetWidth) widget.style.maxWidth = `${options.widgetWidth}px`;
  if (options.type === "banner" && campaignName) {
    const title = document.createElement("p");
    title.className = "campaign-widget__title";
    title.textContent = campaignName;
    widget.append(title);
  }

  let email: HTMLInputElement | undefined;
  let error: HTMLElement | undefined;
  if (widget instanceof HTMLFormElement) {
    widget.noValidate = true; // our own rules and messages, in the campaign's language
    const field = document.createElement("div");
    field.className = "campaign-widget__field";
    const label = document.createElement("label");
    label.htmlFor = "campaign-widget-email";
    label.textContent = texts.emailLabel;
    email = document.createElement("input");
    email.id = "campaign-widget-email";
    email.name = "emailAddress";
    email.type = "email";
    email.autocomplete = "email";
    email.inputMode = "email";
    email.required = true;
    error = document.createElement("p");
    error.id = "campaign-widget-email-error";
    error.className = "campaign-widget__error";
    error.setAttribute("role", "alert");
    error.hidden = true;
    field.append(label, email, error);
    widget.append(field);
  }

  const action = document.createElement(options.type === "link" ? "a" : "button");
  action.className = "campaign-widget__action";
  action.textContent = texts.action;
  if (action instanceof HTMLAnchorElement) {
    action.href = `/${options.campaign}/register`;
    action.target = "_blank";
    action.rel = "noopener";
  } else action.type = email ? "submit" : "button";
  widget.append(action);
  root.replaceChildren(widget);

  return {
    widget,
    action,
    ...(email && { email }),
    showError(message) {
      if (!email || !error) return;
      error.textContent = message ?? "";
      error.hidden = message === undefined;
      if (message === undefined) {
        email.removeAttribute("aria-invalid");
        email.removeAttribute("aria-describedby");
      } else {
        email.setAttribute("aria-invalid", "true");
        email.setAttribute("aria-describedby", error.id);
      }
    },
  };
}
