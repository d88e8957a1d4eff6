import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { ARGS, CHROMIUM, screenshot, useBrowser } from "../support/browser.ts";
import { apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";
import { writeQrVideo } from "../support/qr-video.ts";

// Issue 23: a patrol tour walked on a 390 px phone with the network cut: a QR label filmed by
// Chromium's fake camera, a GPS point reached by moving the phone's position; everything arrives once
// the network is back, with the phone's times.
const b = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const SITE_AT = { latitude: 48.85837, longitude: 2.294481 };
// The GPS checkpoint, 250 m north of the site (a 30 m radius): reached only after moving.
const GATE_AT = { latitude: SITE_AT.latitude + 250 / 111_195, longitude: SITE_AT.longitude };
const TOUR = `Ronde quais ${RUN}`;
const PASSWORD = "motdepasse-2026";

function parisParts(date: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

describe("Tours: walked on the phone by QR and GPS, offline then online", () => {
  let phoneBrowser: Browser;
  let api: ReturnType<typeof apiAs>;
  const email = `agent.rondes.${RUN}@exemple.fr`;
  let qrCode = "";

  beforeAll(async () => {
    api = apiAs(b.baseUrl, (await apiLogin(b.baseUrl)).token);
    const site = await api<{ id: string }>("POST", "/sites", {
      name: `Entrepôt ${RUN}`,
      address: "Port de Gennevilliers",
    });
    await api("PATCH", `/sites/${site.id}`, { ...SITE_AT, geofenceRadius: 200 });
    const user = await api<{ id: string }>("POST", "/users", {
      name: `Agent Rondes ${RUN}`,
      email,
      password: PASSWORD,
      role: "agent",
    });
    const agent = await api<{ id: string }>("POST", "/agents", {
      name: `Agent Rondes ${RUN}`,
      badge: `AG-R${RUN}`,
      phone: "06 00 00 00 09",
      email: `agent.fiche.${RUN}@exemple.fr`,
      userId: user.id,
    });
    const now = parisParts(new Date());
    await api("POST", "/planning-advanced/shifts", {
      agent_id: agent.id,
      site_id: site.id,
      shift_date: now.day,
      start_time: hhmm(Math.floor(now.minutes / 5) * 5),
      end_time: hhmm(Math.min(23 * 60 + 55, now.minutes + 240)),
    });
    const quay = await api<{ id: string }>("POST", "/tours/checkpoints", {
      site_id: site.id,
      name: "Quai 1",
      kind: "qr",
      location: "Porte A",
    });
    const gate = await api<{ id: string }>("POST", "/tours/checkpoints", {
      site_id: site.id,
      name: "Portail nord",
      kind: "gps",
      latitude: GATE_AT.latitude,
      longitude: GATE_AT.longitude,
      radius_m: 30,
    });
    await api("POST", "/tours", {
      site_id: site.id,
      name: TOUR,
      expected_minutes: 30,
      stops: [{ checkpoint_id: quay.id }, { checkpoint_id: gate.id }],
    });
    qrCode = (await api<{ code: string }>("GET", `/tours/checkpoints/${quay.id}/qr`)).code;
    const video = writeQrVideo({
      text: qrCode,
      file: path.join(os.tmpdir(), `hts-e2e-tour-qr-${process.pid}.y4m`),
    });
    phoneBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  afterAll(async () => {
    await phoneBrowser?.close();
  });

  it("walks the tour offline, then sends it with the phone's times", async () => {
    const context = await phoneBrowser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "fr-FR",
      baseURL: b.baseUrl,
      geolocation: { ...SITE_AT, accuracy: 8 },
    });
    await context.grantPermissions(["geolocation", "camera"], { origin: b.baseUrl });
    const page = await context.newPage();
    await signIn(page, { email, password: PASSWORD }, { waitForDashboard: false });
    await page.waitForURL("**/agent", { timeout: 30_000 });
    // The next load is controlled by the service worker (decision 089): what the tours screen fetches
    // online (its data, the QR decoder) stays available offline.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await page
      .getByRole("navigation", { name: "Navigation de l'application agent" })
      .getByRole("link", { name: "Rondes" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Rondes" }).waitFor({ timeout: 15_000 });
    const start = page.getByRole("button", { name: `Commencer ${TOUR}` });
    await start.waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);

    // The network goes: the tour is started and walked all the same.
    await context.setOffline(true);
    const startedAt = Date.now();
    await start.click();
    await page.getByText("Reste 2 point(s)").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Scanner un QR" }).click();
    await page
      .getByText("Passage enregistré sur le téléphone, envoyé au retour du réseau.")
      .waitFor({ timeout: 30_000 });
    await page.getByText("Reste 1 point(s)").waitFor();

    // Too far from the gate: told so, nothing queued; moved there, the point is passed.
    const here = page.getByRole("button", { name: "Je suis au point : Portail nord" });
    await here.click();
    await page.getByText(/Vous êtes à 2\d\d m du point \(rayon 30 m\)/).waitFor({ timeout: 15_000 });
    await context.setGeolocation({ ...GATE_AT, accuracy: 6 });
    await here.click();
    await page.getByText("Ronde terminée : tous les points sont passés.").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("agent-sync-pending").textContent()).toContain("3 en attente");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "tours-walked-offline");
    const sentAfter = Date.now();
    await page.waitForTimeout(1500);

    // Back online: the queue goes at once, and the control room sees the run with the phone's times.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId("agent-sync-pending").count(), { timeout: 20_000 }).toBe(0);
    const runs = await api<
      {
        tour_name: string;
        status: string;
        started_at: string;
        checkpoints: { method: string; scanned_at: string }[];
      }[]
    >("GET", "/tour-runs?limit=50");
    const run = runs.find((r) => r.tour_name === TOUR);
    expect(run?.status).toBe("completed");
    expect(run?.checkpoints.map((c) => c.method)).toEqual(["qr", "gps"]);
    const startedMs = Date.parse(run?.started_at ?? "");
    expect(startedMs).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(startedMs).toBeLessThanOrEqual(sentAfter);
    for (const c of run?.checkpoints ?? []) expect(Date.parse(c.scanned_at)).toBeLessThanOrEqual(sentAfter);
    await context.close();
  });

  it("counts the walked tour on 'Rapports et analyses', per tour, at 390 px", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/reports");
    const card = page.getByTestId("tour-figures");
    await card.getByRole("heading", { name: "Rondes" }).waitFor({ timeout: 20_000 });
    await card.getByRole("button", { name: "Par ronde" }).click();
    // Walked within its 30 minutes: one run on time, none missed, 100 % for this tour.
    const row = card.getByTestId("tour-figures-table-tour").getByRole("row").filter({ hasText: TOUR });
    await row.waitFor({ timeout: 20_000 });
    // At 390 px a card per row (issue 29): each value is led by its column's name, shown for the eyes only
    // (aria-hidden), so the values are read without it; Intl's no-break space before % read as a space.
    const values = () =>
      row.getByRole("cell").evaluateAll((cells) =>
        cells.map((cell) =>
          [...cell.childNodes]
            .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
            .map((node) => node.textContent ?? "")
            .join("")
            .trim()
            .replace(/\s/g, " "),
        ),
      );
    await expect.poll(values).toEqual(["100 %", "1", "0", "0", "0"]);
    await expect
      .poll(async () => Number(await card.getByTestId("tour-figure-on_time").textContent()))
      .toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "reports-tour-figures-390");
  });

  it("shows the run on the control room's board, at 390 px too", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/tours");
    await page.getByRole("heading", { level: 1, name: "Rondes" }).waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
