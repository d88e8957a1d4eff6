import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

const b = useBrowser();

const PHONE = { width: 390, height: 844 };
// One run's names: other specs share the server and may create agents and sites too.
const RUN = Date.now().toString(36).slice(-5);
const AGENT = `Inès Moreau ${RUN}`;
const SITE = `Parking Bercy ${RUN}`;
const TEMPLATE = `Journée E2E ${RUN}`;

type Shift = { id: string; agent_id: string; status: string; start_time: string; end_time: string };

// The browser and this process share the machine's clock and zone: "today" is the same day for both.
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A toast's text is found twice: in the toast and in Radix's screen-reader announcement.
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 30_000 });
}

/** The agent's shifts of the day, read from the server with the page's own session. */
async function serverShifts(page: Page, agentId: string, day: string): Promise<Shift[]> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.get(
    `/api/planning-advanced/shifts?start_date=${day}&end_date=${day}&agent_id=${agentId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as Shift[];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
}

let agentId = "";
const today = localToday();

describe("Planning Avancé and HTS PLANNING PRO", () => {
  // A fresh agent and site, so the conflicts asserted are only the ones this spec creates.
  beforeAll(async () => {
    const token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>(token, "POST", "/sites", {
      name: SITE,
      address: "40 quai de Bercy, 75012 Paris",
    });
    const agent = await api<{ id: string }>(token, "POST", "/agents", {
      name: AGENT,
      badge: `E2E-${RUN}`,
      phone: "06 22 33 44 55",
      email: `ines.${RUN}@demo-hts.fr`,
      speciality: "Surveillance",
      level: "senior",
      assignedSiteId: site.id,
    });
    agentId = agent.id;
  });

  it("templates, a shift from a template, an overlap found by 'Détecter Conflits', and a confirmed delete", async () => {
    const page = await b.newPage();
    await signIn(page);
    await open(page, "/dashboard/planning-advanced", "Planning Avancé");
    await page.getByTestId("week-grid").waitFor();

    // 'Gabarits': the form opens with the spec's defaults; a name is required.
    await page.getByRole("button", { name: "Gabarits" }).click();
    const templates = page.getByRole("dialog", { name: "Gabarits" });
    await templates.waitFor();
    await expect(templates.getByLabel(/^Début/).inputValue()).resolves.toBe("08:00");
    await expect(templates.getByLabel(/^Fin/).inputValue()).resolves.toBe("16:00");
    await expect(templates.getByLabel("Couleur").inputValue()).resolves.toBe("#3b82f6");
    await expect(templates.getByLabel("Pause payée (min)").inputValue()).resolves.toBe("30");
    await templates.getByRole("button", { name: "Créer le gabarit" }).click();
    await toastText(page, "Veuillez entrer un nom pour le gabarit").waitFor();
    await templates.getByLabel(/^Nom/).fill(TEMPLATE);
    await templates.getByLabel(/^Début/).fill("09:00");
    await templates.getByLabel(/^Fin/).fill("17:00");
    await templates.getByRole("button", { name: "Créer le gabarit" }).click();
    await toastText(page, "Gabarit créé").waitFor();
    await templates.getByText(TEMPLATE, { exact: true }).waitFor();
    await templates.getByRole("button", { name: "Fermer" }).click();

    // 'Nouvelle Plage': nothing chosen is refused; choosing the template fills its times.
    await page.getByRole("button", { name: "Nouvelle Plage" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle Plage" });
    await form.waitFor();
    await form.getByLabel(/^Date/).fill(today);
    await form.getByRole("button", { name: "Créer la plage" }).click();
    await toastText(page, "Veuillez remplir tous les champs requis").waitFor();
    await form.getByLabel(/^Gabarit/).selectOption({ label: `${TEMPLATE} (09:00–17:00)` });
    await expect(form.getByLabel(/^Début/).inputValue()).resolves.toBe("09:00");
    await expect(form.getByLabel(/^Fin/).inputValue()).resolves.toBe("17:00");
    await form.getByLabel(/^Agent/).selectOption({ label: AGENT });
    await form.getByLabel(/^Site/).selectOption({ label: SITE });
    await screenshot(page, "planning-advanced-new-shift-1440");
    await form.getByRole("button", { name: "Créer la plage" }).click();
    await toastText(page, "Plage créée").waitFor();
    await form.waitFor({ state: "hidden" });

    // A second shift for the same agent the same afternoon: an overlap.
    await page.getByRole("button", { name: "Nouvelle Plage" }).click();
    await form.waitFor();
    await form.getByLabel(/^Agent/).selectOption({ label: AGENT });
    await form.getByLabel(/^Site/).selectOption({ label: SITE });
    await form.getByLabel(/^Date/).fill(today);
    await form.getByLabel(/^Début/).fill("13:00");
    await form.getByLabel(/^Fin/).fill("21:00");
    await form.getByRole("button", { name: "Créer la plage" }).click();
    // The server's check shows the overlap in the dialog before anything is saved (decisions 040, 041).
    const found = form.getByTestId("save-conflicts");
    await found.getByText("Enregistrement bloqué : 1 conflit bloquant").waitFor();
    await found.locator('[data-conflict-type="overlap"][data-severity="critical"]').waitFor();
    await expect(found.textContent()).resolves.toContain("Chevauchement de gardes");
    expect(await serverShifts(page, agentId, today)).toHaveLength(1);
    await settle(page);
    await screenshot(page, "planning-advanced-save-conflicts-1440");
    await expectNoSeriousA11yViolations(page);
    // An administrator keeps it with a reason, which is audited; without one it cannot be saved.
    const anyway = found.getByRole("button", { name: "Enregistrer quand même" });
    await expect(anyway.isDisabled()).resolves.toBe(true);
    await found.getByLabel(/^Motif du passage outre/).fill("Renfort demandé par le client");
    await anyway.click();
    await toastText(page, "Plage créée").waitFor();
    await form.waitFor({ state: "hidden" });

    const day = page.locator(`[data-testid="week-grid"] section[data-date="${today}"]`);
    await day.getByTestId("shift-card").filter({ hasText: AGENT }).nth(1).waitFor();
    expect(await serverShifts(page, agentId, today)).toHaveLength(2);

    // 'Détecter Conflits' asks the server for the displayed week and lists what it found.
    const detected = page.waitForResponse(
      (res) => res.url().includes("/conflicts/detect") && res.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Détecter Conflits" }).click();
    const detectUrl = new URL((await detected).url());
    expect((detectUrl.searchParams.get("start_date") ?? "") <= today).toBe(true);
    expect((detectUrl.searchParams.get("end_date") ?? "") >= today).toBe(true);
    await toastText(page, "Analyse terminée").waitFor();
    const conflicts = page.getByRole("dialog", { name: "Conflits détectés" });
    await conflicts.waitFor();
    const overlap = conflicts.locator('[data-conflict-type="overlap"]').filter({ hasText: AGENT });
    await overlap.waitFor();
    await expect(overlap.textContent()).resolves.toContain("Chevauchement de gardes");
    await expect(overlap.getAttribute("data-severity")).resolves.toMatch(/critical|error/);
    await settle(page);
    await screenshot(page, "planning-advanced-conflicts-1440");
    await expectNoSeriousA11yViolations(page);
    await conflicts.getByRole("button", { name: "Fermer" }).click();

    // Delete the afternoon shift, after 'Supprimer cette plage ?'; cancelling first keeps it.
    const deleteButton = page.getByRole("button", { name: `Supprimer la plage de ${AGENT} (13:00–21:00)` });
    await deleteButton.click();
    const confirm = page.getByRole("dialog", { name: "Supprimer cette plage ?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await serverShifts(page, agentId, today)).toHaveLength(2);
    await deleteButton.click();
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await toastText(page, "Plage supprimée").waitFor();
    await deleteButton.waitFor({ state: "detached" });
    const left = await serverShifts(page, agentId, today);
    expect(left.map((shift) => `${shift.start_time}-${shift.end_time}`)).toEqual(["09:00-17:00"]);

    await settle(page);
    await screenshot(page, "planning-advanced-week-1440");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Mois" }).click();
    await page.getByTestId("month-grid").waitFor();
    await settle(page);
    await screenshot(page, "planning-advanced-month-1440");
    await expectNoSeriousA11yViolations(page);
  });

  it("PRO: dashboard figures, Gantt, and a Kanban move made with the keyboard, kept on the server", async () => {
    const page = await b.newPage();
    await signIn(page);
    await open(page, "/dashboard/planning-pro", "HTS PLANNING PRO");
    await page.getByTestId("pro-status").filter({ hasText: "À jour" }).waitFor({ timeout: 30_000 });
    // Occupancy has one decimal, French style ("62,5 %").
    const occupancy = (await page.getByTestId("pro-stat-occupancy").textContent()) ?? "";
    expect(occupancy.replace(/[\u00a0\u202f]/g, " ")).toMatch(/^\d{1,3},\d %$/);
    await page.getByTestId("pro-conflicts").waitFor();
    await settle(page);
    await screenshot(page, "planning-pro-dashboard-1440");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Gantt" }).click();
    await page.getByTestId("gantt").waitFor();
    await screenshot(page, "planning-pro-gantt-1440");

    await page.getByRole("tab", { name: "Kanban" }).click();
    const board = page.getByTestId("kanban");
    await board.waitFor();
    const card = board.locator('section[data-status="scheduled"] [data-testid="kanban-card"]').filter({
      hasText: AGENT,
    });
    await card.focus();
    await page.keyboard.press("ArrowRight");
    const moved = board
      .locator('section[data-status="in_progress"] [data-testid="kanban-card"]')
      .filter({ hasText: AGENT });
    await moved.waitFor();
    // The focus follows the card into its new column, so the next arrow press keeps working.
    await expect(moved.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await toastText(page, "Statut modifié").waitFor();
    await expect
      .poll(async () => (await serverShifts(page, agentId, today)).map((shift) => shift.status))
      .toEqual(["in_progress"]);
    await settle(page);
    await screenshot(page, "planning-pro-kanban-1440");
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByRole("tab", { name: "Kanban" }).click();
    await board
      .locator('section[data-status="in_progress"] [data-testid="kanban-card"]')
      .filter({ hasText: AGENT })
      .waitFor();
  });

  it("both screens on a phone", async () => {
    const page = await b.newPage(PHONE);
    await signIn(page);
    await open(page, "/dashboard/planning-advanced", "Planning Avancé");
    await page.getByTestId("week-grid").waitFor();
    await settle(page);
    await screenshot(page, "planning-advanced-390");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Mois" }).click();
    await page.getByTestId("month-grid").waitFor();
    await settle(page);
    await screenshot(page, "planning-advanced-month-390");

    await open(page, "/dashboard/planning-pro", "HTS PLANNING PRO");
    await page.getByTestId("pro-status").filter({ hasText: "À jour" }).waitFor({ timeout: 30_000 });
    await settle(page);
    await screenshot(page, "planning-pro-390");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Kanban" }).click();
    await page.getByTestId("kanban").waitFor();
    await settle(page);
    await screenshot(page, "planning-pro-kanban-390");
  });

  it("shows a declared leave on its day of the week grid", async () => {
    const token = (await apiLogin(b.baseUrl)).token;
    const period = await api<{ id: string }>(token, "POST", `/agents/${agentId}/unavailability`, {
      kind: "leave",
      startDate: today,
      endDate: today,
      reason: "Congés payés",
    });
    const page = await b.newPage();
    await signIn(page);
    await open(page, "/dashboard/planning-advanced", "Planning Avancé");
    const day = page.locator(`[data-testid="week-grid"] section[data-date="${today}"]`);
    await day
      .locator('[data-testid="leave-cell"][data-kind="leave"]')
      .filter({ hasText: `Congé : ${AGENT}` })
      .waitFor();
    await fetch(`${b.baseUrl}/api/agents/${agentId}/unavailability/${period.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    await page.close();
  });

  it("copies the week to another week after a preview, seen in the grid without reload", async () => {
    const target = new Date();
    target.setDate(target.getDate() + 70);
    const pad = (n: number) => String(n).padStart(2, "0");
    const targetDay = `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}`;
    const page = await b.newPage();
    await signIn(page);
    await open(page, "/dashboard/planning-advanced", "Planning Avancé");
    await page.getByTestId("week-grid").waitFor();
    await page.getByRole("button", { name: "Copier / Répéter" }).click();
    const dialog = page.getByRole("dialog", { name: "Copier ou répéter des gardes" });
    await dialog.getByLabel(/^Semaine cible/).fill(targetDay);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const preview = dialog.getByTestId("batch-preview");
    await preview.getByRole("heading", { name: /^\d+ gardes? à créer$/ }).waitFor();
    await expect(preview.getByTestId("batch-row").count()).resolves.toBeGreaterThan(0);
    // Nothing is written by the preview.
    expect(await serverShifts(page, agentId, targetDay)).toHaveLength(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    // The demo's own week may hold conflicts the copy repeats: they are shown, and kept with a reason.
    const found = dialog.getByTestId("save-conflicts");
    if (await found.count()) {
      const reason = found.getByLabel(/^Motif du passage outre/);
      if (await reason.count()) await reason.fill("Semaine type validée");
      await found.getByRole("button", { name: "Enregistrer quand même" }).click();
    } else {
      await dialog.getByRole("button", { name: /^Créer \d+ gardes?$/ }).click();
    }
    await page
      .getByText(/^\d+ gardes? créées?$/)
      .first()
      .waitFor();
    await dialog.waitFor({ state: "hidden" });
    const copied = await serverShifts(page, agentId, targetDay);
    expect(copied.map((shift) => [shift.start_time, shift.end_time, shift.status])).toEqual([
      ["09:00", "17:00", "scheduled"],
    ]);
    for (let week = 0; week < 10; week++)
      await page.getByRole("button", { name: "Période suivante" }).click();
    await page
      .locator(`[data-testid="week-grid"] section[data-date="${targetDay}"]`)
      .getByTestId("shift-card")
      .filter({ hasText: AGENT })
      .waitFor();
    await page.close();
  });
});
