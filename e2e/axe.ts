import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe (WCAG 2 A and AA) on the whole page, shadow roots included: no violation, listed by rule and node. */
export async function axe(page: Page, view?: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    view,
  ).toEqual([]);
}
