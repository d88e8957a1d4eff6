import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

const b = useBrowser();

const PHONE = { width: 390, height: 844 };
// One run's names: the e2e database is fresh, but other specs create agents too.
const RUN = Date.now().toString(36).slice(-5);
const AGENT = {
  name: `Inès Moreau ${RUN}`,
  badge: `AG-${RUN.toUpperCase()}`,
  phone: "06 12 34 56 78",
  email: `ines.moreau.${RUN}@demo-hts.fr`,
  card: "CAR-075-2030-01-15-20261234567",
};

const pad = (n: number) => String(n).padStart(2, "0");
/** A local day as the screen's date inputs take it (browser and test share the machine's zone). */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const TOMORROW = localDay(1);

// A toast's text is found twice: in the toast and in Radix's screen-reader announcement.
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Lets entry animations and the first data settle before a screenshot or an axe pass. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(400);
}

/** Elements sticking out past the viewport's right edge, named for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest("[data-scroll-x], .sr-only"))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`);
  });
}

async function openPlanning(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: /Planning Agents/ })
    .click();
  await page.waitForURL("**/dashboard/planning");
  await page.getByRole("heading", { level: 1, name: "Planning des Agents" }).waitFor({ timeout: 30_000 });
}

describe("Planning des Agents", () => {
  let page: Page;

  it("creates an agent through 'Nouvel agent'", async () => {
    page = await b.newPage();
    await signIn(page);
    await openPlanning(page);
    // Counters come from the demo company's agents and today's shifts.
    await page.getByTestId("stat-active-agents").filter({ hasText: /^\d+$/ }).waitFor({ timeout: 30_000 });

    await page.getByRole("button", { name: "Nouvel agent" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvel agent" });
    // The domain schema's French messages, before any call.
    await dialog.getByRole("button", { name: "Ajouter l'agent" }).click();
    await dialog.getByText("Ce champ est obligatoire").first().waitFor();
    await dialog.getByLabel(/^Nom complet/).fill(AGENT.name);
    await dialog.getByLabel(/^Numéro de badge/).fill(AGENT.badge);
    await dialog.getByLabel(/^Téléphone/).fill(AGENT.phone);
    await dialog.getByLabel(/^E-mail/).fill("pas-une-adresse");
    await dialog.getByRole("button", { name: "Ajouter l'agent" }).click();
    await dialog.getByText("Adresse e-mail invalide").waitFor();
    await dialog.getByLabel(/^E-mail/).fill(AGENT.email);
    await dialog.getByLabel(/^Spécialité/).selectOption("Incendie");
    await dialog.getByLabel(/^Niveau/).selectOption("senior");
    // A real site of the company (the demo has several), so shifts can default to it.
    const siteSelect = dialog.getByLabel(/^Site assigné/);
    const firstSite = await siteSelect.locator("option").nth(1).getAttribute("value");
    await siteSelect.selectOption(firstSite ?? "");
    await dialog.getByRole("checkbox", { name: "SSIAP 1" }).click();
    await dialog.getByRole("checkbox", { name: "SST" }).click();
    await dialog.getByLabel(/^N° de carte professionnelle/).fill(AGENT.card);
    await dialog.getByLabel(/^Expiration de la carte/).fill("2030-01-15");
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Ajouter l'agent" }).click();
    await toastText(page, "Agent ajouté").waitFor();
    await dialog.waitFor({ state: "hidden" });
  });

  it("creates a shift through 'Nouvelle garde' with the work hours in the toast", async () => {
    await page.getByRole("button", { name: "Nouvelle garde" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle garde" });
    // Spec defaults: 08:00-17:00 with a 12:00-13:00 break, i.e. 8 h of work.
    await dialog.getByText("Temps de travail effectif : 8 h").waitFor();
    await dialog.getByLabel(/^Agent/).selectOption({ label: `${AGENT.name} (${AGENT.badge})` });
    await dialog.getByLabel(/^Date/).fill(TOMORROW);
    await dialog.getByLabel(/^Type de garde/).selectOption("night");
    await expect(dialog.getByLabel(/^Heure d'arrivée/).inputValue()).resolves.toBe("18:00");
    await expect(dialog.getByLabel(/^Heure de départ/).inputValue()).resolves.toBe("06:00");
    await dialog.getByLabel(/^Début de pause/).fill("01:00");
    await dialog.getByLabel(/^Fin de pause/).fill("01:30");
    // Computed live: 12 h minus a 30 min break.
    await dialog.getByText("Temps de travail effectif : 11,5 h").waitFor();
    await dialog.getByRole("button", { name: "Créer la garde" }).click();
    await toastText(page, "Garde créée").waitFor();
    await toastText(page, "11,5 h de travail effectif").waitFor();
    await dialog.waitFor({ state: "hidden" });
  });

  it("shows the shift in 'Gardes du jour' and in 'Vue Semaine', and edits it with 'Modifier'", async () => {
    await page.getByRole("tab", { name: "Gardes" }).click();
    const panel = page.getByRole("tabpanel", { name: "Gardes" });
    await panel.getByLabel("Date", { exact: true }).fill(TOMORROW);
    await panel.getByRole("heading", { name: /Gardes du jour/ }).waitFor();
    const card = panel.getByRole("listitem").filter({ hasText: AGENT.name });
    await card.waitFor();
    await expect(card.getByTestId("shift-times").textContent()).resolves.toBe("18:00 – 06:00");
    expect(await card.textContent()).toContain("Nuit");
    expect(await card.textContent()).toContain("Programmé");

    // The week grid, 7 days from today, has the agent's row with the shift.
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    const grid = page.getByTestId("week-grid");
    const row = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: AGENT.name }) });
    await row.getByText("18:00–06:00").waitFor();
    await settle(page);
    await screenshot(page, "planning-agents-week-1440");
    await expectNoSeriousA11yViolations(page);

    // 'Modifier' in the day's list: a new end time, saved on the server.
    await page.getByRole("tab", { name: "Gardes" }).click();
    await card.getByRole("button", { name: `Modifier la garde de ${AGENT.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la garde" });
    await edit.getByLabel(/^Heure de départ/).fill("05:00");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Garde modifiée").waitFor();
    await toastText(page, "10,5 h de travail effectif").waitFor();
    await card.getByTestId("shift-times").filter({ hasText: "18:00 – 05:00" }).waitFor();
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    await row.getByText("18:00–05:00").waitFor();
  });

  it("shows the server's conflicts in 'Nouvelle garde' before anything is saved", async () => {
    const dialog = page.getByRole("dialog", { name: "Nouvelle garde" });
    const fill = async (date: string, type: string) => {
      await page.getByRole("button", { name: "Nouvelle garde" }).click();
      await dialog.getByLabel(/^Agent/).selectOption({ label: `${AGENT.name} (${AGENT.badge})` });
      await dialog.getByLabel(/^Date/).fill(date);
      await dialog.getByLabel(/^Type de garde/).selectOption(type);
      await dialog.getByRole("button", { name: "Créer la garde" }).click();
    };
    // The same night again: an overlap, critical, which only a manager may override with a reason.
    await fill(TOMORROW, "night");
    const found = dialog.getByTestId("save-conflicts");
    await found.getByText("Enregistrement bloqué : 1 conflit bloquant").waitFor();
    await found.locator('[data-conflict-type="overlap"]').waitFor();
    await found.getByLabel(/^Motif du passage outre/).waitFor();
    await expect(found.getByRole("button", { name: "Enregistrer quand même" }).isDisabled()).resolves.toBe(
      true,
    );
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    // Changing the form drops the answer: the next save asks the server again.
    await dialog.getByLabel(/^Date/).fill(localDay(2));
    await found.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });

    // A day shift at 08:00 after the night ending at 05:00: too little rest, an error that does not
    // block. 'Enregistrer quand même' is offered at once; cancelled here, so nothing is saved.
    await fill(localDay(2), "day");
    await found.getByText(/^Cette modification crée \d+ conflits?$/).waitFor();
    await found.locator('[data-conflict-type="insufficient_rest"]').waitFor();
    await expect(found.getByRole("button", { name: "Enregistrer quand même" }).isDisabled()).resolves.toBe(
      false,
    );
    await expect(found.getByLabel(/^Motif du passage outre/).count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("opens the agent's 'Voir' pop-up with the next shifts and the calendar link", async () => {
    await page.getByRole("tab", { name: "Agents" }).click();
    await page.getByRole("searchbox", { name: "Rechercher un agent" }).fill(AGENT.name);
    const card = page.getByRole("group", { name: AGENT.name });
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    for (const expected of [
      AGENT.badge,
      "Senior",
      "Actif",
      AGENT.phone,
      AGENT.email,
      "Incendie",
      "SSIAP 1",
      "SST",
    ]) {
      expect(text).toContain(expected);
    }
    // 'Modifier' patches the agent for real.
    await card.getByRole("button", { name: `Modifier ${AGENT.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier l'agent" });
    await expect(edit.getByLabel(/^Nom complet/).inputValue()).resolves.toBe(AGENT.name);
    await edit.getByLabel(/^Téléphone/).fill("07 98 76 54 32");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Agent modifié").waitFor();
    await card.getByText("07 98 76 54 32").waitFor();
    await page.getByRole("searchbox", { name: "Rechercher un agent" }).fill("");
    await settle(page);
    await screenshot(page, "planning-agents-cards-1440");
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("button", { name: `Voir ${AGENT.name}` }).click();
    const dialog = page.getByRole("dialog", { name: AGENT.name });
    const next = dialog.getByTestId("agent-next-shifts");
    await next.getByText("18:00 – 05:00").waitFor();
    await expect(next.getByRole("listitem").count()).resolves.toBe(1);
    await expect(dialog.getByTestId("card-expiry").textContent()).resolves.toContain("valable jusqu'au");
    await dialog.getByText("Date d'embauche").waitFor();

    // The subscription link is shown once, then only regenerating gives one again.
    await dialog.getByRole("button", { name: "Obtenir le lien" }).click();
    const url = await dialog.getByLabel("Lien d'abonnement").inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, b.baseUrl));
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    await dialog.getByRole("button", { name: "Régénérer le lien" }).click();
    await toastText(page, "Nouveau lien créé : l'ancien ne fonctionne plus").waitFor();
    await expect(dialog.getByLabel("Lien d'abonnement").inputValue()).resolves.not.toBe(url);
    await settle(page);
    await screenshot(page, "planning-agents-detail-1440");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("declares a leave on the agent's pop-up, sees it in 'Vue Semaine', and cancels it", async () => {
    await page.getByRole("tab", { name: "Agents" }).click();
    const card = page.getByRole("group", { name: AGENT.name });
    await card.getByRole("button", { name: `Voir ${AGENT.name}` }).click();
    const dialog = page.getByRole("dialog", { name: AGENT.name });
    const leave = dialog.getByTestId("agent-leave");
    await leave.getByText("Aucun congé ni indisponibilité déclaré").waitFor();
    await leave.getByLabel(/^Type/).selectOption({ label: "Congé" });
    await leave.getByLabel(/^Du/).fill(localDay(3));
    await leave.getByLabel(/^Au/).fill(localDay(4));
    await leave.getByLabel(/^Motif/).fill("Congés payés");
    await leave.getByRole("button", { name: "Déclarer" }).click();
    await toastText(page, "Période déclarée").waitFor();
    await leave.getByRole("listitem").filter({ hasText: "Congés payés" }).waitFor();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The week grid shows it on both days, in the agent's row, without a reload.
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    const row = page
      .getByTestId("week-grid")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: AGENT.name }) });
    await expect
      .poll(() => row.locator('[data-testid="leave-cell"][data-kind="leave"]').count(), { timeout: 10_000 })
      .toBe(2);

    // Cancelled after a confirmation: gone from the pop-up and the grid.
    await page.getByRole("tab", { name: "Agents" }).click();
    await card.getByRole("button", { name: `Voir ${AGENT.name}` }).click();
    await leave.getByRole("button", { name: /^Annuler la période du/ }).click();
    const confirm = page.getByRole("dialog", { name: "Annuler cette période ?" });
    await confirm.getByRole("button", { name: "Supprimer la période" }).click();
    await toastText(page, "Période annulée").waitFor();
    await leave.getByText("Aucun congé ni indisponibilité déclaré").waitFor();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    await expect.poll(() => row.locator('[data-testid="leave-cell"]').count(), { timeout: 10_000 }).toBe(0);
  });

  it("fits a 390 px phone", async () => {
    const phone = await b.newPage(PHONE);
    await signIn(phone);
    await phone.goto("/dashboard/planning");
    await phone.getByRole("heading", { level: 1, name: "Planning des Agents" }).waitFor({ timeout: 30_000 });
    await phone.getByRole("tab", { name: "Gardes" }).click();
    await phone.getByRole("tabpanel", { name: "Gardes" }).getByLabel("Date", { exact: true }).fill(TOMORROW);
    await phone.getByText(AGENT.name).first().waitFor();
    await settle(phone);
    await screenshot(phone, "planning-agents-shifts-390");
    // Nothing may stick out sideways (wide grids scroll inside their own region).
    await expect(overflowing(phone)).resolves.toEqual([]);
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(phone);
    await phone.getByRole("tab", { name: "Vue Semaine" }).click();
    await phone.getByTestId("week-grid").waitFor();
    await settle(phone);
    await screenshot(phone, "planning-agents-week-390");
    await expect(overflowing(phone)).resolves.toEqual([]);
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.getByRole("button", { name: "Nouvelle garde" }).click();
    const dialog = phone.getByRole("dialog", { name: "Nouvelle garde" });
    await dialog.getByText("Temps de travail effectif : 8 h").waitFor();
    await settle(phone);
    await phone.screenshot({ path: `${import.meta.dirname}/../artifacts/planning-agents-new-shift-390.png` });
    await expectNoSeriousA11yViolations(phone);
    await phone.close();
  });

  it("shows the agent role read-only views on a phone", async () => {
    // The demo's agent account (linked to Lucas Petit) reads the planning but may not change it.
    const phone = await b.newPage(PHONE);
    await signIn(phone, { email: "agent@demo-hts.fr", password: DEMO.password });
    await phone.goto("/dashboard/planning");
    await phone.getByRole("heading", { level: 1, name: "Planning des Agents" }).waitFor({ timeout: 30_000 });
    await phone.getByText("Consultation des agents et des gardes").waitFor();
    await phone.getByRole("tab", { name: "Planning par Site" }).waitFor();
    // Nothing to create or edit. The agent list is his own record and his sites' colleagues, without
    // their phone or e-mail (decision 015).
    await expect(phone.getByRole("button", { name: "Nouvel agent" }).count()).resolves.toBe(0);
    await expect(phone.getByRole("button", { name: "Nouvelle garde" }).count()).resolves.toBe(0);
    await phone.getByRole("tab", { name: "Agents" }).click();
    await phone.getByRole("group", { name: "Lucas Petit" }).waitFor();
    await settle(phone);
    await expect(phone.getByText(AGENT.phone).count()).resolves.toBe(0);
    // His own shifts only: the new agent's shift tomorrow is not his to read.
    await phone.getByRole("tab", { name: "Gardes" }).click();
    await phone.getByRole("tabpanel", { name: "Gardes" }).getByLabel("Date", { exact: true }).fill(TOMORROW);
    await settle(phone);
    await expect(phone.getByText(AGENT.name).count()).resolves.toBe(0);
    await expect(phone.getByRole("button", { name: /^Modifier/ }).count()).resolves.toBe(0);
    await phone.getByRole("tab", { name: "Planning par Site" }).click();
    await settle(phone);
    await screenshot(phone, "planning-agents-readonly-390");
    await expect(overflowing(phone)).resolves.toEqual([]);
    await expectNoSeriousA11yViolations(phone);
    await phone.close();
  });

  it("edits every field of a shift, and deletes it after a confirmation; the day's counter agrees with its list", async () => {
    await page.bringToFront();
    await page.getByRole("tab", { name: "Gardes" }).click();
    const panel = page.getByRole("tabpanel", { name: "Gardes" });
    await panel.getByLabel("Date", { exact: true }).fill(TOMORROW);
    const card = panel.getByRole("listitem").filter({ hasText: AGENT.name });
    await card.waitFor();
    const counted = async () => {
      await page.waitForLoadState("networkidle").catch(() => undefined);
      const badge = (await panel.getByTestId("day-count").textContent()) ?? "";
      return { badge: Number(badge.match(/\d+/)?.[0]), listed: await panel.getByRole("listitem").count() };
    };
    const before = await counted();
    expect(before.badge).toBe(before.listed);

    await card.getByRole("button", { name: `Modifier la garde de ${AGENT.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la garde" });
    await expect(edit.getByLabel(/^Pause \(min\)/).inputValue()).resolves.toBe("30");
    await edit.getByLabel(/^Pause \(min\)/).fill("60");
    await edit.getByLabel(/^Type de garde/).selectOption({ label: "Astreinte" });
    await edit.getByLabel(/^Notes/).fill("Clés au PC sécurité");
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await toastText(page, "Garde modifiée").waitFor();
    // 11 h minus a 1 h break.
    await toastText(page, "10 h de travail effectif").waitFor();
    await card.getByText("Astreinte").waitFor();

    await card.getByRole("button", { name: `Modifier la garde de ${AGENT.name}` }).click();
    await expect(edit.getByLabel(/^Notes/).inputValue()).resolves.toBe("Clés au PC sécurité");
    await edit.getByRole("button", { name: "Supprimer la garde" }).click();
    const confirm = page.getByRole("dialog", { name: "Supprimer cette garde ?" });
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await confirm.waitFor({ state: "hidden" });
    await edit.getByRole("button", { name: "Supprimer la garde" }).click();
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await toastText(page, "Garde supprimée").waitFor();
    await edit.waitFor({ state: "hidden" });
    await card.waitFor({ state: "detached" });
    const after = await counted();
    expect(after.badge).toBe(after.listed);
    expect(after.listed).toBe(before.listed - 1);
  });
});
