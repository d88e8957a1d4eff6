import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 16, items 1, 2 and 4 as a user sees them: an agent reaches only his sites' reports and may
// change only his own; a draft keeps its signature through an edit; a site with history is archived,
// not erased, after a dialog that says so; 'Toutes les caméras' opens the list filtered to the site.

const b = useBrowser();
const PHONE = { width: 390, height: 844 };
const PASSWORD = "Agent-e2e-2026!x";
const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stamp = Date.now();

let adminToken = "";
let agentEmail = "";
let shared = { id: "", name: "" };
let other = { id: "", name: "" };

async function call(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${b.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const admin = (method: string, url: string, body?: unknown) => call(adminToken, method, url, body);

async function noSidewaysScroll(page: Page, width: number) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

describe("Record rights, report drafts and deleting sites", () => {
  beforeAll(async () => {
    adminToken = (await apiLogin(b.baseUrl)).token;
    const sites = (await admin("GET", "/sites")).body as { id: string; name: string }[];
    [shared, other] = [sites[0] ?? shared, sites[1] ?? other];
    expect(other.id).not.toBe("");

    // An agent account working on `shared` through a shift tomorrow.
    agentEmail = `agent.e2e.${stamp}@demo-hts.fr`;
    const user = await admin("POST", "/users", {
      name: "Inès Terrain",
      email: agentEmail,
      password: PASSWORD,
      role: "agent",
    });
    expect(user.status).toBe(201);
    const agent = await admin("POST", "/agents", {
      name: "Inès Terrain",
      badge: `E2E-${stamp}`,
      phone: "06 12 34 56 78",
      email: agentEmail,
      userId: user.body.id,
    });
    expect(agent.status).toBe(201);
    const shift = await admin("POST", "/planning-advanced/shifts", {
      agent_id: agent.body.id,
      site_id: shared.id,
      shift_date: day(1),
      start_time: "08:00",
      end_time: "16:00",
    });
    expect(shift.status).toBe(201);
  });

  it("an agent reads his site's reports, changes only his own, deletes his draft (1440 and 390 px)", async () => {
    const adminDraft = await admin("POST", "/security-reports", {
      siteId: shared.id,
      periodStart: day(0),
      periodEnd: day(0),
      observations: `Brouillon de l'administrateur ${stamp}`,
    });
    const elsewhere = await admin("POST", "/security-reports", {
      siteId: other.id,
      periodStart: day(0),
      periodEnd: day(0),
      observations: `Autre site ${stamp}`,
    });
    const agentToken = (await apiLogin(b.baseUrl, { email: agentEmail, password: PASSWORD })).token;
    const own = await call(agentToken, "POST", "/security-reports", {
      siteId: shared.id,
      periodStart: day(0),
      periodEnd: day(0),
      observations: `Brouillon de l'agent ${stamp}`,
    });
    expect(own.status).toBe(201);
    // Through the API too: the admin's draft is visible but not his to finalize; the other site's is not his to see.
    expect((await call(agentToken, "POST", `/security-reports/${adminDraft.body.id}/finalize`)).status).toBe(
      403,
    );
    expect((await call(agentToken, "GET", `/security-reports/${elsewhere.body.id}`)).status).toBe(404);

    for (const size of [{ width: 1440, height: 900 }, PHONE]) {
      const page = await b.newPage(size);
      await signIn(page, { email: agentEmail, password: PASSWORD });
      await page.goto("/dashboard/security-reports");
      await page.getByRole("heading", { level: 1, name: "Rapports de Sécurité" }).waitFor();
      const cards = page.getByTestId("security-report-card");
      await cards.first().waitFor();
      const texts = await cards.allTextContents();
      expect(texts.every((text) => text.includes(shared.name))).toBe(true);
      expect(texts.some((text) => text.includes(other.name))).toBe(false);
      // Only his own draft offers its buttons (the list shows its site and his name as author).
      const mine = cards.filter({ hasText: "Inès Terrain" }).first();
      await mine.getByRole("button", { name: "Modifier" }).waitFor();
      const theirs = cards.filter({ hasText: /Créé le .* par (?!Inès)/ }).first();
      await expect(theirs.getByRole("button", { name: "Finaliser" }).count()).resolves.toBe(0);
      await expect(theirs.getByRole("button", { name: "Modifier" }).count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page);
      if (size.width === PHONE.width) await noSidewaysScroll(page, PHONE.width);
      await screenshot(page, `record-rights-agent-reports-${size.width}`);
      await page.context().close();
    }

    // Delete his draft, after confirming.
    const page = await b.newPage();
    await signIn(page, { email: agentEmail, password: PASSWORD });
    await page.goto("/dashboard/security-reports");
    const mine = page.getByTestId("security-report-card").filter({ hasText: "Inès Terrain" }).first();
    await mine.getByRole("button", { name: /^Supprimer le brouillon/ }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer ce brouillon ?" });
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Brouillon supprimé").first().waitFor();
    expect((await admin("GET", `/security-reports/${own.body.id}`)).status).toBe(404);
    await page.context().close();
  });

  it("an operator sees agents' names without personal data; a planner sees them but no payslip (1440 and 390 px)", async () => {
    const member = async (role: string) => {
      const email = `${role}.e2e.${stamp}@demo-hts.fr`;
      const res = await admin("POST", "/users", { name: `${role} e2e`, email, password: PASSWORD, role });
      expect(res.status).toBe(201);
      return email;
    };
    const operator = await member("operator");
    const planner = await member("planner");
    for (const size of [{ width: 1440, height: 900 }, PHONE]) {
      for (const [email, seesPhone] of [
        [operator, false],
        [planner, true],
      ] as const) {
        const page = await b.newPage(size);
        await signIn(page, { email: email, password: PASSWORD });
        await page.goto("/dashboard/planning");
        await page.getByRole("tab", { name: "Agents" }).click();
        await page.getByLabel("Rechercher un agent").fill("Inès Terrain");
        const card = page.getByRole("group", { name: "Inès Terrain" });
        await card.waitFor();
        await expect(card.getByText("06 12 34 56 78").count()).resolves.toBe(seesPhone ? 1 : 0);
        await expect(card.getByText(agentEmail).count()).resolves.toBe(seesPhone ? 1 : 0);
        if (size.width === PHONE.width) await noSidewaysScroll(page, PHONE.width);
        if (email === planner) {
          // Hours from the planning, yes; a payslip or every agent's pay, no.
          await page.goto("/dashboard/salary-calculator");
          await page.getByRole("button", { name: "Importer depuis le planning" }).waitFor();
          await expect(page.getByRole("button", { name: "Bulletin PDF" }).count()).resolves.toBe(0);
          await expect(page.getByRole("button", { name: "Export Excel du mois" }).count()).resolves.toBe(0);
          await expectNoSeriousA11yViolations(page);
          await screenshot(page, `record-rights-planner-payroll-${size.width}`);
        }
        await page.context().close();
      }
    }
  });

  it("keeps the signature of a draft through an edit in the form", async () => {
    const created = await admin("POST", "/security-reports", {
      siteId: shared.id,
      periodStart: day(0),
      periodEnd: day(0),
      observations: `Signé ${stamp}`,
      responsibleSignature: SIGNATURE,
    });
    const page = await b.newPage();
    await signIn(page, { email: DEMO.email, password: DEMO.password });
    await page.goto("/dashboard/security-reports");
    const card = page.getByTestId("security-report-card").filter({ hasText: shared.name }).first();
    await card.waitFor();
    // The newest is first: ours.
    await card.getByRole("button", { name: "Modifier" }).click();
    await page.getByText("La signature enregistrée est conservée").waitFor();
    await page.getByLabel(/^Observations/).fill(`Signé et relu ${stamp}`);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await page.getByText("Rapport enregistré").first().waitFor();
    const after = await admin("GET", `/security-reports/${created.body.id}`);
    expect(after.body.observations).toBe(`Signé et relu ${stamp}`);
    expect(after.body.responsibleSignature).toBe(SIGNATURE);
    await page.context().close();
  });

  it("erases a site without history, archives one with history after saying so, and restores it", async () => {
    const empty = await admin("POST", "/sites", { name: `Site vide ${stamp}`, address: "1 rue Vide, Paris" });
    const used = await admin("POST", "/sites", {
      name: `Site équipé ${stamp}`,
      address: "2 rue Pleine, Paris",
    });
    await admin("POST", "/cameras", { siteId: used.body.id, name: `Caméra ${stamp}`, location: "Hall" });

    const page = await b.newPage();
    await signIn(page, { email: DEMO.email, password: DEMO.password });
    await page.goto(`/dashboard/sites/${empty.body.id}`);
    await page.getByRole("button", { name: "Supprimer" }).click();
    let dialog = page.getByRole("dialog", { name: `Supprimer le site Site vide ${stamp} ?` });
    await dialog.getByText("il sera effacé définitivement").waitFor();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await page.waitForURL("**/dashboard/sites");
    expect((await admin("GET", `/sites/${empty.body.id}`)).status).toBe(404);

    await page.goto(`/dashboard/sites/${used.body.id}`);
    // 'Toutes les caméras' first: the list opens filtered to this site.
    await page.getByRole("link", { name: "Toutes les caméras" }).click();
    await page.waitForURL(`**/dashboard/cameras?site=${used.body.id}`);
    await page.getByText(`Caméra ${stamp}`).first().waitFor();
    // The select shows the site once its options are loaded.
    await expect.poll(() => page.getByLabel("Filtrer par site").inputValue()).toBe(used.body.id);
    await page.goBack();

    await page.getByRole("button", { name: "Supprimer" }).click();
    dialog = page.getByRole("dialog", { name: `Supprimer le site Site équipé ${stamp} ?` });
    await dialog.getByText("il sera archivé, pas effacé").waitFor();
    await dialog.getByText("1 caméra").waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "record-rights-site-archive-dialog");
    await dialog.getByRole("button", { name: "Archiver" }).click();
    await page.getByText(/Site archivé le .*lecture seule/).waitFor();
    await expect(page.getByRole("button", { name: "Modifier" }).count()).resolves.toBe(0);
    const sites = (await admin("GET", "/sites?limit=500")).body as { id: string }[];
    expect(sites.some((site) => site.id === used.body.id)).toBe(false);

    await page.getByRole("button", { name: "Restaurer" }).click();
    await page.getByText("Site restauré (inactif)").first().waitFor();
    await page.getByRole("button", { name: "Modifier" }).waitFor();
    await page.context().close();
  });

  it("deletes a camera after confirming; its site's alarms keep their history", async () => {
    const site = await admin("POST", "/sites", {
      name: `Site caméras ${stamp}`,
      address: "3 rue Vue, Paris",
    });
    const camera = await admin("POST", "/cameras", {
      siteId: site.body.id,
      name: `Caméra à retirer ${stamp}`,
      location: "Quai",
    });
    const alarm = await admin("POST", "/alarms", {
      siteId: site.body.id,
      title: `Mouvement ${stamp}`,
      description: "Caméra à retirer",
      location: "Quai",
    });
    const page = await b.newPage(PHONE);
    await signIn(page, { email: DEMO.email, password: DEMO.password });
    await page.goto(`/dashboard/cameras?site=${site.body.id}`);
    await page.getByRole("button", { name: `Supprimer la caméra Caméra à retirer ${stamp}` }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer cette caméra ?" });
    await dialog.getByText("gardent leur historique").waitFor();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Caméra supprimée").first().waitFor();
    expect((await admin("GET", `/cameras/${camera.body.id}`)).status).toBe(404);
    expect(alarm.status).toBe(201);
    expect((await admin("GET", `/alarms/${alarm.body.id}`)).status).toBe(200);
    await noSidewaysScroll(page, PHONE.width);
    await page.context().close();
  });
});
