import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 24, items 2 and 5 (decisions 126 and 127): a new dog handler's planning profile is given a fixed
// day off (Tuesday) on his card; 'Planifier automatiquement' over a Monday and a Tuesday five months
// ahead proposes him the Monday only (the Tuesday is explained); the proposal is shown dashed in the
// month and week grids of Planning Avancé, applied from the bar above the grid, then seen as a planned
// shift and in the payroll hours.
const b = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const SITE = `Dépôt Rungis ${RUN}`;
const AGENT = `Hugo Maître-chien ${RUN}`;
const CODE = `Chien ${RUN}`;

/** The first Monday of the month five months ahead: far from the other specs' weeks. */
function targetMonday(): { monday: string; tuesday: string; year: number; month: number } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 1));
  while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const tuesday = new Date(first.getTime() + 86_400_000);
  return {
    monday: iso(first),
    tuesday: iso(tuesday),
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
  };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

describe("Planifier automatiquement, vu dans la grille", () => {
  it("respects the agent's day off, shows the proposal in the grid, applies it, and payroll counts it", async () => {
    const { monday, tuesday, year, month } = targetMonday();
    const token = (await apiLogin(b.baseUrl)).token;
    const site = await api<{ id: string }>(token, "POST", "/sites", {
      name: SITE,
      address: "1 rue du MIN, Rungis",
    });
    const agent = await api<{ id: string }>(token, "POST", "/agents", {
      name: AGENT,
      badge: `CH-${RUN}`,
      phone: "06 00 00 00 77",
      email: `chien.${RUN}@exemple.fr`,
      certifications: [CODE],
    });
    await api(token, "POST", "/coverage/posts", {
      site_id: site.id,
      name: "Ronde",
      start_time: "08:00",
      end_time: "16:00",
      qualifications: [CODE],
      valid_from: monday,
      valid_to: tuesday,
    });

    const page = await b.newPage({ width: 1280, height: 900 });
    await signIn(page);
    // His card: the planning profile, Tuesday as a fixed day off.
    await page.goto("/dashboard/planning");
    await page.getByRole("tab", { name: "Agents" }).click();
    await page.getByRole("searchbox", { name: "Rechercher un agent" }).fill(AGENT);
    await page
      .getByRole("group", { name: AGENT })
      .getByRole("button", { name: `Voir ${AGENT}` })
      .click();
    const card = page.getByRole("dialog", { name: AGENT });
    const profile = card.getByTestId("agent-planning-profile");
    await profile.getByRole("button", { name: "Modifier le profil" }).click({ timeout: 15_000 });
    await profile.getByRole("group", { name: "Jours de repos fixes" }).getByLabel("mardi").check();
    await profile.getByLabel(/^Contrat \(heures par semaine\)/).fill("24");
    await expectNoSeriousA11yViolations(page);
    await profile.getByRole("button", { name: "Enregistrer le profil" }).click();
    await page.getByText("Profil de planification enregistré").first().waitFor({ timeout: 15_000 });
    await profile.getByText("mardi").waitFor();
    const saved = await api<{ profile: { fixed_days_off: number[]; contract_hours_per_week: number } }>(
      token,
      "GET",
      `/coverage/agents/${agent.id}/profile`,
    );
    expect(saved.profile).toMatchObject({ fixed_days_off: [2], contract_hours_per_week: 24 });
    await page.keyboard.press("Escape");

    // The run, then 'Voir dans le planning' with only this site's proposals kept.
    await page.goto("/dashboard/planning-advanced");
    await page.getByRole("heading", { level: 1, name: "Planning Avancé" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Planifier automatiquement" }).click();
    const auto = page.getByRole("dialog", { name: "Planifier automatiquement" });
    await auto.getByLabel("Du").fill(monday);
    await auto.getByLabel("Au").fill(tuesday);
    await auto.getByRole("button", { name: "Proposer" }).click();
    await auto.getByText(/vacations proposées ; coût des postes non couverts/).waitFor({ timeout: 120_000 });
    await auto.getByText(/Ronde : 1 agent\(s\) manquant\(s\) — /).waitFor();
    const items = auto.getByRole("list", { name: "Vacations proposées" }).getByRole("listitem");
    const mine: string[] = [];
    for (const item of await items.all()) {
      const text = (await item.textContent()) ?? "";
      if (text.includes(SITE)) mine.push(text);
      else await item.getByRole("checkbox").click();
    }
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(AGENT);
    await auto.getByRole("button", { name: "Voir dans le planning (1)" }).click();
    await auto.waitFor({ state: "hidden" });

    const bar = page.getByRole("region", { name: "Proposition de planification" });
    await bar.getByText(/1 garde proposée/).waitFor();
    // The month grid five months ahead, then the week of that Monday.
    await page.getByRole("button", { name: "Mois" }).click();
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Période suivante" }).click();
    const mondayCell = page.locator(`[data-testid="month-grid"] [data-date="${monday}"]`);
    await mondayCell.getByTestId("proposed-shift").getByText(AGENT).waitFor({ timeout: 15_000 });
    await mondayCell.getByRole("button").first().click();
    const week = page.getByTestId("week-grid");
    const proposed = week.locator(`[data-date="${monday}"]`).getByTestId("proposed-shift");
    await proposed.getByText("Proposé").waitFor();
    await proposed.getByText(AGENT).waitFor();
    expect(await week.locator(`[data-date="${tuesday}"]`).getByTestId("proposed-shift").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "auto-schedule-proposal-in-grid");

    // Applied from the bar, with the keyboard: the dashed shift becomes a planned one.
    await bar.getByRole("button", { name: "Appliquer la proposition (1)" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("1 vacations créées").first().waitFor({ timeout: 30_000 });
    await bar.waitFor({ state: "hidden" });
    await week
      .locator(`[data-date="${monday}"]`)
      .getByTestId("shift-card")
      .filter({ hasText: AGENT })
      .waitFor();
    expect(await week.getByTestId("proposed-shift").count()).toBe(0);

    // Payroll: 8 h less the 30-min break, planned.
    const hours = await api<Record<string, number | string>>(
      token,
      "GET",
      `/payroll/hours?agent_id=${agent.id}&year=${year}&month=${month}`,
    );
    expect(hours).toMatchObject({ heures: 7.5, shiftCount: 1 });
  });
});
