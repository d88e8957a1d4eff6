import type { TShift } from "@hts/domain";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupComponentBrowser } from "./component-browser.ts";

// The shift edit dialog of the three planning screens (ShiftEditDialog), alone on a page, against the
// real API: what it shows, what it refuses before asking, what it sends, and the conflicts it shows.
const c = setupComponentBrowser();
const RUN = Date.now().toString(36).slice(-5);
const DAY = "2031-03-12";
let morning: TShift;
let afternoon: TShift;
// Alone on its day: saving it raises no conflict, whatever the other tests changed.
let alone: TShift;

/** Every request the page sends to the shift routes, as method, path and body. */
function shiftRequests(page: Page) {
  const seen: { method: string; path: string; body: Record<string, unknown> }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/planning-advanced/shifts")) return;
    if (request.method() === "GET") return;
    seen.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() ?? {} });
  });
  return seen;
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Modifier la garde" });

describe("ShiftEditDialog", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    const site = await c.api<{ id: string }>("POST", "/sites", {
      name: `Site composant ${RUN}`,
      address: "1 rue de Rivoli, 75001 Paris",
    });
    const agent = await c.api<{ id: string }>("POST", "/agents", {
      name: `Agent Composant ${RUN}`,
      badge: `CMP-${RUN}`,
      phone: "06 11 22 33 44",
      email: `composant.${RUN}@demo-hts.fr`,
      speciality: "Surveillance",
      level: "senior",
      assignedSiteId: site.id,
    });
    const shift = (start_time: string, end_time: string, shift_date = DAY) =>
      c.api<TShift>("POST", "/planning-advanced/shifts", {
        agent_id: agent.id,
        site_id: site.id,
        shift_date,
        start_time,
        end_time,
        break_minutes: 0,
      });
    morning = await shift("08:00", "12:00");
    afternoon = await shift("14:00", "18:00");
    alone = await shift("08:00", "12:00", "2031-03-20");
  }, 300_000);

  it("shows the shift's values and refuses empty times without asking the server", async () => {
    const page = await c.mount("shift-edit", { shift: afternoon });
    const requests = shiftRequests(page);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expect(dialog.getByLabel(/^Date/).inputValue()).resolves.toBe(DAY);
    await expect(dialog.getByLabel(/^Heure d'arrivée/).inputValue()).resolves.toBe("14:00");
    await expect(dialog.getByLabel(/^Heure de départ/).inputValue()).resolves.toBe("18:00");
    const agent = dialog.getByLabel(/^Agent/);
    await expect(agent.inputValue()).resolves.toBe(afternoon.agent_id);

    await dialog.getByLabel(/^Heure d'arrivée/).fill("");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    const start = dialog.getByLabel(/^Heure d'arrivée/);
    await expect.poll(() => start.getAttribute("aria-invalid")).toBe("true");
    const errorId = (await start.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toMatch(/\S/);
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it("checks first, shows the overlap it would create, and saves only with a reason", async () => {
    const page = await c.mount("shift-edit", { shift: afternoon });
    const requests = shiftRequests(page);
    const dialog = dialogOf(page);
    await dialog.getByLabel(/^Heure d'arrivée/).fill("10:00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();

    const conflicts = dialog.getByTestId("save-conflicts");
    await conflicts.getByRole("heading", { name: "Chevauchement de gardes" }).first().waitFor();
    await conflicts.getByText(`Chevauchement : Agent Composant ${RUN}`, { exact: false }).first().waitFor();
    await conflicts.getByText(/Enregistrement bloqué/).waitFor();
    // The check was sent with the new time, and nothing was saved yet.
    expect(requests).toEqual([
      {
        method: "POST",
        path: `/api/planning-advanced/shifts/${afternoon.id}/check`,
        body: expect.objectContaining({ start_time: "10:00", end_time: "18:00", shift_date: DAY }),
      },
    ]);
    const unchanged = await c.api<TShift[]>(
      "GET",
      `/planning-advanced/shifts?start_date=${DAY}&end_date=${DAY}&agent_id=${afternoon.agent_id}`,
    );
    expect(unchanged.find((s) => s.id === afternoon.id)?.start_time).toBe("14:00");

    // An administrator may override a blocking conflict, with a reason kept in the audit.
    const anyway = conflicts.getByRole("button", { name: "Enregistrer quand même" });
    await conflicts.getByLabel(/^Motif du passage outre/).fill("Renfort demandé par le client");
    await anyway.click();
    await page.getByTestId("fixture-closed").waitFor();
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.path).toBe(`/api/planning-advanced/shifts/${afternoon.id}`);
    expect(patch?.body).toMatchObject({ start_time: "10:00" });
    expect(JSON.stringify(patch?.body)).toContain("Renfort demandé par le client");
    const saved = await c.api<TShift[]>(
      "GET",
      `/planning-advanced/shifts?start_date=${DAY}&end_date=${DAY}&agent_id=${afternoon.agent_id}`,
    );
    expect(saved.find((s) => s.id === afternoon.id)?.start_time).toBe("10:00");
    expect(saved.find((s) => s.id === morning.id)?.start_time).toBe("08:00");
    await page.context().close();
  });

  it("a change without conflict is checked, then saved with PATCH, and the dialog closes", async () => {
    const page = await c.mount("shift-edit", { shift: alone });
    const requests = shiftRequests(page);
    const dialog = dialogOf(page);
    await dialog.getByLabel(/^Notes/).fill("Clés au poste de garde");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByTestId("fixture-closed").waitFor();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /api/planning-advanced/shifts/${alone.id}/check`,
      `PATCH /api/planning-advanced/shifts/${alone.id}`,
    ]);
    expect(requests[1]?.body).toMatchObject({ notes: "Clés au poste de garde", start_time: "08:00" });
    await page.getByText("Garde modifiée").first().waitFor();
    await page.context().close();
  });
});
