// A demo that is alive (issue 29): a fresh demo server, as `npm start` gives a newcomer. Its dashboard
// counts every camera online (the fourteen share the simulator's four streams), and the radio screen
// shows the four demo radios online, reporting positions, battery and signal.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const b = useBrowser();
let server: RunningServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
}, 300_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await b.browser.newContext({
    baseURL: server.baseUrl,
    locale: "fr-FR",
    viewport: { width: 1440, height: 900 },
  });
  contexts.push(context);
  return context.newPage();
}

type TRadio = { status: string; battery: number | null; lastLocation: { lat: number; lng: number } | null };

describe("a fresh demo looks alive", () => {
  it("shows every camera and every radio online", async () => {
    const page = await newPage();
    await signIn(page);
    // Every demo camera online: the monitor's first rounds reach the simulated streams.
    const cameras = page.getByTestId("stat-cameras");
    await expect
      .poll(
        async () => {
          // The dashboard's figures come from a read kept a moment: reload until the monitor's rounds show.
          await page.reload();
          return (await cameras.textContent({ timeout: 30_000 }))?.trim();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBe("14/14");
    await screenshot(page, "demo-alive-dashboard");

    // The radios report: online, with a battery and a position that moves between two reports.
    const session = await apiLogin(server.baseUrl);
    const radios = async () =>
      (await (
        await fetch(`${server.baseUrl}/api/radio/radios/`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json()) as TRadio[];
    const first = await radios();
    expect(first).toHaveLength(4);
    for (const radio of first) {
      expect(radio.status).not.toBe("offline");
      expect(radio.battery).toBeGreaterThanOrEqual(30);
      expect(radio.lastLocation).not.toBeNull();
    }
    await page.goto("/dashboard/radio");
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("radio-ai-panel").getByText("4 / 4").waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.getByText("Hors ligne", { exact: true }).count()).toBe(0);
    await screenshot(page, "demo-alive-radios");
  }, 240_000);
});
