import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from "puppeteer-core";
import {
  actOnFresh,
  describeQuery,
  type EngineDriver,
  type Query,
  replacedMeanwhile,
  serialiseQuery,
  waitFor,
} from "./engine-driver.js";
import { findInPage } from "./find-in-page.js";

// Gecko: Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no geckodriver needed),
// headless. One browser per test worker; a fresh browser context (its own storage) per test.

export const FIREFOX = "/usr/bin/firefox-esr";

export class FirefoxService {
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<FirefoxService> {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: { "network.proxy.type": 0 },
    });
    return new FirefoxService(browser);
  }

  async session(): Promise<EngineDriver> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1024, height: 900 });
    return new FirefoxDriver(page, async () => context.close());
  }

  async stop(): Promise<void> {
    await this.browser.close();
  }
}

class FirefoxDriver implements EngineDriver {
  readonly engine = "firefox" as const;
  /** The child frame later calls act in; undefined for the page's main frame (renewed by navigation). */
  private child: Frame | undefined;

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {}

  private get frame(): Frame {
    return this.child ?? this.page.mainFrame();
  }

  async goto(url: string) {
    this.child = undefined;
    await this.page.goto(url);
  }

  async url() {
    return this.page.url();
  }

  private find(query: Query): Promise<ElementHandle<Element>> {
    return waitFor(describeQuery(query), async () => {
      // A string runs as the driver's own script, which the page's CSP does not govern (no eval inside).
      const handle = await this.frame.evaluateHandle(
        `(${findInPage})(${JSON.stringify(serialiseQuery(query))})`,
      );
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element ?? undefined;
    });
  }

  async fill(query: Query, text: string) {
    await actOnFresh(
      () => this.find(query),
      async (field) => {
        await this.pointerClick(field);
        await field.evaluate((el) => {
          (el as HTMLInputElement).select?.();
        });
        await this.page.keyboard.press("Backspace");
        // The keys go to the focused control, as a person's do (ElementHandle.type would refocus a field
        // the served screen's takeover replaced, and type into nothing).
        await this.page.keyboard.type(text);
        if (!(await field.evaluate((el) => el.isConnected))) throw replacedMeanwhile();
      },
    );
  }

  async click(query: Query) {
    await actOnFresh(
      () => this.find(query),
      (element) => this.pointerClick(element),
    );
  }

  /**
   * A click at the element's centre once it sits mid-screen: scrolled only to the viewport's edge, a
   * control can lie under the form's sticky submit bar, which would take the click as a person's would.
   */
  private async pointerClick(element: ElementHandle<Element>) {
    await waitFor("a box to click on", async () => {
      try {
        await element.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await element.click();
        return true;
      } catch (error) {
        // Puppeteer finds no box to click on a control the takeover just removed, or one still laid out
        // with no size (a modal opening): the first is found again by actOnFresh, the second waited for.
        if (!/not clickable/i.test(String(error))) throw error;
        if (!(await element.evaluate((el) => el.isConnected))) throw replacedMeanwhile();
        return false;
      }
    });
  }

  async see(query: Query) {
    await this.find(query);
  }

  async check(query: Query) {
    await actOnFresh(
      () => this.find(query),
      async (box) => {
        if (await box.evaluate((el) => (el as HTMLInputElement).checked)) return;
        const shown = await box.evaluate(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).opacity !== "0",
        );
        await this.pointerClick(
          shown || !("label" in query) ? box : await this.find({ ...query, labelElement: true }),
        );
        if (!(await box.evaluate((el) => el.isConnected))) throw replacedMeanwhile();
      },
    );
  }

  async select(query: Query, option: string) {
    await actOnFresh(
      () => this.find(query) as Promise<ElementHandle<HTMLSelectElement>>,
      async (select) => {
        const value = await select.evaluate(
          (el, wanted) => [...el.options].find((o) => o.value === wanted || o.text.trim() === wanted)?.value,
          option,
        );
        if (value === undefined) throw new Error(`no option "${option}" in ${describeQuery(query)}`);
        await select.select(value);
        if (!(await select.evaluate((el) => el.isConnected))) throw replacedMeanwhile();
      },
    );
  }

  async press(key: "Enter" | "Escape") {
    await this.page.keyboard.press(key);
  }

  async evaluate<T>(fn: string, arg?: unknown): Promise<T> {
    return (await this.frame.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`)) as T;
  }

  async enterFrame(css: string) {
    const element = await this.find({ css });
    const frame = await (element as ElementHandle<HTMLIFrameElement>).contentFrame();
    if (!frame) throw new Error(`"${css}" is not a frame`);
    this.child = frame;
  }

  async topFrame() {
    this.child = undefined;
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }

  async close() {
    await this.closeContext();
  }
}
