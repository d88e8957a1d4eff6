import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { DEMO } from "../support/demo.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 22: the agent's phone app on a 390 px phone, installable (service worker, manifest), usable
// offline (app shell precached, actions queued in IndexedDB and replayed), with its position.
const b = useBrowser();

const AGENT = { email: "agent@demo-hts.fr", password: DEMO.password };
const AGENT_NAME = "Lucas Petit";
const RUN = Date.now().toString(36).slice(-5);
const SITE = `Tour Horizon ${RUN}`;
const SITE_AT = { latitude: 48.8924, longitude: 2.2369 };
// About 2 km south-east of the site: outside any sensible radius.
const FAR_AT = { latitude: 48.8764, longitude: 2.2568 };

async function phone({ latitude, longitude } = SITE_AT): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    baseURL: b.baseUrl,
    permissions: ["geolocation"],
    geolocation: { latitude, longitude, accuracy: 12 },
  });
  return { context, page: await context.newPage() };
}

async function signInAgent(page: Page): Promise<void> {
  await signIn(page, AGENT, { waitForDashboard: false });
  // An agent on a phone-sized screen lands on the agent app, not the office.
  await page.waitForURL("**/agent", { timeout: 30_000 });
  await page.getByRole("heading", { level: 1, name: "Mes vacations" }).waitFor({ timeout: 30_000 });
}

async function tab(page: Page, name: string, heading: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Navigation de l'application agent" })
    .getByRole("link", { name })
    .click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 15_000 });
}

/** Holds the SOS button down for `ms` with the mouse (a finger on a phone). */
async function holdSos(page: Page, ms: number): Promise<void> {
  const box = await page.getByTestId("agent-sos").boundingBox();
  if (!box) throw new Error("bouton SOS introuvable");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

const pending = (page: Page) => page.getByTestId("agent-sync-pending");

describe("Agent app: installable, works offline (no data of the field API needed)", () => {
  it("registers its service worker, serves the app shell offline and queues an SOS without network", async () => {
    const { context, page } = await phone();
    await signInAgent(page);

    const manifest = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifest).toBe("/manifest.webmanifest");
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${b.baseUrl}/sw.js`);
    // The first visit is not controlled yet (no clientsClaim, decision 089): the next load is.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });

    await context.setOffline(true);
    await page.reload();
    // The shell and the agent screens come from the precache; the stored session is kept offline.
    await page.getByRole("heading", { level: 1, name: "Mes vacations" }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText("Hors ligne").count()).toBe(1);
    // A page never opened before, typed offline: the precached shell answers it.
    await page.goto("/agent/info");
    await page
      .getByRole("heading", { level: 1, name: "Limites de l'application" })
      .waitFor({ timeout: 15_000 });
    await tab(page, "Service", "Service");
    await tab(page, "Consignes", "Consignes");

    // A short press does nothing: a pocket must not raise an alarm.
    await holdSos(page, 600);
    expect(await pending(page).count()).toBe(0);
    // Held 2 s: stored on the phone, and the number to call is offered at once.
    await holdSos(page, 2400);
    const dialog = page.getByRole("dialog", { name: "SOS" });
    await dialog.getByText(/Pas de réseau : l'alerte partira dès son retour/).waitFor();
    await expect.poll(() => pending(page).textContent()).toContain("1 en attente de synchronisation");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Fermer" }).click();

    // Still there after a reload without network: IndexedDB, not memory.
    await page.reload();
    await expect.poll(() => pending(page).textContent(), { timeout: 15_000 }).toContain("1 en attente");
    await screenshot(page, "agent-app-offline-queue");

    // Network back: the queue is sent at once (`online`); applied or refused, it leaves the queue.
    await context.setOffline(false);
    await expect.poll(() => pending(page).count(), { timeout: 20_000 }).toBe(0);
    await context.close();
  });

  it("passes axe on every agent screen at 390 px", async () => {
    const { context, page } = await phone();
    await signInAgent(page);
    await expectNoSeriousA11yViolations(page);
    await tab(page, "Consignes", "Consignes");
    await expectNoSeriousA11yViolations(page);
    await tab(page, "Service", "Service");
    await expectNoSeriousA11yViolations(page);
    await tab(page, "Infos", "Limites de l'application");
    await page.getByText(/Pas de détection de chute/).waitFor();
    await page.getByText(/Sur iPhone, les notifications/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it("sends anyone but an agent to the office, on a phone too", async () => {
    const { context, page } = await phone();
    await signIn(page, DEMO, { waitForDashboard: false });
    await page.waitForURL("**/dashboard", { timeout: 30_000 });
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// With the field API of issue 22 (attendance, post orders, lone worker, settings/field): post orders read
// and acknowledged, clock-in refused 2 km away and accepted on site, breaks done offline arriving later
// with their device time, a lone-worker check answered, an SOS offline offering the control room's number.

const PARIS = "Europe/Paris";
function parisParts(date: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: PARIS,
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

let token = "";
async function api<T>(method: string, url: string, body?: unknown, bearer = token): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

describe("Agent app with the field API: post orders, geofence, offline breaks, lone worker", () => {
  const ORDER_TITLE = `Consignes accueil ${RUN}`;
  let postOrderId = "";
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>("POST", "/sites", {
      name: SITE,
      address: "1 place de la Défense, 92800 Puteaux",
    });
    await api("PATCH", `/sites/${site.id}`, { ...SITE_AT, geofenceRadius: 150 });
    const agents = await api<{ id: string; name: string }[]>(
      "GET",
      `/agents?q=${encodeURIComponent(AGENT_NAME)}`,
    );
    const agent = agents.find((a) => a.name === AGENT_NAME);
    if (!agent) throw new Error(`${AGENT_NAME} absent de la démo`);
    const now = parisParts(new Date());
    await api("POST", "/planning-advanced/shifts", {
      agent_id: agent.id,
      site_id: site.id,
      shift_date: now.day,
      start_time: hhmm(Math.floor(now.minutes / 5) * 5),
      end_time: hhmm(Math.min(23 * 60 + 55, now.minutes + 240)),
      post: "Accueil",
    });
    const settings = await api<Record<string, unknown>>("GET", "/settings/field");
    await api("PUT", "/settings/field", {
      ...settings,
      geofence_policy: "refuse",
      control_room_phone: "01 02 03 04 05",
    });
    postOrderId = (
      await api<{ id: string }>("POST", "/post-orders", {
        site_id: site.id,
        post: "Accueil",
        title: ORDER_TITLE,
        body: "Contrôler les badges à l'entrée.\nRonde du parking à chaque heure.",
      })
    ).id;
    // The shortest check interval the policy allows: a check falls due during the test (below).
    await api("PUT", "/lone-worker/policies", { site_id: site.id, interval_min: 5, grace_min: 10 });
  });

  it("acknowledges the post orders, is refused 2 km away and accepted on site, replays offline breaks with their device time, answers 'Tout va bien ?'", async () => {
    const { context, page } = await phone(FAR_AT);
    // The phone's clock runs 6 minutes behind the server's: its device times are what the server keeps
    // (occurred_at), and the first lone-worker check (5 min after the clock-in's device time) is due at
    // once instead of 5 minutes into the test.
    const SKEW_MS = 6 * 60_000;
    await context.clock.install({ time: new Date(Date.now() - SKEW_MS) });
    await signInAgent(page);
    const card = page.getByRole("article").filter({ hasText: SITE });
    await card.getByText("Poste : Accueil").waitFor();
    const directions = await card.getByRole("link", { name: `Itinéraire vers ${SITE}` }).getAttribute("href");
    expect(directions).toContain(encodeURIComponent(`${SITE_AT.latitude},${SITE_AT.longitude}`));

    // Post orders: read, acknowledged (the clock-in gate asks for it), visible to the managers.
    await tab(page, "Consignes", "Consignes");
    const order = page.getByRole("article", { name: ORDER_TITLE });
    await order.getByText("Ronde du parking à chaque heure.").waitFor({ timeout: 15_000 });
    await order.getByRole("button", { name: "J'ai lu et compris" }).click();
    await order.getByText("Lu et compris").waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (
            await api<{ acknowledged: { agent_name: string }[] }>(
              "GET",
              `/post-orders/${postOrderId}/acknowledgements`,
            )
          ).acknowledged.map((a) => a.agent_name),
        { timeout: 15_000 },
      )
      .toContain(AGENT_NAME);

    await tab(page, "Service", "Service");
    await page.getByRole("button", { name: "Prise de service" }).click();
    const refusal = page.getByRole("dialog", { name: "Hors du périmètre du site" });
    await refusal
      .getByText(/Vous êtes à \d+ m du site \(rayon autorisé : 150 m\)/)
      .waitFor({ timeout: 20_000 });
    await refusal.getByText("Votre société refuse la prise de service hors du site.").waitFor();
    await expectNoSeriousA11yViolations(page);
    await refusal.getByRole("button", { name: "Annuler" }).click();

    // On site: accepted.
    await context.setGeolocation({ ...SITE_AT, accuracy: 10 });
    await page.getByRole("button", { name: "Prise de service" }).click();
    await page.getByText("Enregistré.").waitFor({ timeout: 20_000 });
    await page.getByTestId("agent-attendance-state").getByText("État : En service").waitFor();

    // In a basement: the break is kept on the phone with its real time.
    await context.setOffline(true);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByText("Enregistré sur le téléphone, en attente de synchronisation.").waitFor();
    await page.getByRole("button", { name: "Fin de pause" }).click();
    await expect.poll(() => pending(page).textContent()).toContain("2 en attente de synchronisation");
    await page.getByTestId("agent-attendance-state").getByText("État : En service").waitFor();
    const queued = await page.evaluate(
      () =>
        new Promise<{ kind: string; occurred_at: string; body: Record<string, unknown> }[]>(
          (resolve, reject) => {
            const open = indexedDB.open("hts-agent");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction("actions").objectStore("actions").getAll();
              all.onerror = () => reject(all.error);
              all.onsuccess = () => resolve(all.result);
            };
          },
        ),
    );
    expect(queued.map((a) => a.kind)).toEqual(["break_start", "break_end"]);
    await page.waitForTimeout(2000);

    const reconnectedAt = Date.now();
    await context.setOffline(false);
    await expect.poll(() => pending(page).count(), { timeout: 30_000 }).toBe(0);
    const agentToken = (await apiLogin(b.baseUrl, AGENT)).token;
    const state = await api<{ state: string; open_break_since: string | null }>(
      "GET",
      "/me/attendance",
      undefined,
      agentToken,
    );
    expect(state).toMatchObject({ state: "on_duty", open_break_since: null });
    // The server kept each action once, with the phone's time and its own: the same actions again are
    // answered as replays carrying what was stored.
    const replay = await api<{ results: { status: number; body: Record<string, string | boolean> }[] }>(
      "POST",
      "/attendance/sync",
      { events: queued.map((a) => a.body) },
      agentToken,
    );
    expect(replay.results.map((r) => [r.status, r.body.kind, r.body.replayed])).toEqual([
      [200, "break_start", true],
      [200, "break_end", true],
    ]);
    for (const [i, { body }] of replay.results.entries()) {
      const occurred = Date.parse(String(body.occurred_at));
      const received = Date.parse(String(body.received_at));
      expect(occurred).toBe(Date.parse(queued[i]?.occurred_at ?? ""));
      expect(occurred).toBeLessThan(reconnectedAt - SKEW_MS + 1000);
      expect(received).toBeGreaterThanOrEqual(reconnectedAt - 1000);
    }

    // Lone worker: the check falls due, the phone asks, the agent answers.
    const question = page.getByRole("heading", { name: "Tout va bien ?" });
    await question.waitFor({ timeout: 150_000 });
    const open = await api<{ open_check: { id: string } | null }>(
      "GET",
      "/me/lone-worker",
      undefined,
      agentToken,
    );
    expect(open.open_check).not.toBeNull();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Tout va bien", exact: true }).click();
    await page.getByText("Réponse enregistrée.").waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await api<{ open_check: { id: string } | null }>("GET", "/me/lone-worker", undefined, agentToken))
            .open_check?.id,
        { timeout: 20_000 },
      )
      .not.toBe(open.open_check?.id);

    await page.getByRole("button", { name: "Fin de service" }).click();
    await page
      .getByTestId("agent-attendance-state")
      .getByText("État : Terminée")
      .waitFor({ timeout: 20_000 });
    await context.close();
  }, 300_000);

  it("offers the control room's number at once for an SOS without network", async () => {
    const sosAlarms = async () =>
      (await api<{ title: string }[]>("GET", "/alarms?severity=critique&limit=200")).filter(
        (a) => a.title === `SOS agent : ${AGENT_NAME}`,
      ).length;
    const before = await sosAlarms();
    const { context, page } = await phone();
    await signInAgent(page);
    // The number is read once online and kept in IndexedDB.
    await tab(page, "Service", "Service");
    await context.setOffline(true);
    await holdSos(page, 2400);
    const call = page
      .getByRole("dialog", { name: "SOS" })
      .getByRole("link", { name: "Appeler le PC sécurité" });
    expect(await call.getAttribute("href")).toBe("tel:0102030405");
    await context.setOffline(false);
    await expect.poll(() => pending(page).count(), { timeout: 20_000 }).toBe(0);
    // Sent once the network is back: a critical alarm for the control room, with the agent's name.
    await expect.poll(sosAlarms, { timeout: 10_000 }).toBe(before + 1);
    await context.close();
  });
});
