import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { useBrowser } from "../support/browser.ts";
import { agentOnLocatedSite, apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Issue 22, item 7: where a tile server is configured (MAP_TILE_URL), 'Sur le terrain' draws a map with
// the sites and the last positions of the agents on duty. No public tile server is reachable here: a
// local one answers every tile with the same small PNG and counts what it served.

const b = useBrowser();
// A 1x1 grey PNG.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGOIBwAAVQBUkUDVbAAAAABJRU5ErkJggg==",
  "base64",
);
let tiles: http.Server;
let tilesServed = 0;
let server: RunningServer;

beforeAll(async () => {
  tiles = http.createServer((request, response) => {
    if (!/^\/tuiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    tilesServed += 1;
    response.writeHead(200, { "content-type": "image/png" }).end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, "127.0.0.1", resolve));
  const { port } = tiles.address() as AddressInfo;
  server = await startServer({ env: { MAP_TILE_URL: `http://127.0.0.1:${port}/tuiles/{z}/{x}/{y}.png` } });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => tiles?.close(resolve));
});

it("draws the tiles, the sites and an agent on duty, without a blocked image, at 1440 and 390 px", async () => {
  const api = apiAs(server.baseUrl, (await apiLogin(server.baseUrl)).token);
  const name = `Agent Carte ${randomUUID().slice(0, 4)}`;
  const made = await agentOnLocatedSite({ baseUrl: server.baseUrl, api, name });
  const clocked = await api<{ flags: string[] }>(
    "POST",
    "/attendance/events",
    {
      client_id: randomUUID(),
      kind: "clock_in",
      occurred_at: new Date().toISOString(),
      site_id: made.siteId,
      position: { lat: 48.8586, lng: 2.2946, accuracy: 25 },
    },
    made.agentToken,
  );
  expect(clocked.flags).toContain("unplanned");

  const context = await b.browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "fr-FR",
    baseURL: server.baseUrl,
  });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      blocked.push(message.text());
  });
  await signIn(page);
  await page.goto("/dashboard/field");
  const map = page.getByTestId("field-map");
  await map.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => map.locator("img.leaflet-tile-loaded").count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(tilesServed).toBeGreaterThan(0);
  // The site's geofence, the agent's accuracy and the agent himself, as vector shapes.
  await expect.poll(() => map.locator("path.leaflet-interactive").count()).toBeGreaterThanOrEqual(2);
  await page.getByText("Aucun serveur de tuiles").waitFor({ state: "detached" });
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await map.waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  expect(blocked).toEqual([]);
  await context.close();
}, 300_000);
