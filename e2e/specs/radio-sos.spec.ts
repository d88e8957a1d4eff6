// Radio POC 4G (issue 12): a field radio's SOS pressed on the screen sends the browser's real position
// (geolocation granted to the test), and a second operator window sees the critical alert arrive live,
// with the nearest agent on shift, whom the operator dispatches.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { imeiCheckDigit } from "../../packages/domain/src/radio/radio.rules.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { type ApiSession, apiLogin } from "../support/login.ts";

const b = useBrowser();
const RUN = Date.now().toString().slice(-8);
const imei = (n: number) => {
  const body = `35${RUN}${String(n).padStart(4, "0")}`;
  return `${body}${imeiCheckDigit(body)}`;
};

type Session = ApiSession;

async function api<T>(
  session: Session,
  path: string,
  init: RequestInit = {},
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${b.baseUrl}/api${path}`, {
    ...init,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.token}`, ...headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function windowOf(session: Session, size?: { width: number; height: number }): Promise<Page> {
  const page = await b.newPage(size);
  await page.goto("/");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  return page;
}

const lateEvening = () =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    ),
  ) >= 23;
const day = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date());

describe("radio SOS", () => {
  it("SOS from the screen with the real position appears live in a second operator window", async () => {
    const admin = await apiLogin(b.baseUrl);
    const operator = await apiLogin(b.baseUrl, { email: "operateur@demo-hts.fr", password: DEMO.password });
    const sites = await api<{ id: string }[]>(admin, "/sites?limit=1");
    const newAgent = (name: string, badge: string) =>
      api<{ id: string }>(admin, "/agents", {
        method: "POST",
        body: JSON.stringify({
          name,
          badge,
          phone: "06 00 00 00 00",
          email: `${badge.toLowerCase()}@exemple.fr`,
          assignedSiteId: sites[0]?.id,
        }),
      });
    const sender = await newAgent(`Sofia Détresse ${RUN}`, `SOS-${RUN}`);
    const helper = await newAgent(`Hugo Renfort ${RUN}`, `HLP-${RUN}`);
    // Hugo is on shift now: today from midnight, or from noon to noon when the day ends within the hour.
    await api(admin, "/planning-advanced/shifts", {
      method: "POST",
      body: JSON.stringify({
        agent_id: helper.id,
        site_id: sites[0]?.id,
        shift_date: day(),
        start_time: lateEvening() ? "12:00" : "00:00",
        end_time: lateEvening() ? "11:59" : "23:59",
      }),
    });
    const radio = await api<{ id: string; radioKey: string }>(admin, "/radio/radios/", {
      method: "POST",
      body: JSON.stringify({ radioId: imei(1), serialNumber: `SN-${RUN}-1`, agentId: sender.id }),
    });
    const helperRadio = await api<{ radioKey: string }>(admin, "/radio/radios/", {
      method: "POST",
      body: JSON.stringify({ radioId: imei(2), serialNumber: `SN-${RUN}-2`, agentId: helper.id }),
    });
    // The gateway reports Hugo's radio under a kilometre away.
    const telemetry = await fetch(`${b.baseUrl}/api/radio/gateway/telemetry`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-radio-key": helperRadio.radioKey },
      body: JSON.stringify({ battery: 88, signalStrength: 90, location: { lat: 45.7622, lng: 4.8387 } }),
    });
    expect(telemetry.status).toBe(200);

    // The control room's window, open before the SOS.
    const room = await windowOf(operator);
    await room.goto("/dashboard/radio");
    await room.getByRole("heading", { level: 1, name: "Radio POC 4G" }).waitFor();
    await room.getByTestId("radio-ai-panel").waitFor();

    // The field window: geolocation granted, the device at Lyon's Place Bellecour.
    const field = await windowOf(admin, { width: 390, height: 844 });
    await field.context().grantPermissions(["geolocation"], { origin: b.baseUrl });
    await field.context().setGeolocation({ latitude: 45.7578, longitude: 4.832 });
    await field.goto("/dashboard/radio");
    const sosButton = field.getByRole("button", { name: `Déclencher un SOS pour la radio ${imei(1)}` });
    await sosButton.waitFor();
    await expectNoSeriousA11yViolations(field);
    await sosButton.click();
    await field.getByText("SOS Déclenché").first().waitFor();
    await field.getByText(`Plus proche : Hugo Renfort ${RUN}`, { exact: false }).first().waitFor();

    // Live in the operator's window, without a reload: the alert, its real position, the nearest agent.
    const alert = room
      .getByTestId("radio-alert")
      .filter({ hasText: `Sofia Détresse ${RUN}` })
      .first();
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain("45.75780, 4.83200");
    expect(await alert.textContent()).toContain("SOS");
    await alert.getByRole("button", { name: "Agents proches" }).click();
    const nearest = alert.getByTestId("radio-nearest");
    await nearest.getByText(`Hugo Renfort ${RUN}`, { exact: false }).waitFor();
    await nearest.getByRole("button", { name: "Dépêcher" }).first().click();
    await alert
      .getByTestId("radio-alert-dispatched")
      .getByText(`Agent dépêché : Hugo Renfort ${RUN}`)
      .waitFor();
    await room.getByTestId("radio-avg-response").filter({ hasText: "min" }).waitFor();
    await screenshot(room, "radio-sos-operator");
    await screenshot(field, "radio-sos-phone");

    // The add-radio dialog checks the IMEI's check digit, then shows the telemetry key once.
    await room.getByRole("button", { name: "Ajouter une radio" }).click();
    const dialog = room.getByRole("dialog");
    await dialog
      .getByLabel("IMEI (radioId)")
      .fill(`${imei(3).slice(0, 14)}${(Number(imei(3).at(-1)) + 1) % 10}`);
    await dialog.getByLabel("Numéro de série").fill(`SN-${RUN}-3`);
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await dialog.getByText("IMEI invalide", { exact: false }).waitFor();
    await dialog.getByLabel("IMEI (radioId)").fill(imei(3));
    await dialog.getByRole("button", { name: "Ajouter" }).click();
    await dialog.getByTestId("radio-key").filter({ hasText: "hts_radio_" }).waitFor();
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await room.getByRole("button", { name: `Modifier la radio ${imei(3)}` }).waitFor();

    // The alarm is on the alarms list as a critical one.
    const alarms = await api<{ title: string; severity: string }[]>(operator, "/alarms?limit=20");
    expect(
      alarms.some((a) => a.title === `SOS radio : Sofia Détresse ${RUN}` && a.severity === "critique"),
    ).toBe(true);
    expect(radio.id).toBeTruthy();
  });
});
