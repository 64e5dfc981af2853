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

  it("takes the colour with its '#', without it, or with the '#' encoded once too often", () => {
    const color = (value: string) =>
      readWidgetOptions(`?campaign=p/x&widgetColor=${encodeURIComponent(value)}`)?.widgetColor;
    expect(color("#ff0000")).toBe("#ff0000");
    expect(color("ff0000")).toBe("#ff0000");
    expect(color("%23ff0000")).toBe("#ff0000");
    expect(color(" 0B7A53 ")).toBe("#0B7A53");
    expect(color("f00")).toBe("#f00");
    expect(color("ff000080")).toBe("#ff000080");
    for (const bad of ["ff00f", "#ff00000", "red", "##ff0000", "ff0000;background:url(x)", ""]) {
      expect(color(bad), bad).toBeUndefined();
    }
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
