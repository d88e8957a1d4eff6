import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 15 item 2 (decision 053): copy a day, repeat a week, apply a template, each with a preview that
// writes nothing and shows the conflicts before the batch is kept.
const b = useBrowser();

const RUN = Date.now().toString(36).slice(-5);
const SITE = `Gare de Lyon ${RUN}`;
const REPEATED = `Zoé Vasseur ${RUN}`;
const COPIED = `Chloé Martin ${RUN}`;
const LEFT = `Hugo Lefèvre ${RUN}`;
const FIRST = `Sarah Petit ${RUN}`;
const SECOND = `Théo Dubois ${RUN}`;
const TEMPLATE = `Matin E2E ${RUN}`;

type Shift = { id: string; shift_date: string; start_time: string; end_time: string; status: string };

const pad = (n: number) => String(n).padStart(2, "0");
function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** The local day `days` after today (the browser and this process share the machine's zone). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
}
const today = dayFromToday(0);
const thisMonth = today.slice(0, 7);

let token = "";
const ids: Record<string, string> = {};
const badges: Record<string, string> = {};

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The agent's shifts between two days (included), read from the server. */
const shiftsOf = (agent: string, start: string, end = start) =>
  api<Shift[]>(
    "GET",
    `/planning-advanced/shifts?start_date=${start}&end_date=${end}&agent_id=${ids[agent]}`,
  ).then((shifts) => shifts.filter((shift) => shift.shift_date >= start && shift.shift_date <= end));

const createShift = (agent: string, shift_date: string, start_time: string, end_time: string) =>
  api<Shift>("POST", "/planning-advanced/shifts", {
    agent_id: ids[agent],
    site_id: ids.site,
    shift_date,
    start_time,
    end_time,
    // No break: the payroll hours are then the shift's length.
    break_minutes: 0,
  });

function toastText(page: Page, text: string | RegExp) {
  return page.getByText(text, typeof text === "string" ? { exact: true } : undefined).first();
}

/** A client-side move through the sidebar: the page is never reloaded, the query cache stays. */
async function navigate(page: Page, link: RegExp, heading: string): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: link }).first().click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 30_000 });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

/** Ticks agents in a batch dialog's picker ('Tous les agents' unticked first when it is). */
async function pickAgents(dialog: Locator, names: string[]): Promise<void> {
  const all = dialog.getByRole("checkbox", { name: "Tous les agents" });
  if ((await all.getAttribute("aria-checked")) === "true") await all.click();
  for (const name of names) {
    await dialog.getByLabel("Rechercher un agent").fill(name);
    await dialog.getByRole("checkbox", { name: new RegExp(`^${name}`) }).click();
  }
  await dialog.getByLabel("Rechercher un agent").fill("");
  await dialog
    .getByText(`${names.length} agent${names.length > 1 ? "s sélectionnés" : " sélectionné"}`)
    .waitFor();
}

describe("Planning batches: copy a day, repeat a week, apply a template", () => {
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>("POST", "/sites", {
      name: SITE,
      address: "Place Louis-Armand, 75012 Paris",
    });
    ids.site = site.id;
    for (const [index, name] of [REPEATED, COPIED, LEFT, FIRST, SECOND].entries()) {
      badges[name] = `PB-${RUN}-${index}`;
      const agent = await api<{ id: string }>("POST", "/agents", {
        name,
        badge: badges[name],
        phone: "06 11 22 33 44",
        email: `pb${index}.${RUN}@demo-hts.fr`,
        speciality: "Surveillance",
        level: "senior",
        assignedSiteId: site.id,
      });
      ids[name] = agent.id;
    }
    await api("POST", "/planning-advanced/templates/shifts", {
      name: TEMPLATE,
      start_time: "08:00",
      end_time: "16:00",
      color: "#22C55E",
      paid_break_minutes: 0,
      unpaid_break_minutes: 0,
      shift_type: "regular",
    });
  });

  it("repeats a week every week until 3 weeks later: seen in Planning PRO, Planning des Agents and payroll without reload", async () => {
    // The source is three weeks ago, the same weekday as today: the third copy lands today.
    const source = dayFromToday(-21);
    await createShift(REPEATED, source, "08:00", "12:00");
    const page = await b.newPage();
    await signIn(page);
    await page.evaluate((run) => Object.assign(window, { __planningSession: run }), RUN);

    // Every screen visited first, so each holds today's shifts in its cache.
    await navigate(page, /^Planning Agents/, "Planning des Agents");
    await page.getByRole("tab", { name: /Gardes/ }).click();
    await page.getByTestId("day-shifts").waitFor();
    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await page.getByTestId("kanban").waitFor();
    await navigate(page, /^Calcul Paie/, "Calcul de la paie");
    const hours = page.getByLabel(/^Heures mensuelles/);
    const importHours = async () => {
      await page
        .getByLabel(/^Agent/)
        .first()
        .selectOption({ label: `${REPEATED} (${badges[REPEATED]})` });
      await page.getByRole("button", { name: "Importer depuis le planning" }).click();
    };
    await importHours();
    const before = source.startsWith(thisMonth) ? 1 : 0;
    await toastText(
      page,
      before
        ? /importées depuis 1 garde/
        : "Aucune garde pour cet agent ce mois-ci : les heures sont remises à zéro.",
    ).waitFor();
    const hoursBefore = Number((await hours.inputValue()).replace(",", "."));
    expect(hoursBefore).toBe(before * 4);

    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: "Copier / Répéter" }).click();
    const dialog = page.getByRole("dialog", { name: "Copier ou répéter des gardes" });
    await dialog.getByRole("button", { name: "Répéter" }).click();
    await dialog.getByLabel(/^Semaine source/).fill(source);
    await dialog.getByLabel(/^Toutes les \(semaines\)/).fill("1");
    await dialog.getByLabel(/^Jusqu'au/).fill(today);
    await pickAgents(dialog, [REPEATED]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const preview = dialog.getByTestId("batch-preview");
    await preview.getByRole("heading", { name: "3 gardes à créer" }).waitFor();
    const rows = preview.getByTestId("batch-row");
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.last().textContent()).resolves.toContain("08:00–12:00");
    // The preview wrote nothing.
    expect(await shiftsOf(REPEATED, dayFromToday(-14), today)).toHaveLength(0);
    await settle(page);
    await screenshot(page, "planning-batch-repeat-1440");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Créer 3 gardes" }).click();
    await toastText(page, "3 gardes créées").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const created = await shiftsOf(REPEATED, dayFromToday(-14), today);
    expect(created.map((shift) => [shift.shift_date, shift.start_time, shift.end_time]).sort()).toEqual(
      [-14, -7, 0].map((days) => [dayFromToday(days), "08:00", "12:00"]),
    );

    // Every screen, reached by the sidebar, shows today's copy at once.
    await navigate(page, /^Planning Agents/, "Planning des Agents");
    await page.getByRole("tab", { name: /Gardes/ }).click();
    await page
      .getByTestId("day-shifts")
      .getByRole("listitem")
      .filter({ hasText: REPEATED })
      .waitFor({ timeout: 5_000 });
    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Kanban" }).click();
    await page
      .locator('[data-testid="kanban"] section[data-status="scheduled"] [data-testid="kanban-card"]')
      .filter({ hasText: REPEATED })
      .waitFor({ timeout: 5_000 });
    await navigate(page, /^Calcul Paie/, "Calcul de la paie");
    await importHours();
    const inMonth = [-21, -14, -7, 0].filter((days) => dayFromToday(days).startsWith(thisMonth)).length;
    await toastText(page, new RegExp(`importées depuis ${inMonth} garde`)).waitFor();
    await expect.poll(async () => Number((await hours.inputValue()).replace(",", "."))).toBe(inMonth * 4);
    expect(inMonth * 4).toBeGreaterThan(hoursBefore);

    await expect(
      page.evaluate(() => (window as unknown as { __planningSession?: string }).__planningSession),
    ).resolves.toBe(RUN);
    await page.close();
  });

  it("repeats one shift every 2 weeks from its edit dialog ('Répéter cette garde')", async () => {
    const [first, second] = [dayFromToday(14), dayFromToday(28)];
    await createShift(REPEATED, today, "18:00", "22:00");
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: `Modifier la plage de ${REPEATED} (18:00–22:00)` }).click();
    await page
      .getByRole("dialog", { name: "Modifier la garde" })
      .getByRole("button", { name: "Répéter cette garde" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Copier ou répéter des gardes" });
    await dialog.getByText(/^La garde de Zoé Vasseur .* \(18:00–22:00\) reprise/).waitFor();
    await dialog.getByLabel(/^Toutes les \(semaines\)/).fill("2");
    await dialog.getByLabel(/^Jusqu'au/).fill(second);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    await dialog.getByTestId("batch-preview").getByRole("heading", { name: "2 gardes à créer" }).waitFor();
    await dialog.getByRole("button", { name: "Créer 2 gardes" }).click();
    await toastText(page, "2 gardes créées").waitFor();
    await dialog.waitFor({ state: "hidden" });
    for (const day of [first, second])
      expect((await shiftsOf(REPEATED, day)).map((shift) => [shift.start_time, shift.end_time])).toEqual([
        ["18:00", "22:00"],
      ]);
    await page.close();
  });

  it("copies a day to two days for a selection of agents", async () => {
    const day = dayFromToday(100);
    const [next, after] = [dayFromToday(101), dayFromToday(102)];
    await createShift(COPIED, day, "07:00", "15:00");
    await createShift(LEFT, day, "07:00", "15:00");
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: "Copier / Répéter" }).click();
    const dialog = page.getByRole("dialog", { name: "Copier ou répéter des gardes" });
    await dialog.getByRole("button", { name: "Jour → jours" }).click();
    await dialog.getByLabel(/^Jour source/).fill(day);
    for (const target of [next, after]) {
      await dialog.getByLabel(/^Jour cible/).fill(target);
      await dialog.getByRole("button", { name: "Ajouter le jour" }).click();
    }
    await expect(
      dialog.getByRole("list", { name: "Jours cibles" }).getByRole("listitem").count(),
    ).resolves.toBe(2);
    await pickAgents(dialog, [COPIED]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const preview = dialog.getByTestId("batch-preview");
    await preview.getByRole("heading", { name: "2 gardes à créer" }).waitFor();
    await expect(preview.textContent()).resolves.not.toContain(LEFT);
    await dialog.getByRole("button", { name: "Créer 2 gardes" }).click();
    await toastText(page, "2 gardes créées").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const copied = await shiftsOf(COPIED, next, after);
    expect(copied.map((shift) => [shift.shift_date, shift.start_time, shift.end_time]).sort()).toEqual([
      [next, "07:00", "15:00"],
      [after, "07:00", "15:00"],
    ]);
    // The agent left out of the selection got nothing.
    expect(await shiftsOf(LEFT, next, after)).toHaveLength(0);
    await page.close();
  });

  it("applies a template to 2 agents x 3 days from 'Gabarits'", async () => {
    const [start, end] = [dayFromToday(110), dayFromToday(112)];
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: "Gabarits" }).click();
    const templates = page.getByRole("dialog", { name: "Gabarits" });
    await templates.getByRole("button", { name: `Appliquer le gabarit ${TEMPLATE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Appliquer un gabarit" });
    await dialog.waitFor();
    await expect(dialog.getByLabel(/^Gabarit/).inputValue()).resolves.not.toBe("");
    await dialog.getByLabel(/^Du/).fill(start);
    await dialog.getByLabel(/^Au/).fill(end);
    await pickAgents(dialog, [FIRST, SECOND]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const preview = dialog.getByTestId("batch-preview");
    await preview.getByRole("heading", { name: "6 gardes à créer" }).waitFor();
    await settle(page);
    await screenshot(page, "planning-batch-template-1440");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Créer 6 gardes" }).click();
    await toastText(page, "6 gardes créées").waitFor();
    await dialog.waitFor({ state: "hidden" });
    for (const agent of [FIRST, SECOND]) {
      const made = await shiftsOf(agent, start, end);
      expect(made.map((shift) => [shift.shift_date, shift.start_time, shift.end_time]).sort()).toEqual(
        [110, 111, 112].map((days) => [dayFromToday(days), "08:00", "16:00"]),
      );
    }
    await page.close();
  });

  it("a template applied over a day the agent already works shows the conflict before anything is saved", async () => {
    const day = dayFromToday(130);
    await createShift(FIRST, day, "09:00", "13:00");
    const page = await b.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/planning-advanced");
    await page.getByRole("heading", { level: 1, name: "Planning Avancé" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Appliquer un gabarit" }).click();
    const dialog = page.getByRole("dialog", { name: "Appliquer un gabarit" });
    await dialog.getByLabel(/^Gabarit/).selectOption({ label: `${TEMPLATE} (08:00–16:00)` });
    await dialog.getByLabel(/^Du/).fill(day);
    await dialog.getByLabel(/^Au/).fill(day);
    await pickAgents(dialog, [FIRST]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    await dialog.getByTestId("batch-preview").getByRole("heading", { name: "1 garde à créer" }).waitFor();
    const found = dialog.getByTestId("save-conflicts");
    await found.locator('[data-conflict-type="overlap"][data-severity="critical"]').waitFor();
    await expect(found.textContent()).resolves.toContain("Chevauchement de gardes");
    // No 'Créer': a blocking conflict needs a manager's reason ('Enregistrer quand même').
    await expect(dialog.getByRole("button", { name: /^Créer \d+ gardes?$/ }).count()).resolves.toBe(0);
    await expect(found.getByRole("button", { name: "Enregistrer quand même" }).isDisabled()).resolves.toBe(
      true,
    );
    // Checked on the server: the preview wrote nothing.
    expect((await shiftsOf(FIRST, day)).map((shift) => shift.start_time)).toEqual(["09:00"]);
    await settle(page);
    await screenshot(page, "planning-batch-conflict-390");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await shiftsOf(FIRST, day)).map((shift) => shift.start_time)).toEqual(["09:00"]);
    await page.close();
  });

  it("a planner is told that a blocking conflict is for a manager to override: no reason field, nothing saved", async () => {
    const day = dayFromToday(140);
    await createShift(SECOND, day, "09:00", "13:00");
    const planner = { email: `planner.pb.${RUN}@demo-hts.fr`, password: "Planner-e2e-2026!x" };
    await api("POST", "/users", { name: `Planner ${RUN}`, ...planner, role: "planner" });
    const page = await b.newPage();
    await signIn(page, planner);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: "Appliquer un gabarit" }).click();
    const dialog = page.getByRole("dialog", { name: "Appliquer un gabarit" });
    await dialog.getByLabel(/^Gabarit/).selectOption({ label: `${TEMPLATE} (08:00–16:00)` });
    await dialog.getByLabel(/^Du/).fill(day);
    await dialog.getByLabel(/^Au/).fill(day);
    await pickAgents(dialog, [SECOND]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const found = dialog.getByTestId("save-conflicts");
    await found.locator('[data-conflict-type="overlap"]').waitFor();
    await found.getByText(/^Un administrateur ou un responsable peut passer outre/).waitFor();
    await expect(found.getByLabel(/^Motif du passage outre/).count()).resolves.toBe(0);
    await expect(
      dialog.getByRole("button", { name: /^(Enregistrer quand même|Créer \d+ gardes?)$/ }).count(),
    ).resolves.toBe(0);
    expect((await shiftsOf(SECOND, day)).map((shift) => shift.start_time)).toEqual(["09:00"]);
    await page.close();
  });

  it("a planner creates the shifts without conflict and sees the one left out, with why (issue 29)", async () => {
    const day = dayFromToday(147);
    await createShift(SECOND, day, "09:00", "13:00");
    const planner = { email: `planner.partial.${RUN}@demo-hts.fr`, password: "Planner-e2e-2026!y" };
    await api("POST", "/users", { name: `Planner partiel ${RUN}`, ...planner, role: "planner" });
    const page = await b.newPage();
    await signIn(page, planner);
    await navigate(page, /^Planning Avancé/, "Planning Avancé");
    await page.getByRole("button", { name: "Appliquer un gabarit" }).click();
    const dialog = page.getByRole("dialog", { name: "Appliquer un gabarit" });
    await dialog.getByLabel(/^Gabarit/).selectOption({ label: `${TEMPLATE} (08:00–16:00)` });
    await dialog.getByLabel(/^Du/).fill(day);
    await dialog.getByLabel(/^Au/).fill(day);
    await pickAgents(dialog, [FIRST, SECOND]);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    await dialog.getByTestId("save-conflicts").locator('[data-conflict-type="overlap"]').waitFor();
    await dialog.getByRole("button", { name: "Créer seulement les gardes sans conflit" }).click();
    await toastText(page, "1 garde créée, 1 écartée(s)").waitFor();
    const skipped = dialog.getByTestId("batch-skipped");
    await skipped.getByText("1 garde écartée (conflit bloquant)").waitFor();
    const row = skipped.getByTestId("batch-skipped-row");
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(SECOND);
    expect(await row.textContent()).toMatch(/chevauch/i);
    await expectNoSeriousA11yViolations(page);
    expect((await shiftsOf(FIRST, day)).map((shift) => shift.start_time)).toEqual(["08:00"]);
    expect((await shiftsOf(SECOND, day)).map((shift) => shift.start_time)).toEqual(["09:00"]);
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await page.close();
  });
});
