import net from "node:net";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startCameraSimulator } from "../../apps/api/src/modules/cameras/simulator/camera-simulator.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

const b = useBrowser();

const PHONE = { width: 390, height: 844 };
// One run's names: the e2e database is fresh, but other specs may create sites too.
const RUN = Date.now().toString(36).slice(-5);
const SITE = { name: `Entrepôt Nord ${RUN}`, address: "12 rue des Docks, 69007 Lyon" };
const CAMERA = { name: `Caméra quai ${RUN}`, location: "Quai de chargement 3" };
const ALARM = { title: `Intrusion quai ${RUN}`, description: "Porte forcée côté quai", location: "Quai 3" };

// A toast's text is found twice: in the toast and in Radix's screen-reader announcement.
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 30_000 });
}

/** The number a counter shows once its data has arrived (it reads "–" until then). */
async function numberIn(page: Page, testId: string): Promise<number> {
  const counter = page.getByTestId(testId).filter({ hasText: /^\d+$/ });
  return Number(await counter.textContent({ timeout: 30_000 }));
}

/** Lets entry animations and the first data settle before a screenshot or an axe pass. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(400);
}

/** A second browser context signed in with the same session (its own page, no shared memory). */
async function samePerson(page: Page, size?: { width: number; height: number }): Promise<Page> {
  const other = await b.newPage(size);
  await other.goto("/");
  const session = await page.evaluate(() => ({
    token: localStorage.getItem("token"),
    user: localStorage.getItem("user"),
  }));
  await other.evaluate((s) => {
    localStorage.setItem("token", s.token ?? "");
    localStorage.setItem("user", s.user ?? "");
  }, session);
  return other;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** A TCP listener: something answers on the port, but no camera. */
async function openListener(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Adds a camera on the test site through the API, with the page's own session. */
async function createCamera(page: Page, camera: { name: string; rtspUrl: string }): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const sites = await fetch(`${b.baseUrl}/api/sites?q=${encodeURIComponent(SITE.name)}`, { headers });
  const [site] = (await sites.json()) as { id: string }[];
  const res = await fetch(`${b.baseUrl}/api/cameras`, {
    method: "POST",
    headers,
    body: JSON.stringify({ siteId: site?.id, location: "Hall d'accueil", ...camera }),
  });
  expect(res.status).toBe(201);
}

async function phoneShot(page: Page, path: string, heading: string, name: string): Promise<void> {
  const phone = await samePerson(page, PHONE);
  await open(phone, path, heading);
  await settle(phone);
  await screenshot(phone, name);
  // Nothing may stick out sideways at 390 px (a horizontal scroll bar is the classic phone bug).
  await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoSeriousA11yViolations(phone);
  await phone.close();
}

describe("Operations screens: sites, cameras, alarms, dashboard", () => {
  let page: Page;

  it("creates a site, searches it, opens and edits it", async () => {
    page = await b.newPage();
    await signIn(page);
    await open(page, "/dashboard/sites", "Sites de surveillance");

    await page.getByRole("button", { name: "Nouveau site" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau site" });
    // Required fields are enforced in the form before any call.
    await dialog.getByRole("button", { name: "Créer le site" }).click();
    await dialog.getByText("Ce champ est obligatoire").first().waitFor();
    await expect(dialog.getByLabel("Type").inputValue()).resolves.toBe("commercial");
    await dialog.getByLabel(/^Nom du site/).fill(SITE.name);
    await dialog.getByLabel(/^Adresse/).fill(SITE.address);
    await dialog.getByLabel(/^Nom du contact/).fill("Marc Dupuis");
    await dialog.getByLabel(/^Téléphone du contact/).fill("04 72 00 00 00");
    await dialog.getByLabel("Type").selectOption("industriel");
    await dialog.getByRole("button", { name: "Créer le site" }).click();
    await toastText(page, "Site créé").waitFor();
    await toastText(page, "Le site a été ajouté avec succès").waitFor();

    const card = page.getByTestId("site-card").filter({ hasText: SITE.name });
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Industriel");
    expect(text).toContain(SITE.address);
    expect(text).toContain("Marc Dupuis");
    expect(text).toContain("Actif");
    expect(text).toMatch(/0\s*caméra/);

    // Search goes to the server, by name or address.
    const search = page.getByRole("searchbox", { name: "Rechercher un site" });
    await search.fill("rue des Docks");
    await card.waitFor();
    await search.fill(`introuvable-${RUN}`);
    await page.getByText("Aucun site trouvé").waitFor();
    await search.fill("");
    await card.waitFor();
    await settle(page);
    await screenshot(page, "ops-sites-1440");
    await expectNoSeriousA11yViolations(page);

    // 'Modifier' patches the site.
    await card.getByRole("button", { name: `Modifier ${SITE.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier le site" });
    await edit.getByLabel(/^E-mail du contact/).fill("securite@entrepot-nord.fr");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Site modifié").waitFor();
    await card.getByText("securite@entrepot-nord.fr").waitFor();

    // 'Voir' opens the site's own page.
    await card.getByRole("link", { name: `Voir ${SITE.name}` }).click();
    await page.getByRole("heading", { level: 1, name: SITE.name }).waitFor();
    await page.getByText("Aucune caméra installée sur ce site.").waitFor();
    await settle(page);
    await screenshot(page, "ops-site-detail-1440");
    await expectNoSeriousA11yViolations(page);

    await phoneShot(page, "/dashboard/sites", "Sites de surveillance", "ops-sites-390");
  });

  it("adds a camera with the spec's defaults, filters, live view and detail", async () => {
    await open(page, "/dashboard/cameras", "Caméras de surveillance");
    await page.getByRole("button", { name: "Ajouter caméra" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter une caméra" });
    await expect(dialog.getByLabel("Type").inputValue()).resolves.toBe("fixed");
    await expect(dialog.getByLabel("Résolution").inputValue()).resolves.toBe("1080p");
    for (const label of ["Vision nocturne", "Détection de mouvement", "Enregistrement actif"]) {
      await expect(dialog.getByLabel(label).getAttribute("aria-checked")).resolves.toBe("false");
    }
    expect((await dialog.textContent()) ?? "").toContain("QR code");
    // A malformed address is refused with the domain's French message.
    await dialog.getByLabel(/^Site/).selectOption({ label: SITE.name });
    await dialog.getByLabel(/^Nom de la caméra/).fill(CAMERA.name);
    await dialog.getByLabel(/^Emplacement/).fill(CAMERA.location);
    await dialog.getByLabel(/^Adresse IP/).fill("999.1.1.1");
    await dialog.getByRole("button", { name: "Ajouter la caméra" }).click();
    await dialog.getByText("Adresse IP invalide (IPv4 ou IPv6 attendue)").waitFor();
    // 192.0.2.0/24 is reserved for documentation: the monitor finds nothing there, so it stays offline.
    await dialog.getByLabel(/^Adresse IP/).fill("192.0.2.10");
    await dialog.getByLabel("Type").selectOption("ptz");
    await dialog.getByLabel("Vision nocturne").click();
    await dialog.getByRole("button", { name: "Ajouter la caméra" }).click();
    await toastText(page, "Caméra ajoutée").waitFor();
    await toastText(page, "La nouvelle caméra a été configurée avec succès").waitFor();

    const row = page.getByTestId("camera-row").filter({ hasText: CAMERA.name });
    await row.waitFor();
    expect((await row.textContent()) ?? "").toContain("PTZ Motorisée");
    expect((await row.textContent()) ?? "").toContain("Hors ligne");
    // Offline: the live controls and 'Voir' are disabled.
    await expect(row.getByRole("button", { name: `Voir ${CAMERA.name}` }).isDisabled()).resolves.toBe(true);
    // No ONVIF PTZ behind this address: no rotate button that could only apologise.
    await expect(row.getByRole("button", { name: `Faire pivoter ${CAMERA.name}` }).count()).resolves.toBe(0);
    await expect(page.getByTestId("cameras-online-count").textContent()).resolves.toMatch(
      /^\d+\/\d+ en ligne$/,
    );

    // Search over name and location, and the site filter.
    const search = page.getByRole("searchbox", { name: "Rechercher une caméra" });
    await search.fill("Quai de chargement");
    await row.waitFor();
    await search.fill(`rien-${RUN}`);
    await page.getByText("Aucune caméra trouvée").waitFor();
    await search.fill("");
    await page.getByLabel("Filtrer par site").selectOption({ label: SITE.name });
    await row.waitFor();
    await settle(page);
    await screenshot(page, "ops-cameras-1440");
    await expectNoSeriousA11yViolations(page);

    // Live view: the offline tile says so.
    await page.getByRole("button", { name: "Vue live" }).click();
    const tile = page.getByTestId("camera-tile").filter({ hasText: CAMERA.name });
    await tile.getByText("Caméra hors ligne").waitFor();
    await settle(page);
    await screenshot(page, "ops-cameras-live-1440");

    // Settings opens the edit form (PATCH).
    await tile.getByRole("button", { name: `Paramètres de ${CAMERA.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Paramètres de la caméra" });
    await edit.getByLabel("Résolution").selectOption("4K");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Caméra mise à jour").waitFor();
    await tile.getByText("4K").waitFor();

    // A bare TCP port is not a camera: it stays 'Hors ligne', with the reason.
    const listener = await openListener();
    const portName = `Port TCP ${RUN}`;
    await createCamera(page, { name: portName, rtspUrl: `rtsp://127.0.0.1:${listener.port}/live` });
    // A real RTSP camera (simulated by this test, on loopback): the monitor (probing every 2 s in e2e)
    // marks it 'En ligne', the grid follows through live events without reload, and the video plays.
    const simulator = await startCameraSimulator({ port: await freePort(), streams: 1, size: "320x180" });
    const liveName = `Caméra hall ${RUN}`;
    await createCamera(page, { name: liveName, rtspUrl: simulator.urls[0] as string });
    await page.getByLabel("Filtrer par site").selectOption("");
    const onlineTile = page.getByTestId("camera-tile").filter({ hasText: liveName });
    await onlineTile.locator('[data-testid="live-video"][data-state="live"]').waitFor({ timeout: 30_000 });
    expect((await onlineTile.textContent()) ?? "").toContain("LIVE");
    // Probed in the same cycles: a silent TCP port times out on the RTSP handshake, one that closes is
    // "not a video source"; either way it stays 'Hors ligne' and says why.
    const portTile = page.getByTestId("camera-tile").filter({ hasText: portName });
    await portTile
      .getByText(/La caméra ne répond pas à temps|ce n'est pas une source vidéo/)
      .waitFor({ timeout: 30_000 });
    expect((await portTile.textContent()) ?? "").toContain("Caméra hors ligne");
    await onlineTile.getByRole("button", { name: /^Voir / }).click();
    const detail = page.getByRole("dialog");
    await detail.getByText("Informations techniques").waitFor();
    await detail.getByText("Vision nocturne").waitFor();
    await detail.getByRole("button", { name: "Pause" }).click();
    await detail.getByText("Lecture en pause").waitFor();
    await detail.getByRole("button", { name: "Lecture" }).click();
    await detail.locator('[data-testid="live-video"][data-state="live"]').waitFor({ timeout: 30_000 });
    await settle(page);
    await screenshot(page, "ops-camera-detail-1440");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    // The camera goes away: 'Hors ligne' on its own.
    await simulator.stop();
    await listener.close();
    await onlineTile.getByText("Caméra hors ligne").waitFor({ timeout: 30_000 });

    await phoneShot(page, "/dashboard/cameras", "Caméras de surveillance", "ops-cameras-390");
  });

  it("raises a critical alarm, filters, comments and resolves it", async () => {
    // A second window on the dashboard, never reloaded: it must follow the alarm through live events.
    const board = await samePerson(page);
    await open(board, "/dashboard", "Tableau de bord");
    const alertsBefore = await numberIn(board, "stat-alerts");
    await board.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await open(page, "/dashboard/alarms", "Système d'alarmes");
    const activeBefore = await numberIn(page, "alarms-active-count");

    await page.getByRole("button", { name: "Nouvelle alarme" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle alarme" });
    await expect(dialog.getByLabel("Type").inputValue()).resolves.toBe("intrusion");
    await expect(dialog.getByLabel("Gravité").inputValue()).resolves.toBe("moyen");
    await dialog.getByLabel(/^Site/).selectOption({ label: SITE.name });
    await dialog.getByLabel("Gravité").selectOption("critique");
    await dialog.getByLabel(/^Titre/).fill(ALARM.title);
    await dialog.getByLabel(/^Description/).fill(ALARM.description);
    await dialog.getByLabel(/^Emplacement/).fill(ALARM.location);
    await dialog.getByLabel(/^Déclenchée par/).fill("Détecteur porte 3");
    await dialog.getByRole("button", { name: "Créer l'alarme" }).click();
    await toastText(page, "Alarme créée").waitFor();

    const card = page.getByTestId("alarm-card").filter({ hasText: ALARM.title });
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    for (const part of [
      "Intrusion",
      "Critique",
      ALARM.description,
      SITE.name,
      ALARM.location,
      "Détecteur porte 3",
    ]) {
      expect(text).toContain(part);
    }
    await expect(card.locator("[data-severity=critique]").getAttribute("class")).resolves.toContain(
      "bg-red-100",
    );
    await page
      .getByTestId("alarms-active-count")
      .filter({ hasText: String(activeBefore + 1) })
      .waitFor();

    // The dashboard window updated on its own: recent alert, today's count and its critical share.
    const recent = board.getByTestId("recent-alerts").locator("li").filter({ hasText: ALARM.title });
    await recent.waitFor({ timeout: 15_000 });
    expect((await recent.textContent()) ?? "").toContain("Critique");
    await board
      .getByTestId("stat-alerts")
      .filter({ hasText: String(alertsBefore + 1) })
      .waitFor();
    await expect(
      board.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);

    // Filters are the server's query parameters (the demo company has alarms of its own: narrow first).
    await page.getByRole("searchbox", { name: "Rechercher une alarme" }).fill(ALARM.title);
    await card.waitFor();
    const severity = page.getByLabel("Filtrer par gravité");
    await severity.selectOption("faible");
    await page.getByText("Aucune alarme trouvée").waitFor();
    await severity.selectOption("critique");
    await card.waitFor();
    const status = page.getByLabel("Filtrer par statut");
    await status.selectOption("resolved");
    await page.getByText("Aucune alarme trouvée").waitFor();
    await status.selectOption("active");
    await card.waitFor();
    await settle(page);
    await screenshot(page, "ops-alarms-1440");
    await expectNoSeriousA11yViolations(page);

    // The details overlay: a real comment, then 'Marquer comme résolue'.
    await card.getByRole("button", { name: `Détails de l'alarme ${ALARM.title}` }).click();
    const details = page.getByRole("dialog", { name: ALARM.title });
    await details.getByText("Aucun commentaire pour l'instant.").waitFor();
    await details.getByLabel("Votre commentaire").fill("Agent Lucas envoyé sur place");
    await details.getByRole("button", { name: "Ajouter commentaire" }).click();
    await toastText(page, "Commentaire ajouté").waitFor();
    await details.getByTestId("alarm-comments").getByText("Agent Lucas envoyé sur place").waitFor();
    await settle(page);
    await screenshot(page, "ops-alarm-details-1440");
    await expectNoSeriousA11yViolations(page);
    await details.getByRole("button", { name: "Marquer comme résolue" }).click();
    await toastText(page, "Alarme résolue").waitFor();
    await details.getByText("Résolue par Claire Martin").waitFor();
    // ...and the dashboard window sees the resolution too, still without a reload.
    await recent.getByText("Résolue").waitFor({ timeout: 15_000 });
    await expect(
      board.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    await board.close();
    await expect(details.getByRole("button", { name: "Marquer comme résolue" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");

    // Resolved for good: it leaves the 'active' filter, shows under 'résolue' with no 'Résoudre' button.
    await page.getByText("Aucune alarme trouvée").waitFor();
    await status.selectOption("resolved");
    await card.waitFor();
    await expect(card.getByRole("button", { name: /^Résoudre/ }).count()).resolves.toBe(0);
    expect((await card.textContent()) ?? "").toContain("Résolue");

    await phoneShot(page, "/dashboard/alarms", "Système d'alarmes", "ops-alarms-390");
  });

  it("shows the dashboard from real data, accessible at 1440 and 390 px", async () => {
    await open(page, "/dashboard", "Tableau de bord");
    await page.getByTestId("system-indicator").waitFor();
    // Database, camera monitor, live events, recording disk.
    expect(await page.getByTestId("system-status").locator("li").count()).toBe(4);
    await expect(page.getByTestId("stat-cameras").textContent()).resolves.toMatch(/^\d+\/\d+$/);
    await page.getByTestId("active-sites").getByText(SITE.name).waitFor();
    await page.getByTestId("recent-alerts").getByText(ALARM.title).waitFor();
    await settle(page);
    await screenshot(page, "ops-dashboard-1440");
    await expectNoSeriousA11yViolations(page);
    await phoneShot(page, "/dashboard", "Tableau de bord", "ops-dashboard-390");
  });
});
