import { describe, expect, it } from "vitest";
import { parentOriginOf, readWidgetOptions } from "./options.js";

describe("widget options", () => {
  it("defaults: banner, centred, no signup form", () => {
    expect(readWidgetOptions("?campaign=p/demo-presale")).toEqual({
      campaign: "p/demo-presale",
      type: "banner",
      widgetAlign: "center",
      signupForm: false,
    });
  });

  it("reads every option and drops malformed ones instead of failing", () => {
    expect(
      readWidgetOptions(
        "?campaign=p/x&type=link&widgetColor=%23ff0000&widgetText=+Join+&widgetWidth=300&widgetAlign=right&signupForm=true",
      ),
    ).toEqual({
      campaign: "p/x",
      type: "link",
      widgetColor: "#ff0000",
      widgetText: "Join",
      widgetWidth: 300,
      widgetAlign: "right",
      signupForm: true,
    });
    expect(
      readWidgetOptions("?campaign=p/x&type=popup&widgetColor=red;x&widgetWidth=9&widgetAlign=top"),
    ).toEqual({ campaign: "p/x", type: "banner", widgetAlign: "center", signupForm: false });
  });

  it("needs a well-formed campaign", () => {
    expect(readWidgetOptions("")).toBeUndefined();
    expect(readWidgetOptions("?campaign=../../x")).toBeUndefined();
  });

  it("finds the parent origin from ancestorOrigins, else the referrer", () => {
    expect(parentOriginOf(["https://promoter.example"], "https://other.example/x")).toBe(
      "https://promoter.example",
    );
    expect(parentOriginOf(undefined, "https://promoter.example/page?q=1")).toBe("https://promoter.example");
    expect(parentOriginOf(undefined, "")).toBeUndefined();
    expect(parentOriginOf(undefined, "not a url")).toBeUndefined();
  });
});
