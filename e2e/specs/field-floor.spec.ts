import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { useBrowser } from "../support/browser.ts";
import { type Api, agentOnLocatedSite, apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 22, the control room: 'Sur le terrain' shows an agent expected and not clocked in, then on duty
// as soon as his phone clocks in, without a reload (live field.updated), at desk and phone widths.

const b = useBrowser();
let api: Api;

/** Date and "HH:mm" in Paris of an instant. */
function paris(at: Date) {
  const date = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(at);
  const time = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return { date, time };
}

describe("Sur le terrain", () => {
  const name = `Agent Terrain ${randomUUID().slice(0, 4)}`;
  let agentToken = "";
  let shiftId = "";

  beforeAll(async () => {
    api = apiAs(b.baseUrl, (await apiLogin(b.baseUrl)).token);
    const made = await agentOnLocatedSite({ baseUrl: b.baseUrl, api, name });
    agentToken = made.agentToken;
    // Started 20 minutes ago, for four hours: expected, and not clocked in.
    const start = paris(new Date(Date.now() - 20 * 60_000));
    const end = paris(new Date(Date.now() + 220 * 60_000));
    const shift = await api<{ id: string }>("POST", "/planning-advanced/shifts", {
      agent_id: made.agentId,
      site_id: made.siteId,
      shift_date: start.date,
      start_time: start.time,
      end_time: end.time,
      break_minutes: 0,
    });
    shiftId = shift.id;
  });

  it("lists him as expected, then on duty live when his phone clocks in; axe at 1440 and 390 px", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/field");
    await page.getByRole("heading", { level: 1, name: "Sur le terrain" }).waitFor();
    const expected = page.locator("[aria-labelledby='field-expected-title']");
    await expected.getByText(name).waitFor();
    await expectNoSeriousA11yViolations(page);

    const clocked = await api<{ flags: string[] }>(
      "POST",
      "/attendance/events",
      {
        client_id: randomUUID(),
        kind: "clock_in",
        shift_id: shiftId,
        occurred_at: new Date().toISOString(),
        position: { lat: 48.8586, lng: 2.2946, accuracy: 12 },
      },
      agentToken,
    );
    expect(clocked.flags).toContain("late");
    // No reload: the live event brings the new floor.
    await page
      .locator("[aria-labelledby='field-on-duty-title']")
      .getByText(name)
      .waitFor({ timeout: 15_000 });
    await expect(expected.getByText(name).count()).resolves.toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("heading", { level: 1, name: "Sur le terrain" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
