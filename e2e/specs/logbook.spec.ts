import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { DEMO } from "../support/demo.ts";
import { type Api, apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 23: the logbook (main courante) from the agent's phone at 390 px, written offline with a photo,
// sent when the network returns, read by the office with its photo, and the daily activity report
// drafted at the shift's end with that photo.
const b = useBrowser();
const RUN = randomUUID().slice(0, 5);
const SITE_AT = { latitude: 48.85837, longitude: 2.294481 };
const TEXT = `Vitre du local technique brisée ${RUN}`;
const PASSWORD = "motdepasse-2026";

/** A real 64×48 PNG (the browser decodes it, unlike a stub): a blue-to-red gradient. */
function gradientPng(): Buffer {
  const width = 64;
  const height = 48;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([x * 4, 80, 255 - x * 4], y * (width * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** "HH:MM" Paris time, `minutes` from now, and today's Paris date. */
function paris(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", ...o }).format(at);
  return {
    day: f({ year: "numeric", month: "2-digit", day: "2-digit" }),
    time: f({ hour: "2-digit", minute: "2-digit" }),
  };
}

let api: Api;
let siteId = "";
let shiftId = "";
const email = `agent.logbook.${Date.now()}@exemple.fr`;

beforeAll(async () => {
  api = apiAs(b.baseUrl, (await apiLogin(b.baseUrl)).token);
  const site = await api<{ id: string }>("POST", "/sites", {
    name: `Entrepôt Grenelle ${RUN}`,
    address: "Champ de Mars, Paris",
    latitude: SITE_AT.latitude,
    longitude: SITE_AT.longitude,
    geofenceRadius: 200,
  });
  siteId = site.id;
  const user = await api<{ id: string }>("POST", "/users", {
    name: `Nora ${RUN}`,
    email,
    password: PASSWORD,
    role: "agent",
  });
  const agent = await api<{ id: string }>("POST", "/agents", {
    name: `Nora ${RUN}`,
    badge: `AG-${RUN}`,
    phone: "06 00 00 00 23",
    email,
    userId: user.id,
  });
  // Started 2 h 30 ago (the same Paris day: before 02:30 the shift starts at 00:00).
  const start = paris(-150);
  shiftId = (
    await api<{ id: string }>("POST", "/planning-advanced/shifts", {
      agent_id: agent.id,
      site_id: siteId,
      shift_date: paris(0).day,
      start_time: start.day === paris(0).day ? start.time : "00:00",
      end_time: paris(0).time < "22:00" ? paris(120).time : "23:59",
    })
  ).id;
});

async function phonePage(): Promise<{
  page: Page;
  close: () => Promise<void>;
  offline: (v: boolean) => Promise<void>;
}> {
  const context = await b.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    baseURL: b.baseUrl,
    permissions: ["geolocation"],
    geolocation: { ...SITE_AT, accuracy: 12 },
  });
  const page = await context.newPage();
  return { page, close: () => context.close(), offline: (v) => context.setOffline(v) };
}

describe("Logbook from the phone to the office and the activity report", () => {
  it("the agent writes an entry with a photo offline; online it reaches the office; the shift's report is drafted with the photo", async () => {
    const phone = await phonePage();
    const { page } = phone;
    await signIn(page, { email, password: PASSWORD }, { waitForDashboard: false });
    await page.waitForURL("**/agent", { timeout: 30_000 });
    await page
      .getByRole("navigation", { name: "Navigation de l'application agent" })
      .getByRole("link", { name: "Main courante" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Main courante" }).waitFor({ timeout: 15_000 });
    await page.getByLabel("Catégorie").selectOption("Dégradation");
    await expectNoSeriousA11yViolations(page);

    await phone.offline(true);
    await page.getByLabel("Gravité").selectOption("moyen");
    await page.getByLabel("Texte").fill(TEXT);
    await page
      .getByLabel("Ajouter une photo")
      .setInputFiles({ name: "vitre.png", mimeType: "image/png", buffer: gradientPng() });
    await page.getByText("1 photo jointe").waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText(/Hors ligne : entrée gardée sur le téléphone/).waitFor({ timeout: 15_000 });
    await page.getByText("1 entrée en attente d'envoi").waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "logbook-phone-offline");

    await phone.offline(false);
    await page.getByRole("listitem").filter({ hasText: TEXT }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByText("1 entrée en attente d'envoi").count(), { timeout: 15_000 })
      .toBe(0);
    await phone.close();

    // The office: the entry in the site's logbook, its photo displayed.
    const office = await b.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "fr-FR",
      baseURL: b.baseUrl,
    });
    const desk = await office.newPage();
    await signIn(desk, DEMO);
    await desk.goto(`/dashboard/logbook?site=${siteId}`);
    await desk.getByRole("heading", { level: 1, name: "Main courante" }).waitFor({ timeout: 15_000 });
    const item = desk.getByRole("listitem").filter({ hasText: TEXT });
    await item.waitFor({ timeout: 15_000 });
    const photo = item.getByRole("img", { name: "Photo 1 : Dégradation" });
    await photo.waitFor({ timeout: 15_000 });
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, "logbook-office");

    // The site's page at 390 px: its latest entries with the photo, and the way to the whole logbook.
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.goto(`/dashboard/sites/${siteId}`);
    const section = desk.getByTestId("site-logbook");
    const latest = section.getByRole("listitem").filter({ hasText: TEXT });
    await latest.waitFor({ timeout: 20_000 });
    await latest.getByText("Moyen").waitFor();
    const thumb = latest.getByRole("img", { name: "Photo 1 : Dégradation" });
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, "logbook-site-page-390");
    await section.getByRole("link", { name: /Voir (toute )?la main courante/ }).click();
    await desk.waitForURL(`**/dashboard/logbook?site=${siteId}`);
    await desk.getByRole("listitem").filter({ hasText: TEXT }).waitFor({ timeout: 15_000 });
    await office.close();

    // The shift ends (40 minutes ago): the job drafts its daily activity report with the photo.
    await api("PATCH", `/planning-advanced/shifts/${shiftId}`, {
      end_time: paris(-40).time,
      break_minutes: 0,
    });
    const draft = async () =>
      (
        await api<{ siteId: string; status: string; photoIds: string[]; shiftId: string | null }[]>(
          "GET",
          `/security-reports?siteId=${siteId}`,
        )
      ).find((r) => r.shiftId === shiftId);
    await expect
      .poll(draft, { timeout: 30_000, interval: 1000 })
      .toMatchObject({ status: "draft", photoIds: [expect.any(String)] });
  });
});
