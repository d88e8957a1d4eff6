import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { ganttRowOf } from "../support/gantt.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 15 item 3 (decision 054): a leave declared over planned shifts lists them before it is saved,
// then unassigns (cancels) them; the grids and the PRO Gantt show it all without a reload.
const b = useBrowser();

const RUN = Date.now().toString(36).slice(-5);
const SITE = `Dépôt Gennevilliers ${RUN}`;
const AGENT = `Abel Aubert ${RUN}`;
const REASON = "Congés payés";

type Shift = { id: string; shift_date: string; status: string };
type AuditEntry = {
  action: string;
  entity: string;
  entity_id: string | null;
  details: Record<string, unknown>;
};

const pad = (n: number) => String(n).padStart(2, "0");
function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
// Tuesday and Wednesday of next week: always ahead, and inside the week 'Semaine suivante' shows.
const monday = new Date();
monday.setHours(12, 0, 0, 0);
monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
const dayAfter = (days: number) => {
  const date = new Date(monday);
  date.setDate(date.getDate() + days);
  return localDay(date);
};
const D1 = dayAfter(8);
const D2 = dayAfter(9);

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

const agentShifts = () =>
  api<Shift[]>("GET", `/planning-advanced/shifts?start_date=${D1}&end_date=${D2}&agent_id=${ids.agent}`);

function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** A client-side move through the sidebar: the page is never reloaded, the query cache stays. */
async function navigate(page: Page, link: RegExp, heading: string): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: link }).first().click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 30_000 });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(400);
}

describe("Leave over planned shifts", () => {
  beforeAll(async () => {
    token = (await apiLogin(b.baseUrl)).token;
    ids.site = (
      await api<{ id: string }>("POST", "/sites", {
        name: SITE,
        address: "5 quai du Port, 92230 Gennevilliers",
      })
    ).id;
    ids.agent = (
      await api<{ id: string }>("POST", "/agents", {
        name: AGENT,
        badge: `PL-${RUN}`,
        phone: "06 12 34 56 78",
        email: `pl.${RUN}@demo-hts.fr`,
        speciality: "Surveillance",
        level: "senior",
        assignedSiteId: ids.site,
      })
    ).id;
    // Away today too (no shift then): the agent's card carries the badge.
    await api("POST", `/agents/${ids.agent}/unavailability`, {
      kind: "unavailable",
      startDate: localDay(new Date()),
      endDate: localDay(new Date()),
    });
    for (const day of [D1, D2]) {
      await api("POST", "/planning-advanced/shifts", {
        agent_id: ids.agent,
        site_id: ids.site,
        shift_date: day,
        start_time: "08:00",
        end_time: "16:00",
      });
    }
  });

  it("lists the covered shifts before saving, unassigns them after, and every screen shows it without reload", async () => {
    const page = await b.newPage();
    await signIn(page);
    await navigate(page, /^Planning Agents/, "Planning des Agents");

    // The week grid first, so its shifts are in the cache the unassignment must refresh.
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    await page.getByLabel("Date de début").fill(D1);
    const row = page
      .getByTestId("week-grid")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: AGENT }) });
    await row.getByText("Programmé").first().waitFor({ timeout: 15_000 });
    await expect(row.getByText("Programmé").count()).resolves.toBe(2);

    await page.getByRole("tab", { name: "Agents" }).click();
    await page.getByRole("searchbox", { name: "Rechercher un agent" }).fill(AGENT);
    const card = page.getByRole("group", { name: AGENT });
    await expect(card.getByTestId("agent-leave-badge").textContent()).resolves.toBe(
      "Indisponibilité aujourd'hui",
    );
    await card.getByRole("button", { name: `Voir ${AGENT}` }).click();
    const dialog = page.getByRole("dialog", { name: AGENT });
    const leave = dialog.getByTestId("agent-leave");
    await leave.getByRole("listitem").filter({ hasText: "Indisponibilité" }).waitFor();
    await leave.getByLabel(/^Type/).selectOption({ label: "Congé" });
    await leave.getByLabel(/^Au/).fill(D2);
    await leave.getByLabel(/^Du/).fill(D1);
    await leave.getByLabel(/^Motif/).fill(REASON);

    // Before saving: both shifts, with their day, times and site.
    const covered = leave.getByTestId("leave-covered");
    await covered.getByText("Attention : cette période couvre 2 gardes prévues de l'agent.").waitFor();
    await expect(covered.getByRole("listitem").allTextContents()).resolves.toEqual([
      expect.stringMatching(new RegExp(`^mardi \\d+ \\S+, 08:00–16:00, ${SITE}$`)),
      expect.stringMatching(new RegExp(`^mercredi \\d+ \\S+, 08:00–16:00, ${SITE}$`)),
    ]);
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await leave.getByRole("button", { name: "Déclarer" }).click();
    await toastText(page, "Période déclarée").waitFor();
    // Declaring alone leaves the shifts as they were.
    expect((await agentShifts()).map((shift) => shift.status)).toEqual(["scheduled", "scheduled"]);

    // The offer: every covered shift checked, the focus on it.
    const offer = leave.getByTestId("leave-unassign");
    await offer.waitFor();
    const boxes = offer.getByRole("checkbox");
    await expect(boxes.count()).resolves.toBe(2);
    for (const box of await boxes.all()) await expect(box.getAttribute("aria-checked")).resolves.toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toBe("Gardes couvertes par la période déclarée");
    await settle(page);
    await screenshot(page, "planning-leave-offer-1440");
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole("button", { name: "Désassigner les 2 gardes" }).click();
    await toastText(page, "2 gardes désassignées").waitFor();
    await offer.waitFor({ state: "detached" });
    // The preview follows: nothing planned is left under the leave.
    await covered.getByText("Aucune garde prévue sur la période.").waitFor();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "hidden" });

    // On the server: both shifts cancelled, one audit row each naming the period.
    const shifts = await agentShifts();
    expect(shifts.map((shift) => shift.status)).toEqual(["cancelled", "cancelled"]);
    const audit = await api<AuditEntry[]>("GET", "/audit?entity=shift&action=update&limit=100");
    for (const shift of shifts) {
      const entry = audit.find((item) => item.entity_id === shift.id);
      expect(entry?.details).toMatchObject({ status: "cancelled", unassigned_for: { kind: "leave" } });
    }

    // 'Vue Semaine', without a reload: the leave on both days, the two shifts cancelled.
    await page.getByRole("tab", { name: "Vue Semaine" }).click();
    await expect
      .poll(() => row.locator('[data-testid="leave-cell"][data-kind="leave"]').count(), { timeout: 10_000 })
      .toBe(2);
    await expect.poll(() => row.getByText("Annulé").count(), { timeout: 10_000 }).toBe(2);
    await expect(row.getByText("Programmé").count()).resolves.toBe(0);

    // PRO Gantt, next week: the hatched band on the agent's row, named with its reason; bars cancelled.
    await navigate(page, /^Planning PRO/, "HTS PLANNING PRO");
    await page.getByRole("tab", { name: "Gantt" }).click();
    await page.getByRole("button", { name: "Semaine suivante" }).click();
    const ganttRow = await ganttRowOf(page, AGENT);
    const band = ganttRow.getByTestId("gantt-leave");
    await band.waitFor({ timeout: 15_000 });
    await expect(band.textContent()).resolves.toMatch(
      new RegExp(`^Congé — ${REASON}, du mardi \\d+ \\S+ au mercredi \\d+ \\S+$`),
    );
    await expect(band.getAttribute("style")).resolves.toMatch(/left: 14\.286%; width: 28\.571%/);
    const bars = ganttRow.getByTestId("gantt-bar");
    await expect(bars.count()).resolves.toBe(2);
    for (const bar of await bars.all())
      await expect(bar.getAttribute("aria-label")).resolves.toMatch(/, Annulé$/);
    await settle(page);
    await screenshot(page, "planning-leave-gantt-1440");
    await expectNoSeriousA11yViolations(page);
    await page.close();
    // Five screens walked with axe on each: a minute on a quiet machine, more when CI shares it.
  }, 150_000);

  it("shows neither the preview nor the offer to a role that may not change shifts", async () => {
    // The demo's agent account (Lucas Petit) reads his own leave; the server refuses him the preview.
    const page = await b.newPage();
    await signIn(page, { email: "agent@demo-hts.fr", password: DEMO.password });
    await navigate(page, /^Planning Agents/, "Planning des Agents");
    await page.getByRole("tab", { name: "Agents" }).click();
    const card = page.getByRole("group", { name: "Lucas Petit" });
    await card.getByRole("button", { name: "Voir Lucas Petit" }).click();
    const dialog = page.getByRole("dialog", { name: "Lucas Petit" });
    const leave = dialog.getByTestId("agent-leave");
    await leave.waitFor();
    await settle(page);
    await expect(leave.getByRole("button", { name: "Déclarer" }).count()).resolves.toBe(0);
    await expect(leave.getByTestId("leave-covered").count()).resolves.toBe(0);
    await expect(leave.getByTestId("leave-unassign").count()).resolves.toBe(0);
    const agentToken = (await apiLogin(b.baseUrl, { email: "agent@demo-hts.fr", password: DEMO.password }))
      .token;
    const refused = await fetch(
      `${b.baseUrl}/api/agents/${ids.agent}/unavailability/covered-shifts?startDate=${D1}&endDate=${D2}`,
      { headers: { authorization: `Bearer ${agentToken}` } },
    );
    expect(refused.status).toBe(403);
    await page.close();
  });
});
