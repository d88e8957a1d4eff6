import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { ARGS, CHROMIUM } from "../../../../e2e/support/chromium.ts";
import { type ApiSession, apiLogin } from "../../../../e2e/support/login.ts";
import { type RunningServer, startServer } from "../../../../e2e/support/server.ts";
import { freePort } from "../../../api/test/server-process.ts";
import type { FixtureName } from "./fixtures.tsx";

const webRoot = path.resolve(import.meta.dirname, "../..");

export type ComponentBrowser = {
  /** The signed-in demo administrator (the harness page starts with this session). */
  session: ApiSession;
  /** The real API, with the administrator's token. */
  api<T>(method: string, url: string, body?: unknown): Promise<T>;
  /** A fresh page (its own storage) with one component of `fixtures.tsx` mounted. */
  mount(
    name: FixtureName,
    props?: Record<string, unknown>,
    options?: { width?: number; storage?: Record<string, string>; signedIn?: boolean },
  ): Promise<Page>;
};

/**
 * Component tests in a real Chromium against the real API (house rule: no mock of our own server): the
 * server on a fresh demo database, Vite's dev server for the harness page with /api proxied to it. One
 * of each per test file, stopped after it.
 */
export function setupComponentBrowser(): ComponentBrowser {
  let server: RunningServer | undefined;
  let vite: ViteDevServer | undefined;
  let browser: Browser | undefined;
  let pageUrl = "";
  const cacheDir = path.join(os.tmpdir(), `hts-vite-components-${randomUUID()}`);
  const fixture = {} as ComponentBrowser;

  beforeAll(async () => {
    // HTS_TEST_API_URL: a server already running on a demo database (quicker runs while developing; the
    // tests create their own records, named by run).
    const given = process.env.HTS_TEST_API_URL;
    server = given
      ? { baseUrl: given, dataDir: "", stop: async () => undefined }
      : await startServer({ env: { HTS_CAMERA_SIM: "0" } });
    const port = await freePort();
    vite = await createServer({
      configFile: path.join(webRoot, "vite.config.ts"),
      root: webRoot,
      logLevel: "error",
      // Its own cache: test files run in parallel (threads of one process), each with its own dev server.
      cacheDir,
      // Crawl the harness at start-up, so that no late dependency discovery reloads a mounted page.
      optimizeDeps: { entries: ["test/components/harness.html"] },
      server: {
        host: "127.0.0.1",
        port,
        strictPort: true,
        hmr: false,
        proxy: { "/api": { target: server.baseUrl, changeOrigin: false } },
      },
    });
    await vite.listen();
    pageUrl = `http://127.0.0.1:${port}/test/components/harness.html`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    fixture.session = await apiLogin(server.baseUrl);
    const baseUrl = server.baseUrl;
    fixture.api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${fixture.session.token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    };
    fixture.mount = async (name, props = {}, { width = 1280, storage = {}, signedIn = true } = {}) => {
      if (!browser) throw new Error("Chromium n'est pas lancé");
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "fr-FR" });
      await context.addInitScript(
        (entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        {
          ...(signedIn ? { token: fixture.session.token, user: JSON.stringify(fixture.session.user) } : {}),
          ...storage,
        },
      );
      // Vite serves the app's modules one by one: slow on a loaded machine, hence the long first wait.
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      await page.goto(pageUrl, { waitUntil: "commit", timeout: 180_000 });
      await page.waitForFunction(() => window.harnessReady === true, null, { timeout: 240_000 });
      await page.evaluate(([fixtureName, fixtureProps]) => window.mountFixture(fixtureName, fixtureProps), [
        name,
        props,
      ] as const);
      return page;
    };
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await vite?.close();
    await server?.stop();
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  return fixture;
}
