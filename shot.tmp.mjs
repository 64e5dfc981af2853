import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto("http://127.0.0.1:4373/p/demo-arabic/register");
await p.waitForTimeout(1500);
await p.screenshot({ path: "/tmp/ar.png" });
await b.close();
