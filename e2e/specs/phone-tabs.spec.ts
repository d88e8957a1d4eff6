import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

// Issue 29 item 8: at phone width a tab bar stays inside the screen and scrolls sideways; its last tab
// can be reached (before: 'Points d'accès' cut at the right edge, settings' 7 tabs on 3 lines).
const b = useBrowser();

describe("Tab bars at 390 px", () => {
  it("keeps the settings and access tab bars inside the screen, on one line, every tab reachable", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    for (const [path, last] of [
      ["/dashboard/settings", "Journal d'audit"],
      ["/dashboard/access", "Points d'accès"],
    ] as const) {
      await page.goto(path);
      const bar = page.getByRole("tablist").first();
      await bar.waitFor({ timeout: 30_000 });
      const box = await bar.boundingBox();
      expect(box, path).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(390);
      // One line: a tab bar taller than two tab heights has wrapped.
      expect(box?.height ?? 0, path).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const tab = bar.getByRole("tab", { name: last });
      await tab.scrollIntoViewIfNeeded();
      const tabBox = await tab.boundingBox();
      expect((tabBox?.x ?? 999) + (tabBox?.width ?? 0), path).toBeLessThanOrEqual(390);
      await tab.click();
      expect(await tab.getAttribute("aria-selected"), path).toBe("true");
      await screenshot(page, `phone-tabs${path.replaceAll("/", "-")}`);
    }
  });
});
