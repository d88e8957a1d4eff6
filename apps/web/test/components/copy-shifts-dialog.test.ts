import type { TShift } from "@hts/domain";
import type { Locator, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupComponentBrowser } from "./component-browser.ts";

// 'Copier / Répéter' (CopyShiftsDialog) alone on a page against the real API: the batch it sends for
// 'Aperçu' (a dry run) then for 'Créer', the preview it shows and the conflicts a repetition would cause.
const c = setupComponentBrowser();
const RUN = Date.now().toString(36).slice(-5);
// Two Mondays far from the demo's shifts, so that 'Tous les agents' copies only this file's shifts.
const DAY_WEEK = "2031-01-06";
const REPEAT_WEEK = "2031-02-10";
const ids = { site: "", agent: "" };

const plus = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The batch requests the page sends, as kind and body. */
function batchRequests(page: Page) {
  const seen: { kind: string; body: Record<string, unknown> }[] = [];
  page.on("request", (request: Request) => {
    const match = /\/api\/planning-advanced\/shifts\/(copy-week|copy-day|repeat)$/.exec(request.url());
    if (match?.[1] && request.method() === "POST")
      seen.push({ kind: match[1], body: request.postDataJSON() });
  });
  return seen;
}

const shiftsOn = (day: string) =>
  c
    .api<TShift[]>("GET", `/planning-advanced/shifts?start_date=${day}&end_date=${day}&agent_id=${ids.agent}`)
    .then((shifts) => shifts.filter((shift) => shift.shift_date === day));

/** Only this file's agent: the server may be shared with other runs (HTS_TEST_API_URL). */
async function pickAgent(dialog: Locator): Promise<void> {
  const all = dialog.getByRole("checkbox", { name: "Tous les agents" });
  if ((await all.getAttribute("aria-checked")) === "true") await all.click();
  await dialog.getByLabel("Rechercher un agent").fill(`Agent Copie ${RUN}`);
  await dialog.getByRole("checkbox", { name: new RegExp(`^Agent Copie ${RUN}`) }).click();
  await dialog.getByText("1 agent sélectionné").waitFor();
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Copier ou répéter des gardes" });

describe("CopyShiftsDialog", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    ids.site = (
      await c.api<{ id: string }>("POST", "/sites", {
        name: `Site copie ${RUN}`,
        address: "2 place de la Bourse, 75002 Paris",
      })
    ).id;
    ids.agent = (
      await c.api<{ id: string }>("POST", "/agents", {
        name: `Agent Copie ${RUN}`,
        badge: `CPY-${RUN}`,
        phone: "06 11 22 33 44",
        email: `copie.${RUN}@demo-hts.fr`,
        speciality: "Surveillance",
        level: "senior",
        assignedSiteId: ids.site,
      })
    ).id;
    const shift = (shift_date: string, start_time: string, end_time: string) =>
      c.api("POST", "/planning-advanced/shifts", {
        agent_id: ids.agent,
        site_id: ids.site,
        shift_date,
        start_time,
        end_time,
        break_minutes: 0,
      });
    await shift(plus(DAY_WEEK, 1), "08:00", "16:00");
    await shift(plus(REPEAT_WEEK, 1), "08:00", "16:00");
    // Already planned on the Tuesday of the next week: repeating the week overlaps it.
    await shift(plus(REPEAT_WEEK, 8), "10:00", "14:00");
  }, 420_000);

  it("Copier, a day to the days chosen: previews the dry run, then creates what it showed", async () => {
    const page = await c.mount("copy-shifts", { sourceWeek: DAY_WEEK });
    const requests = batchRequests(page);
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: "Jour → jours" }).click();
    await dialog.getByLabel(/^Jour source/).fill(plus(DAY_WEEK, 1));
    // Nothing to preview before a target day is chosen.
    await expect(dialog.getByRole("button", { name: "Aperçu" }).isDisabled()).resolves.toBe(true);
    const target = dialog.getByLabel(/^Jour cible/);
    await target.fill(plus(DAY_WEEK, 3));
    await dialog.getByRole("button", { name: "Ajouter le jour" }).click();
    await target.fill(plus(DAY_WEEK, 4));
    await dialog.getByRole("button", { name: "Ajouter le jour" }).click();
    const chosen = dialog.getByRole("list", { name: "Jours cibles" }).getByRole("listitem");
    await expect.poll(() => chosen.count()).toBe(2);
    await chosen.nth(1).getByRole("button").click();
    await expect.poll(() => chosen.count()).toBe(1);

    await pickAgent(dialog);
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    const preview = dialog.getByTestId("batch-preview");
    await preview.getByText("1 garde à créer").waitFor();
    await expect(preview.getByRole("table", { name: "Gardes à créer" }).isVisible()).resolves.toBe(true);
    await expect(preview.getByTestId("batch-row").textContent()).resolves.toContain(`Agent Copie ${RUN}`);
    expect(requests).toEqual([
      {
        kind: "copy-day",
        body: {
          source_date: plus(DAY_WEEK, 1),
          target_dates: [plus(DAY_WEEK, 3)],
          include_cancelled: false,
          agent_ids: [ids.agent],
          dry_run: true,
        },
      },
    ]);
    // The dry run wrote nothing.
    await expect(shiftsOn(plus(DAY_WEEK, 3))).resolves.toHaveLength(0);

    await dialog.getByRole("button", { name: "Créer 1 garde" }).click();
    await page.getByTestId("fixture-closed").waitFor();
    expect(requests[1]).toEqual({ kind: "copy-day", body: { ...requests[0]?.body, dry_run: false } });
    const copied = await shiftsOn(plus(DAY_WEEK, 3));
    expect(copied.map((shift) => `${shift.start_time}-${shift.end_time}`)).toEqual(["08:00-16:00"]);
    await page.context().close();
  });

  it("Répéter: shows the overlap a repetition causes and creates only with a reason", async () => {
    const page = await c.mount("copy-shifts", { sourceWeek: REPEAT_WEEK });
    const requests = batchRequests(page);
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: "Répéter" }).click();
    await expect(dialog.getByLabel(/^Semaine source/).inputValue()).resolves.toBe(REPEAT_WEEK);
    await dialog.getByLabel(/^Toutes les \(semaines\)/).fill("1");
    await dialog.getByLabel(/^Jusqu'au \(inclus\)/).fill(plus(REPEAT_WEEK, 16));
    await pickAgent(dialog);
    await dialog.getByRole("button", { name: "Aperçu" }).click();

    await dialog.getByTestId("batch-preview").getByText("2 gardes à créer").waitFor();
    const conflicts = dialog.getByTestId("save-conflicts");
    await conflicts.getByText(/Enregistrement bloqué/).waitFor();
    await conflicts
      .getByText(/Chevauchement/)
      .first()
      .waitFor();
    expect(requests).toEqual([
      {
        kind: "repeat",
        body: {
          source_week: REPEAT_WEEK,
          every_weeks: 1,
          until: plus(REPEAT_WEEK, 16),
          include_cancelled: false,
          agent_ids: [ids.agent],
          dry_run: true,
        },
      },
    ]);
    await expect(shiftsOn(plus(REPEAT_WEEK, 15))).resolves.toHaveLength(0);

    await conflicts.getByLabel(/^Motif du passage outre/).fill("Remplacement validé avec le client");
    await conflicts.getByRole("button", { name: "Enregistrer quand même" }).click();
    await page.getByTestId("fixture-closed").waitFor();
    expect(requests[1]?.body).toMatchObject({ dry_run: false, every_weeks: 1 });
    expect(JSON.stringify(requests[1]?.body)).toContain("Remplacement validé avec le client");
    await expect(shiftsOn(plus(REPEAT_WEEK, 8))).resolves.toHaveLength(2);
    await expect(shiftsOn(plus(REPEAT_WEEK, 15))).resolves.toHaveLength(1);
    await page.context().close();
  });
});
