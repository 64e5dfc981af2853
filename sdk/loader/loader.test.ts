// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://promoter.example/page" }
import { beforeEach, describe, expect, it, vi } from "vitest";

// The frames' penpal connection is not what these tests look at.
vi.mock("./bridge.js", () => ({ connectWidget: vi.fn() }));

type Loader = { version?: string; q: { push(...c: unknown[]): void }; push(...c: unknown[]): void };
const loader = () => (window as unknown as { CampaignLoader: Loader }).CampaignLoader;
const frameOf = (element: Element) => element.querySelector("iframe");

async function load(): Promise<void> {
  vi.resetModules();
  await import("./loader.js");
}

function widget(campaign?: string): HTMLElement {
  const element = document.createElement("div");
  if (campaign) {
    element.dataset.campaignWidget = "register-button";
    element.dataset.campaign = campaign;
  }
  document.body.append(element);
  return element;
}

describe("the loader's JavaScript API", () => {
  beforeEach(() => {
    // happy-dom reports that it does not load frame pages; the frames' URLs are what is checked here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.replaceChildren();
    delete (window as unknown as { CampaignLoader?: unknown }).CampaignLoader;
  });

  it("runs the commands queued before it loaded, in order, with the mount options", async () => {
    const element = widget();
    (window as unknown as { CampaignLoader: unknown }).CampaignLoader = {
      q: [["mount", element, { campaign: "p/demo-presale", widgetType: "button", widgetWidth: 240 }]],
    };
    await load();
    const src = new URL(frameOf(element)?.src ?? "");
    expect(src.origin).toBe("https://promoter.example");
    expect(src.pathname).toBe("/widget/register-button/");
    expect(Object.fromEntries(src.searchParams)).toEqual({
      campaign: "p/demo-presale",
      type: "button",
      widgetWidth: "240",
    });
    expect(loader().version).toBe("1");
  });

  it("keeps q after it loaded: a later q.push runs at once (single-page sites)", async () => {
    await load();
    const element = widget();
    loader().q.push(["mount", element, { campaign: "p/demo-presale", signupForm: true }]);
    expect(new URL(frameOf(element)?.src ?? "").searchParams.get("signupForm")).toBe("true");
    const other = widget();
    loader().push(["mount", other, { campaign: "c/demo-competition" }]);
    expect(frameOf(other)).not.toBeNull();
  });

  it("ignores unknown commands, unknown options and options that are not text", async () => {
    await load();
    const element = widget();
    loader().q.push(
      "scan",
      ["explode"],
      [
        "mount",
        element,
        { campaign: "p/demo-presale", onclick: "alert(1)", widgetText: { toString: () => "x" } },
      ],
    );
    expect(element.dataset.onclick).toBeUndefined();
    expect(new URL(frameOf(element)?.src ?? "").searchParams.has("widgetText")).toBe(false);
  });

  it("passes a lang option to the frame and titles the frame in that language", async () => {
    await load();
    const element = widget();
    loader().push(["mount", element, { campaign: "p/demo-presale", lang: "de" }]);
    expect(element.dataset.lang).toBe("de");
    expect(new URL(frameOf(element)?.src ?? "").searchParams.get("lang")).toBe("de");
    expect(frameOf(element)?.title).toBe("Registrieren");
    // Without one, the title is in the page's language; a widget text is its own title.
    document.documentElement.lang = "nl";
    const other = widget();
    loader().push(["mount", other, { campaign: "p/demo-presale" }]);
    expect(frameOf(other)?.title).toBe("Registreren");
    document.documentElement.lang = "";
  });

  it("a mount without a valid campaign creates no frame", async () => {
    await load();
    const element = widget();
    loader().push(["mount", element, { campaign: "../../evil" }]);
    expect(frameOf(element)).toBeNull();
  });

  it("a second include leaves the first instance alone", async () => {
    await load();
    const first = loader();
    await load();
    expect(loader()).toBe(first);
  });
});
