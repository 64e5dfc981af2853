// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readWidgetOptions } from "./options.js";
import { renderWidget } from "./widget-view.js";

const texts = { action: "Register", emailLabel: "Email Address" };
const render = (query: string) => {
  const root = document.createElement("div");
  const options = readWidgetOptions(`?campaign=p/demo-presale&${query}`);
  if (!options) throw new Error("options");
  return { root, view: renderWidget(root, options, texts, "The Velvet Comets") };
};

describe("the register-button widget's markup", () => {
  it("a banner: the campaign's name and a button, no form", () => {
    const { root, view } = render("");
    expect(root.querySelector(".campaign-widget__title")?.textContent).toBe("The Velvet Comets");
    expect(view.action).toBeInstanceOf(HTMLButtonElement);
    expect((view.action as HTMLButtonElement).type).toBe("button");
    expect(view.email).toBeUndefined();
    expect(root.querySelector("form")).toBeNull();
  });

  it("signupForm=true: a form with a labelled email field whose button submits it", () => {
    const { root, view } = render("signupForm=true&widgetColor=0f766e");
    expect(view.widget).toBeInstanceOf(HTMLFormElement);
    expect(view.widget.style.getPropertyValue("--widget-color")).toBe("#0f766e");
    const label = root.querySelector("label");
    expect(label?.textContent).toBe("Email Address");
    expect(label?.htmlFor).toBe(view.email?.id);
    expect(view.email?.type).toBe("email");
    expect(view.email?.autocomplete).toBe("email");
    expect((view.action as HTMLButtonElement).type).toBe("submit");
  });

  it("shows an error under the field and ties it to the field, then clears it", () => {
    const { root, view } = render("type=button&signupForm=true");
    view.showError("Your Email Address is required");
    const error = root.querySelector<HTMLElement>(".campaign-widget__error");
    expect(error?.hidden).toBe(false);
    expect(error?.getAttribute("role")).toBe("alert");
    expect(error?.textContent).toBe("Your Email Address is required");
    expect(view.email?.getAttribute("aria-invalid")).toBe("true");
    expect(view.email?.getAttribute("aria-describedby")).toBe(error?.id);
    view.showError(undefined);
    expect(error?.hidden).toBe(true);
    expect(view.email?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("a link ignores signupForm: it stays a link to the register page", () => {
    const { view } = render("type=link&signupForm=true");
    expect(view.email).toBeUndefined();
    expect(view.action.getAttribute("href")).toBe("/p/demo-presale/register");
  });
});

describe("the widget colour", () => {
  it("is darkened just enough for its white text to read (AA): ff0000 becomes #e60000", () => {
    const { view } = render("widgetColor=ff0000");
    expect(view.widget.style.getPropertyValue("--widget-color")).toBe("#e60000");
  });
});
