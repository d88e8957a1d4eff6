import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { ganttRowOf } from "../support/gantt.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 15, items 4 and 5: one edit dialog on every planning screen, and one invalidation that reaches
// every screen showing shifts (three planning pages, the dashboard, payroll) without a reload.
const b = useBrowser();

const RUN = Date.now().toString(36).slice(-5);
const SITE = `Entrepôt Ivry ${RUN}`;
const EDITED = `Rose Vidal ${RUN}`;
const CACHED = `Yanis Roche ${RUN}`;
const MOVED = `Léa Garnier ${RUN}`;

type Shift = {
  id: string;
  shift_date: string;
  status: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  shift_type: string;
  notes: string | null;
};

const pad = (n: number) => String(n).padStart(2, "0");
function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
function localTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
const today = localDay();
const nowMinutes = new Date().getHours() * 60 + new Date().getMinutes();
// A shift covering now (so the dashboard counts its agent online once it is no longer cancelled).
const NOW_START = localTime(Math.max(0, Math.floor((nowMinutes - 60) / 5) * 5));
const NOW_END = localTime(Math.floor((nowMinutes + 120) / 5) * 5);

let token = "";
const ids: Record<string, string> = {};

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const shiftsOf = (agent: string) =>
  api<Shift[]>(
    "GET",
    `/planning-advanced/shifts?start_date=${today}&end_date=${today}&agent_id=${ids[agent]}`,
  );

function toastText(page: Page, text: string | RegExp) {
  return page.getByText(text, typeof text === "string" ? { exact: true } : undefined).first();
}

/** A client-side move through the sidebar: the page is never reloaded, the query cache stays. */
async function navigate(page: Page, link: RegExp, heading: string): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: link }).first().click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 30_000 });
}

describe("Planning screens: edit everywhere, one cache truth", () => {
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>("POST", "/sites", {
      name: SITE,
      address: "2 rue Jean Jaurès, 94200 Ivry",
    });
    ids.site = site.id;
    for (const [index, name] of [EDITED, CACHED, MOVED].entries()) {
      const agent = await api<{ id: string }>("POST", "/agents", {
        name,
        badge: `PS-${RUN}-${index}`,
        phone: "06 12 34 56 78",
        email: `ps${index}.${RUN}@demo-hts.fr`,
        speciality: "Surveillance",
        level: "senior",
        assignedSiteId: site.id,
      });
      ids[name] = agent.id;
    }
  });

  const createShift = (agent: string, body: Record<string, unknown>) =>
    api<Shift>("POST", "/planning-advanced/shifts", {
      agent_id: ids[agent],
      site_id: ids.site,
      shift_date: today,
      ...body,
    });

  it("edits every field of a shift and deletes it, from Planning Avancé and from Planning PRO", async () => {
    await createShift(EDITED, { start_time: "06:00", end_time: "10:00" });
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");

    // Avancé, week view: the card opens the one edit dialog.
    await page.getByRole("button", { name: `Modifier la plage de ${EDITED} (06:00–10:00)` }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier la garde" });
    await dialog.waitFor();
    await dialog.getByLabel(/^Heure de départ/).fill("11:00");
    await dialog.getByLabel(/^Pause \(min\)/).fill("45");
    await dialog.getByLabel(/^Type de garde/).selectOption("overtime");
    await dialog.getByLabel(/^Statut/).selectOption("in_progress");
    await dialog.getByLabel(/^Notes/).fill("Relève du matin");
    await screenshot(page, "planning-advanced-edit-1440");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Garde modifiée")
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        console.log("DEBUG dialog:", await dialog.textContent());
        throw error;
      });
    await dialog.waitFor({ state: "hidden" });
    const [edited] = await shiftsOf(EDITED);
    expect(edited).toMatchObject({
      start_time: "06:00",
      end_time: "11:00",
      break_minutes: 45,
      shift_type: "overtime",
      status: "in_progress",
      notes: "Relève du matin",
    });

    // Month view, two months ahead (a month without the demo's shifts): a shift's line opens the same
    // dialog, which deletes after the shared confirmation.
    const ahead = new Date();
    ahead.setDate(1);
    ahead.setMonth(ahead.getMonth() + 2);
    ahead.setDate(15);
    const far = await createShift(EDITED, {
      shift_date: localDay(ahead),
      start_time: "06:00",
      end_time: "10:00",
    });
    await page.getByRole("button", { name: "Mois" }).click();
    for (let month = 0; month < 2; month++)
      await page.getByRole("button", { name: "Période suivante" }).click();
    await page
      .getByRole("button", { name: new RegExp(`^06:00 ${EDITED}\\s*, modifier la plage \\(06:00–10:00\\)$`) })
      .click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Supprimer la garde" }).click();
    const confirm = page.getByRole("dialog", { name: "Supprimer cette garde ?" });
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await confirm.waitFor({ state: "hidden" });
    await dialog.getByRole("button", { name: "Supprimer la garde" }).click();
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await toastText(page, "Garde supprimée").waitFor();
    await expect
      .poll(
        async () =>
          (
            await api<Shift[]>(
              "GET",
              `/planning-advanced/shifts?start_date=${far.shift_date}&end_date=${far.shift_date}&agent_id=${ids[EDITED]}`,
            )
          ).length,
      )
      .toBe(0);

    // PRO: a Gantt bar opens the dialog; a Kanban card's pencil too, and deletes.
    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Gantt" }).click();
    await (await ganttRowOf(page, EDITED))
      .getByRole("button", { name: /^Modifier :/ })
      .first()
      .click();
    await dialog.waitFor();
    await dialog.getByLabel(/^Heure d'arrivée/).fill("07:00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Garde modifiée").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect((await shiftsOf(EDITED))[0]).toMatchObject({ start_time: "07:00", end_time: "11:00" });

    await page.getByRole("tab", { name: "Kanban" }).click();
    await page.getByRole("button", { name: `Modifier la plage de ${EDITED} (07:00–11:00)` }).click();
    await dialog.waitFor();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Supprimer la garde" }).click();
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await toastText(page, "Garde supprimée").waitFor();
    await expect.poll(async () => (await shiftsOf(EDITED)).length).toBe(0);
    await page.getByTestId("kanban-card").filter({ hasText: EDITED }).waitFor({ state: "detached" });
    await page.close();
  });

  it("a change made in one planning screen is seen in the two others, the dashboard and payroll, without reload", async () => {
    await createShift(CACHED, { start_time: NOW_START, end_time: NOW_END, status: "cancelled" });
    const page = await b.newPage();
    await signIn(page);
    // A mark on the window: a reload (or a full page load) would wipe it, client-side navigation keeps it.
    await page.evaluate((run) => Object.assign(window, { __planningSession: run }), RUN);

    // Every screen is visited first, so each one holds the shift in its cache (30 s fresh).
    const online = async () => {
      const text = (await page.getByTestId("stat-agents").textContent()) ?? "";
      return Number(/(\d+)\s*\/\s*\d+/.exec(text)?.[1] ?? Number.NaN);
    };
    await page
      .getByTestId("stat-agents")
      .filter({ hasText: /\d+\s*\/\s*\d+/ })
      .waitFor({ timeout: 30_000 });
    const onlineBefore = await online();

    await navigate(page, /^Planning Agents/, "Planning des Agents");
    await page.getByRole("tab", { name: /Gardes/ }).click();
    const row = page.getByTestId("day-shifts").getByRole("listitem").filter({ hasText: CACHED });
    await row.getByText("Annulé").waitFor();

    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Kanban" }).click();
    const column = (status: string) =>
      page.locator(`[data-testid="kanban"] section[data-status="${status}"] [data-testid="kanban-card"]`);
    await column("cancelled").filter({ hasText: CACHED }).waitFor();

    await navigate(page, /^Calcul Paie/, "Calcul de la paie");
    const importHours = async () => {
      await page
        .getByLabel(/^Agent/)
        .first()
        .selectOption({ label: `${CACHED} (PS-${RUN}-1)` });
      await page.getByRole("button", { name: "Importer depuis le planning" }).click();
    };
    await importHours();
    await toastText(
      page,
      "Aucune garde pour cet agent ce mois-ci : les heures sont remises à zéro.",
    ).waitFor();

    // The change: in Planning Avancé, the cancelled shift is scheduled again.
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page
      .getByRole("button", { name: `Modifier la plage de ${CACHED} (${NOW_START}–${NOW_END})` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Modifier la garde" });
    await dialog.getByLabel(/^Statut/).selectOption("scheduled");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Garde modifiée").waitFor();

    // Each screen, reached by the sidebar, shows the change at once.
    await navigate(page, /^Planning Agents/, "Planning des Agents");
    await page.getByRole("tab", { name: /Gardes/ }).click();
    await row.getByText("Programmé").waitFor({ timeout: 5_000 });

    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await column("scheduled").filter({ hasText: CACHED }).waitFor({ timeout: 5_000 });

    await navigate(page, /^Tableau de bord/, "Tableau de bord");
    await expect.poll(online, { timeout: 5_000 }).toBe(onlineBefore + 1);

    await navigate(page, /^Calcul Paie/, "Calcul de la paie");
    await importHours();
    await toastText(page, /importées depuis 1 garde/).waitFor();

    // One single-page session from the login on: no reload happened.
    await expect(
      page.evaluate(() => (window as unknown as { __planningSession?: string }).__planningSession),
    ).resolves.toBe(RUN);
    await page.close();
  });

  it("a Kanban move that would create a conflict shows it before it is kept", async () => {
    await createShift(MOVED, { start_time: "10:00", end_time: "14:00" });
    const cancelled = await createShift(MOVED, {
      start_time: "12:00",
      end_time: "16:00",
      status: "cancelled",
    });
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await page
      .getByRole("button", { name: `Déplacer la garde de ${MOVED}` })
      .first()
      .waitFor();
    const card = page
      .locator('[data-testid="kanban"] section[data-status="cancelled"] [data-testid="kanban-card"]')
      .filter({ hasText: MOVED });
    await card.getByRole("button", { name: `Déplacer la garde de ${MOVED}` }).click();
    await page.getByRole("menuitem", { name: "Planifié" }).click();
    const found = page.getByRole("dialog", { name: "Conflits de la modification" });
    await found.locator('[data-conflict-type="overlap"]').waitFor();
    await expect(found.textContent()).resolves.toContain("Chevauchement de gardes");
    // Nothing is kept until it is confirmed: the shift is still cancelled, on the server and on screen.
    const still = (await shiftsOf(MOVED)).find((shift) => shift.id === cancelled.id);
    expect(still?.status).toBe("cancelled");
    await settle(page);
    await screenshot(page, "planning-pro-kanban-conflict-1440");
    await expectNoSeriousA11yViolations(page);
    await found.getByRole("button", { name: "Annuler" }).click();
    await card.waitFor();
    expect((await shiftsOf(MOVED)).find((shift) => shift.id === cancelled.id)?.status).toBe("cancelled");
    await page.close();
  });
});

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}
