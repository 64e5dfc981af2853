// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HostMethods } from "./protocol-constants.js";

const captured: { methods?: HostMethods; allowedOrigins?: string[] } = {};
vi.mock("penpal", () => ({
  connect: ({ methods }: { methods: HostMethods }) => {
    captured.methods = methods;
    return { destroy: () => undefined };
  },
  WindowMessenger: class {
    constructor({ allowedOrigins }: { allowedOrigins: string[] }) {
      captured.allowedOrigins = allowedOrigins;
    }
  },
}));
const opened: string[] = [];
vi.mock("./modal.js", () => ({
  openRegisterModal: (_origin: string, campaignUri: string) => opened.push(campaignUri),
}));

const { connectWidget } = await import("./bridge.js");
const SITE = "https://site.example";

function connected(campaign: string) {
  const element = document.createElement("div");
  element.dataset.campaign = campaign;
  const frame = { contentWindow: {}, style: {} } as unknown as HTMLIFrameElement;
  connectWidget(element, frame, SITE);
  return { element, frame, methods: captured.methods as HostMethods };
}

describe("the loader's side of the widget bridge", () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it("allows the site's origin only", () => {
    connected("p/demo-presale");
    expect(captured.allowedOrigins).toEqual([SITE]);
  });

  it("updateCampaignUri records the canonical uri; the modal then opens on it", () => {
    const { element, methods } = connected("demo");
    methods.updateCampaignUri({ v: 1, campaignUri: "p/demo-presale" });
    expect(element.dataset.campaign).toBe("p/demo-presale");
    methods.openRegisterModal({ v: 1, campaignUri: "demo" });
    expect(opened).toEqual(["p/demo-presale"]);
  });

  it("the modal opens on the widget's own uri, whatever the frame names", () => {
    const { methods } = connected("p/demo-presale");
    methods.openRegisterModal({ v: 1, campaignUri: "c/other" });
    expect(opened).toEqual(["p/demo-presale"]);
  });

  it("malformed payloads change nothing", () => {
    const { element, methods } = connected("p/demo-presale");
    methods.updateCampaignUri({ v: 1, campaignUri: "../../evil" });
    methods.updateCampaignUri({ v: 2, campaignUri: "p/x" });
    methods.openRegisterModal({ campaignUri: "p/demo-presale" });
    methods.openRegisterModal("open");
    expect(element.dataset.campaign).toBe("p/demo-presale");
    expect(opened).toEqual([]);
  });

  it("resize sets the frame's height, clamped", () => {
    const { frame, methods } = connected("p/demo-presale");
    methods.resize({ v: 1, width: 300, height: 9000 });
    expect(frame.style.height).toBe("480px");
    methods.resize({ v: 1, width: 300, height: -5 });
    expect(frame.style.height).toBe("480px");
  });

  it("the first size makes the widget ready: campaign:ready once, and an attribute", () => {
    const { element, methods } = connected("p/demo-presale");
    const events: unknown[] = [];
    element.addEventListener("campaign:ready", (event) => events.push((event as CustomEvent).detail));
    methods.resize("not a size");
    expect(element.hasAttribute("data-campaign-widget-ready")).toBe(false);
    methods.resize({ v: 1, width: 300, height: 56 });
    methods.resize({ v: 1, width: 300, height: 60 });
    expect(events).toEqual([{ campaignUri: "p/demo-presale" }]);
    expect(element.hasAttribute("data-campaign-widget-ready")).toBe(true);
  });
});
