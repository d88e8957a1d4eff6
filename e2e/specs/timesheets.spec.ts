import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { useBrowser } from "../support/browser.ts";
import { type Api, agentOnLocatedSite, apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 22, attendance slice: the office side. An agent's clocked week (sent as an offline queue)
// appears in 'Feuilles de temps', a manager validates it, and the site form takes the browser's
// position with 'Utiliser ma position'.

const b = useBrowser();
let api: Api;

/** The Monday of last week, in Paris. */
function lastMonday() {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7);
  return d.toISOString().slice(0, 10);
}

describe("Feuilles de temps", () => {
  const name = `Agent Pointage ${randomUUID().slice(0, 4)}`;
  beforeAll(async () => {
    api = apiAs(b.baseUrl, (await apiLogin(b.baseUrl)).token);
    const { siteId, agentId, agentToken } = await agentOnLocatedSite({ baseUrl: b.baseUrl, api, name });
    const date = lastMonday();
    const shift = await api<{ id: string }>("POST", "/planning-advanced/shifts", {
      agent_id: agentId,
      site_id: siteId,
      shift_date: date,
      start_time: "08:00",
      end_time: "12:00",
      break_minutes: 0,
      post: "Accueil",
    });
    const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((p) => p.type === "timeZoneName")?.value;
    const zone = offset === "GMT+2" ? "+02:00" : "+01:00";
    const at = (hhmm: string) => new Date(`${date}T${hhmm}:00${zone}`).toISOString();
    const position = { lat: 48.8585, lng: 2.2946, accuracy: 12 };
    const sync = await api<{ results: { status: number }[] }>(
      "POST",
      "/attendance/sync",
      {
        events: [
          {
            client_id: randomUUID(),
            kind: "clock_in",
            shift_id: shift.id,
            occurred_at: at("07:58"),
            position,
          },
          { client_id: randomUUID(), kind: "clock_out", occurred_at: at("12:06"), position },
        ],
      },
      agentToken,
    );
    expect(sync.results.map((r) => r.status)).toEqual([201, 201]);
  });

  it("shows last week's clocked hours, validates them, and passes axe", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/timesheets");
    await page.getByRole("heading", { level: 1, name: "Feuilles de temps" }).waitFor();
    await page.getByRole("button", { name: "Semaine précédente" }).click();
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await expect(row.getByText("4 h 15").count()).resolves.toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("button", { name: `Valider la semaine de ${name}` }).click();
    await page.getByText("Semaine validée", { exact: true }).first().waitFor();
    await row.getByText(/Validée par/).waitFor();
  });

  it("fills a site's position from the browser with 'Utiliser ma position'", async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 45.764043, longitude: 4.835659, accuracy: 8 });
    await signIn(page);
    await page.goto("/dashboard/sites");
    await page
      .getByRole("button", { name: /Nouveau site/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Utiliser ma position" }).click();
    await page.getByText("Position relevée (précision 8 m).").waitFor();
    await expect(page.getByLabel(/^Latitude/).inputValue()).resolves.toBe("45.764043");
    await expect(page.getByLabel(/^Longitude/).inputValue()).resolves.toBe("4.835659");
    await expectNoSeriousA11yViolations(page);
  });
});
