import { expect, test } from "./csp.js";
import { serveRewritten } from "./long-texts.js";

// Issue 20: an event's time reads in the event's own zone, whatever the viewer's. 2027-03-13 15:30 UTC is
// 02:30 AEDT on Sunday 14 March in Melbourne, the night New York's clocks jump from 02:00 to 03:00: a
// viewer there used to read "3:30 AM (AEDT)".

test.use({ timezoneId: "America/New_York" });

test("a viewer in New York reads a 02:30 AEDT event as 2:30 AM (AEDT)", async ({ page }) => {
  await serveRewritten(page, (json) => {
    const answer = json as { campaign?: { event?: Record<string, unknown> } };
    if (answer.campaign?.event) {
      answer.campaign.event.startDate = "2027-03-13T15:30:00.000Z";
      answer.campaign.event.timeZone = "Australia/Melbourne";
    }
    return answer;
  });
  await page.goto("/p/demo-presale/");
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    "America/New_York",
  );
  await expect(page.getByText("Sun, Mar 14th, 2:30 AM (AEDT)").first()).toBeVisible();
  await expect(page.getByText(/3:30 AM/)).toHaveCount(0);
});
