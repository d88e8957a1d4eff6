import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { ARGS, CHROMIUM } from "./chromium.ts";

export { ARGS, CHROMIUM } from "./chromium.ts";
export { DEMO } from "./demo.ts";

export type BrowserFixture = {
  browser: Browser;
  baseUrl: string;
  /** A new isolated browser context (its own localStorage), French by default. */
  newPage(options?: { width?: number; height?: number; locale?: string }): Promise<Page>;
};

/** One Chromium per spec file, closed after it. */
export function useBrowser(): BrowserFixture {
  const fixture = { contexts: [] as BrowserContext[] } as BrowserFixture & { contexts: BrowserContext[] };
  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM))
      throw new Error(`Chromium introuvable (${CHROMIUM}) : apt-get install chromium`);
    fixture.browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    fixture.baseUrl = inject("baseUrl");
    fixture.newPage = async ({ width = 1440, height = 900, locale = "fr-FR" } = {}) => {
      const context = await fixture.browser.newContext({
        viewport: { width, height },
        locale,
        baseURL: fixture.baseUrl,
      });
      fixture.contexts.push(context);
      return context.newPage();
    };
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  return fixture;
}

/** Saves a screenshot under e2e/artifacts (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, "../artifacts");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
