import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps trying to reach Google on a closed network.
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const DEMO = { email: "admin@demo-hts.fr", password: "Demo-HTS-2026" };

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
