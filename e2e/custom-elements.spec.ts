import { expect, test } from "@playwright/test";
import { DEMO_PORT } from "../playwright.config.js";

// The r2wc defects of shared/notes/web-components.md §1.2, each mended in elements/runtime/define-element.ts,
// checked on a promoter's page (another origin) that uses the elements through the autoloader.
const page = `http://127.0.0.1:${DEMO_PORT}/elements.html`;

test.describe("given a campaign element on a promoter's page", () => {
  test.beforeEach(async ({ page: p }) => {
    await p.goto(page);
    await expect(p.locator("#welcome h1")).toBeVisible();
  });

  test("it loads its campaign through the API of the campaign site, images included", async ({ page: p }) => {
    // The hero, and the tier cards' prize images.
    for (const part of ["hero", "tier-image"]) {
      const img = p.locator(`#welcome img[part=${part}]`).first();
      await expect(img).toHaveAttribute("src", /^http:\/\/127\.0\.0\.1:\d+\/assets\/demo\//);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("removing an attribute clears the prop (r2wc ignores removals)", async ({ page: p }) => {
    const wrapper = p.locator("#welcome .wrapper");
    await p.locator("#welcome").evaluate((el) => el.setAttribute("lang", "fr"));
    await expect(wrapper).toHaveAttribute("lang", "fr");
    await p.locator("#welcome").evaluate((el) => el.removeAttribute("lang"));
    await expect(wrapper).toHaveAttribute("lang", "en-us");
  });

  test("setting an attribute to the empty string clears it (r2wc ignores it)", async ({ page: p }) => {
    await p.locator("#welcome").evaluate((el) => el.setAttribute("campaign", ""));
    // No campaign left: the element says what its author must set (screen-frame.tsx).
    await expect(p.locator("#welcome [role=alert]")).toHaveText(
      '<campaign-welcome>: set the "campaign" attribute (a uri such as p/demo-presale) or "campaign-oid".',
    );
  });

  test("an object property keeps its identity and never becomes an attribute", async ({ page: p }) => {
    const result = await p.locator("#welcome").evaluate((el) => {
      const data = {
        campaign: {
          oid: "x",
          uri: "p/x",
          urlSlug: "x",
          type: "presale",
          name: "Passed as a property",
          promoterOid: "p",
        },
      };
      (el as unknown as { campaignData: unknown }).campaignData = data;
      return {
        same: (el as unknown as { campaignData: unknown }).campaignData === data,
        attribute: el.getAttribute("campaign-data"),
      };
    });
    expect(result).toEqual({ same: true, attribute: null });
    await expect(p.locator("#welcome h1")).toHaveText("Passed as a property");
  });

  test("moving the element keeps its rendered tree (r2wc remounts)", async ({ page: p }) => {
    const kept = await p.evaluate(async () => {
      const el = document.getElementById("welcome")!;
      const before = el.shadowRoot!.querySelector("h1");
      document.getElementById("second-home")!.append(el);
      await new Promise((r) => setTimeout(r, 50));
      return el.shadowRoot!.querySelector("h1") === before && before !== null;
    });
    expect(kept).toBe(true);
  });

  test("a function set as a property is called (r2wc leaves it undefined)", async ({ page: p }) => {
    await p.locator("#welcome").evaluate((el) => {
      const host = window as unknown as { calls: unknown[] };
      host.calls = [];
      (el as unknown as { onStepChange: unknown }).onStepChange = (detail: unknown) =>
        host.calls.push(detail);
      // The DOM event still goes out as well.
      el.addEventListener("campaign:stepchange", () => host.calls.push("event"));
    });
    expect(
      await p
        .locator("#welcome")
        .evaluate((el) => typeof (el as never as { onStepChange: unknown }).onStepChange),
    ).toBe("function");
    await p.locator("#welcome").locator("[part=cta]").click();
    const calls = await p.evaluate(() => (window as unknown as { calls: unknown[] }).calls);
    expect(calls).toEqual([
      "event",
      { campaignOid: "cmp_demo_presale", from: "landing", to: "register", replace: false },
    ]);
  });

  test("removing the element unmounts it", async ({ page: p }) => {
    const emptied = await p.evaluate(async () => {
      const el = document.getElementById("welcome")!;
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      return el.shadowRoot!.childElementCount;
    });
    expect(emptied).toBe(0);
  });

  test("a second definition of the same tag is harmless", async ({ page: p }) => {
    const errors: string[] = [];
    p.on("pageerror", (e) => errors.push(e.message));
    await p.evaluate(async () => {
      const src = document.querySelector<HTMLScriptElement>("script[src*=autoloader]")!.src;
      await import(src.replace("autoloader.js", "campaign-welcome.js"));
    });
    expect(errors).toEqual([]);
  });
});

test.describe("given a host page whose own styles reach the element", () => {
  test.beforeEach(async ({ page: p }) => {
    await p.goto(page);
    await expect(p.locator("#welcome h1")).toBeVisible();
  });

  test("inherited text styles of the page stay out of the element", async ({ page: p }) => {
    await p.evaluate(() => {
      Object.assign(document.body.style, {
        letterSpacing: "5px",
        wordSpacing: "9px",
        textTransform: "uppercase",
        fontStyle: "italic",
        fontWeight: "900",
        whiteSpace: "pre",
        textIndent: "40px",
      });
    });
    const style = await p.locator("#welcome h1").evaluate((h1) => {
      const s = getComputedStyle(h1);
      return [s.letterSpacing, s.wordSpacing, s.textTransform, s.fontStyle, s.whiteSpace, s.textIndent];
    });
    expect(style).toEqual(["normal", "0px", "none", "normal", "normal", "0px"]);
  });

  test("the page's --campaign-color themes the element over the campaign's colour", async ({ page: p }) => {
    const colour = () =>
      p
        .locator("#welcome .wrapper")
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--_color").trim());
    const campaigns = await colour();
    expect(campaigns).not.toBe("");
    await p.evaluate(() => document.body.style.setProperty("--campaign-color", "rgb(0, 100, 0)"));
    await expect.poll(colour).toBe("rgb(0, 100, 0)");
  });
});
