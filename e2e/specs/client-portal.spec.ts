import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import type { BrowserContext, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Issue 25 end to end: an admin invites a client user from the client's card (all but one of its three
// sites), the invitation arrives by a real SMTP server, the client chooses a password, signs in, lands
// on his portal, sees two sites of three and downloads a finalized report; axe at 1440 and 390 px.

const b = useBrowser();
const mails: { to: string; subject: string; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
const contexts: BrowserContext[] = [];
const stamp = Date.now();
const clientEmail = `claire.${stamp}@example.test`;
const PASSWORD = "Portail-client-2026";
const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          for (const r of session.envelope.rcptTo)
            mails.push({ to: r.address, subject: m.subject ?? "", text: m.text ?? "" });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "HTS <hts@example.test>" },
  });
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await server?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await b.browser.newContext({
    baseURL: server.baseUrl,
    locale: "fr-FR",
    viewport,
    acceptDownloads: true,
  });
  contexts.push(context);
  return context.newPage();
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function invitationLink(address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = mails.find((m) => m.to === address && /^Invitation/.test(m.subject));
    const link = mail?.text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`pas d'invitation pour ${address}`);
}

/** "HH:MM" Paris time, `minutes` from now, and today's Paris date. */
function paris(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", ...o }).format(at);
  return {
    day: f({ year: "numeric", month: "2-digit", day: "2-digit" }),
    time: f({ hour: "2-digit", minute: "2-digit" }),
  };
}

/** An agent on shift now on `siteId` writes an incident from his phone (the logbook's API). */
async function incidentOn(token: string, siteId: string, text: string) {
  const email = `agent.portail.${stamp}@example.test`;
  const user = await call(token, "POST", "/users", {
    name: `Yanis ${stamp}`,
    email,
    password: PASSWORD,
    role: "agent",
  });
  const agent = await call(token, "POST", "/agents", {
    name: "Yanis Martin",
    badge: `CP-${stamp}`,
    phone: "06 00 00 00 25",
    email,
    userId: user.id,
  });
  const start = paris(-60);
  const shift = await call(token, "POST", "/planning-advanced/shifts", {
    agent_id: agent.id,
    site_id: siteId,
    shift_date: paris(0).day,
    start_time: start.day === paris(0).day ? start.time : "00:00",
    end_time: paris(0).time < "22:00" ? paris(120).time : "23:59",
  });
  const { token: agentToken } = await apiLogin(server.baseUrl, { email, password: PASSWORD });
  await call(agentToken, "POST", "/me/logbook", {
    client_id: crypto.randomUUID(),
    shift_id: shift.id,
    category: "Intrusion",
    severity: "important",
    text,
    occurred_at: new Date().toISOString(),
  });
}

/** Reloads until `text` shows (the client has no live stream; CI machines are slow). */
async function reloadUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole("heading", { level: 1 }).waitFor();
        // isVisible() does not wait: the sections load after the heading.
        return page
          .getByText(text)
          .first()
          .waitFor({ timeout: 8_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe(true);
}

describe("client portal", () => {
  const names = [`Tour Alpha ${stamp}`, `Tour Bêta ${stamp}`, `Tour Gamma ${stamp}`];
  const siteIds: string[] = [];
  let clientName = "";

  it("an admin invites a client user for two of the client's three sites", async () => {
    const { token } = await apiLogin(server.baseUrl, DEMO);
    for (const name of names)
      siteIds.push((await call(token, "POST", "/sites", { name, address: `${name}, Nantes` })).id);
    clientName = `Foncière Ouest ${stamp}`;
    const client = await call(token, "POST", "/clients", { name: clientName, siren: "732829320" });
    await call(token, "POST", `/clients/${client.id}/sites`, { siteIds });
    const report = await call(token, "POST", "/security-reports", {
      siteId: siteIds[0],
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      observations: "Ronde de nuit sans anomalie",
      responsibleName: "Chef de poste",
      responsibleSignature: SIGNATURE,
    });
    await call(token, "POST", `/security-reports/${report.id}/finalize`);
    await call(token, "POST", `/security-reports/${report.id}/export?format=pdf`);

    const admin = await newPage();
    await signIn(admin, DEMO);
    await admin.goto("/dashboard/sites");
    const card = admin.getByTestId("client-card").filter({ hasText: clientName });
    await card.getByRole("button", { name: "Inviter un utilisateur" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Nom").fill("Claire Cliente");
    await dialog.getByLabel("E-mail").fill(clientEmail);
    await dialog.getByLabel(names[0] as string).check();
    await dialog.getByLabel(names[1] as string).check();
    await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await admin.getByText(`Invitation envoyée à ${clientEmail}`).first().waitFor();
  });

  it("the client chooses a password, lands on his portal, sees two sites and downloads the report", async () => {
    const page = await newPage();
    await page.goto(await invitationLink(clientEmail));
    await page.getByLabel(/^Nouveau mot de passe/).fill(PASSWORD);
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(PASSWORD);
    await page.getByRole("button", { name: "Activer mon compte" }).click();
    await page.waitForURL("**/login");
    await signIn(page, { email: clientEmail, password: PASSWORD }, { waitForDashboard: false });
    await page.waitForURL("**/portail", { timeout: 30_000 });
    await page.getByRole("heading", { level: 1, name: "Le service rendu sur vos sites" }).waitFor();
    await page.getByText(clientName).waitFor();
    const options = await page.getByLabel("Site", { exact: true }).locator("option").allTextContents();
    expect(options.slice(1)).toEqual([names[0], names[1]]);
    // The office app is not his: he is sent back to the portal.
    await page.goto("/dashboard/sites");
    await page.waitForURL("**/portail");
    const button = page.getByRole("button", { name: new RegExp(`Télécharger le rapport ${names[0]}`) });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "client-portal-1440");

    const phone = await newPage({ width: 390, height: 844 });
    await signIn(phone, { email: clientEmail, password: PASSWORD }, { waitForDashboard: false });
    await phone.waitForURL("**/portail", { timeout: 30_000 });
    await phone.getByRole("heading", { level: 1 }).waitFor();
    await phone.getByText(clientName).waitFor();
    await expectNoSeriousA11yViolations(phone);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("an incident reaches the portal once a manager approves it; a request is filed and answered", async () => {
    const { token } = await apiLogin(server.baseUrl, DEMO);
    const incident = `Porte forcée quai 2 ${stamp}`;
    await incidentOn(token, siteIds[0] as string, incident);

    const client = await newPage();
    await signIn(client, { email: clientEmail, password: PASSWORD }, { waitForDashboard: false });
    await client.waitForURL("**/portail", { timeout: 30_000 });
    // Published "after approval" (the default): not yet approved, not shown.
    await client.getByText("Aucun incident publié sur vos sites.").waitFor();
    expect(await client.getByText(incident).count()).toBe(0);

    const office = await newPage({ width: 390, height: 844 });
    await signIn(office, DEMO);
    await office.goto("/dashboard/logbook");
    const entry = office.getByRole("listitem").filter({ hasText: incident });
    await entry.getByText("Portail : en attente").waitFor({ timeout: 30_000 });
    await entry.getByRole("button", { name: "Approuver pour le client (portail) : Intrusion" }).click();
    await entry.getByText("Portail : approuvée").waitFor();
    await expectNoSeriousA11yViolations(office);
    await reloadUntil(client, `Intrusion : ${incident}`);
    // The agent as the client may know him: first name and initial.
    await client.getByText(`Yanis M.`).first().waitFor();

    const subject = `Agent supplémentaire samedi ${stamp}`;
    await client.getByLabel(/^Site concerné/).selectOption({ label: names[1] as string });
    await client.getByLabel(/^Nature de la demande/).selectOption({ label: "Agent supplémentaire" });
    await client.getByLabel(/^Objet/).fill(subject);
    await client.getByLabel(/^Votre demande/).fill("Inventaire samedi : un agent de plus de 8 h à 18 h.");
    await client.getByRole("button", { name: "Envoyer la demande" }).click();
    const mine = client.getByRole("listitem").filter({ hasText: subject });
    await mine.getByText("Ouverte").waitFor();

    await office.goto("/dashboard/client-requests");
    const card = office.getByRole("listitem", { name: new RegExp(subject) });
    await card.waitFor({ timeout: 30_000 });
    await card.getByLabel("Statut").selectOption({ label: "Close" });
    await card.getByLabel("Réponse au client").fill("Un agent de plus sera présent samedi de 8 h à 18 h.");
    await card.getByRole("button", { name: "Enregistrer" }).click();
    await office.getByText("Demande mise à jour").first().waitFor();
    await expectNoSeriousA11yViolations(office);
    const overflow = await office.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await reloadUntil(client, "Un agent de plus sera présent samedi de 8 h à 18 h.");
    await client.getByRole("listitem").filter({ hasText: subject }).getByText("Close").waitFor();
    await expectNoSeriousA11yViolations(client);
    await screenshot(client, "client-portal-requests-1440");

    const phone = await newPage({ width: 390, height: 844 });
    await signIn(phone, { email: clientEmail, password: PASSWORD }, { waitForDashboard: false });
    await phone.waitForURL("**/portail", { timeout: 30_000 });
    await phone.getByText(subject).waitFor();
    await expectNoSeriousA11yViolations(phone);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }, 300_000);
});
