import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

// Issue 29 item 8: under 640 px the shared data table shows a card per row, each value led by its
// column's name, instead of a table scrolling sideways inside its card (before: the access log and the
// audit log at 390 px).
const b = useBrowser();

describe("Tables at 390 px", () => {
  it("shows the access log and the audit log as cards that fit the screen", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    for (const [path, tab] of [
      ["/dashboard/access", "Journal d'accès"],
      ["/dashboard/settings", "Journal d'audit"],
    ] as const) {
      await page.goto(path);
      const tabButton = page.getByRole("tab", { name: tab });
      await tabButton.waitFor({ timeout: 30_000 });
      await tabButton.scrollIntoViewIfNeeded();
      await tabButton.click();
      const table = page.getByRole("table").first();
      await table.waitFor({ timeout: 30_000 });
      const row = table.getByRole("row").nth(1);
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBeGreaterThan(0);

      // A card: the row is laid out as a block of lines, and the column's name is shown in it.
      const layout = await table.evaluate((element) => {
        const body = element.querySelector("tbody tr");
        const head = element.querySelector("thead");
        return {
          row: body ? getComputedStyle(body).display : "",
          headWidth: head?.getBoundingClientRect().width ?? 0,
          width: element.getBoundingClientRect().width,
          overflow: [...document.querySelectorAll("table")].map((t) => {
            const parent = t.parentElement;
            return parent ? parent.scrollWidth - parent.clientWidth : 0;
          }),
        };
      });
      expect(layout.row, path).toBe("grid");
      // The headers stay for screen readers only.
      expect(layout.headWidth, path).toBeLessThanOrEqual(1);
      expect(layout.width, path).toBeLessThanOrEqual(390);
      expect(Math.max(0, ...layout.overflow), path).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      // The table is still a table with its column headers for assistive technologies.
      expect(await table.getByRole("columnheader").count(), path).toBeGreaterThan(1);
      await screenshot(page, `phone-table${path.replaceAll("/", "-")}`);
      await expectNoSeriousA11yViolations(page);
    }
  }, 120_000);
});
