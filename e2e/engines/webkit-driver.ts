import { type ChildProcess, spawn } from "node:child_process";
import { Builder, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort } from "../../scripts/free-port.mjs";
import { ensureDisplay, type VirtualDisplay } from "./display.js";
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

// WebKitGTK, the engine of Safari, driven by classic W3C WebDriver: Debian's `webkit2gtk-driver` brings
// WebKitWebDriver, which starts MiniBrowser in automation mode (README: "Browser engines").

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";

const SESSION_WAIT_MS = 30_000;

async function startDriver(display: VirtualDisplay): Promise<[string, ChildProcess]> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display.display },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor("WebKitWebDriver to answer", () =>
    fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  return [url, child];
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** One WebKitWebDriver (and its display) per test worker; a fresh browser session per test. */
export class WebKitService {
  private constructor(
    private url: string,
    private process: ChildProcess,
    private readonly display: VirtualDisplay,
  ) {}

  static async start(): Promise<WebKitService> {
    const display = await ensureDisplay();
    const [url, child] = await startDriver(display);
    return new WebKitService(url, child, display);
  }

  /**
   * A new browser session. Now and then (seen once in a CI run at load average 20) WebKitWebDriver never
   * answers a New Session: after SESSION_WAIT_MS the driver process is replaced and asked once more.
   */
  async session(): Promise<EngineDriver> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await withTimeout(this.newSession(), SESSION_WAIT_MS);
      } catch (error) {
        if (attempt === 2) throw error;
        this.process.kill("SIGKILL");
        [this.url, this.process] = await startDriver(this.display);
      }
    }
  }

  private async newSession(): Promise<EngineDriver> {
    const driver = await new Builder()
      .usingServer(this.url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
    await driver.manage().window().setRect({ width: 1024, height: 900 });
    return new WebKitDriver(driver);
  }

  stop(): void {
    this.process.kill();
    this.display.stop();
  }
}

/** Whether an element kept its place over two animation frames (an image loading above moves it). */
const stillScript = `const done = arguments[arguments.length - 1];
  const box = () => JSON.stringify(arguments[0].getBoundingClientRect());
  const first = box();
  requestAnimationFrame(() => requestAnimationFrame(() => done(first === box())));`;

class WebKitDriver implements EngineDriver {
  readonly engine = "webkit" as const;
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string) {
    await this.driver.get(url);
  }

  url() {
    return this.driver.getCurrentUrl();
  }

  private find(query: Query): Promise<WebElement> {
    return waitFor(describeQuery(query), async () => {
      const found = (await this.driver.executeScript(
        `return (${findInPage})(arguments[0])`,
        serialiseQuery(query),
      )) as WebElement | null;
      return found ?? undefined;
    });
  }

  async fill(query: Query, text: string) {
    await actOnFresh(
      () => this.find(query),
      async (field) => {
        await field.clear();
        // WebKitWebDriver refuses Element Send Keys inside a shadow root ("not focusable"): focus it with
        // a click, then type with key actions, which go to the focused element as a person's keys would.
        await this.pointerClick(field);
        await this.driver.actions().sendKeys(text).perform();
        await this.mustBeConnected(field);
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
   * A click by pointer actions at the element's centre. Element Click hit-tests the document, where an
   * element inside a shadow root is retargeted to its host, so WebKitWebDriver calls every such click
   * "intercepted"; pointer actions have no such check and are what a person's tap is.
   */
  private async pointerClick(element: WebElement) {
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
    await waitFor("the element to stop moving", () =>
      this.driver.executeAsyncScript<boolean>(stillScript, element),
    );
    await this.driver.actions().move({ origin: element }).click().perform();
  }

  async see(query: Query) {
    await this.find(query);
  }

  async check(query: Query) {
    await actOnFresh(
      () => this.find(query),
      async (box) => {
        if (await box.isSelected()) return;
        if ("label" in query && !(await box.isDisplayed())) {
          await this.pointerClick(await this.find({ ...query, labelElement: true }));
        } else {
          await this.pointerClick(box);
        }
        await this.mustBeConnected(box);
      },
    );
  }

  async select(query: Query, option: string) {
    await actOnFresh(
      () => this.find(query),
      async (select) => {
        const choice = (await this.driver.executeScript(
          "return [...arguments[0].options].find((o) => o.value === arguments[1] || o.text.trim() === arguments[1]) || null",
          select,
          option,
        )) as WebElement | null;
        if (!choice) throw new Error(`no option "${option}" in ${describeQuery(query)}`);
        await choice.click();
        await this.mustBeConnected(select);
      },
    );
  }

  /** What was done to a control the served screen's takeover replaced meanwhile is done again. */
  private async mustBeConnected(element: WebElement) {
    if (!(await this.driver.executeScript("return arguments[0].isConnected", element)))
      throw replacedMeanwhile();
  }

  async press(key: "Enter" | "Escape") {
    await this.driver
      .actions()
      .sendKeys(key === "Enter" ? Key.ENTER : Key.ESCAPE)
      .perform();
  }

  async evaluate<T>(fn: string, arg?: unknown): Promise<T> {
    return (await this.driver.executeScript(`return (${fn})(arguments[0])`, arg)) as T;
  }

  async enterFrame(css: string) {
    const frame = await this.find({ css });
    await this.driver.switchTo().frame(frame);
  }

  async topFrame() {
    await this.driver.switchTo().defaultContent();
  }

  async screenshot() {
    return Buffer.from(await this.driver.takeScreenshot(), "base64");
  }

  async close() {
    await this.driver.quit();
  }
}
