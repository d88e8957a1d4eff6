import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import * as OTPAuth from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Issue 10 end to end, on a server of its own whose e-mails go to a real SMTP server started here.

const b = useBrowser();
const mails: { to: string; subject: string; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
const contexts: BrowserContext[] = [];

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

async function newPage(): Promise<Page> {
  const context = await b.browser.newContext({
    baseURL: server.baseUrl,
    locale: "fr-FR",
    viewport: { width: 1440, height: 900 },
  });
  contexts.push(context);
  return context.newPage();
}

async function mailTo(address: string, subject: RegExp): Promise<{ text: string; link: string }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = mails.find((m) => m.to === address && subject.test(m.subject));
    if (mail) return { text: mail.text, link: mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/)?.[0] ?? "" };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`pas d'e-mail pour ${address}`);
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

const code = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

const operator = { email: `operatrice.${Date.now()}@example.test`, password: "Salle-de-controle-2026" };

describe("Paramètres and accounts", () => {
  it("an admin invites an operator, who receives the invitation by SMTP, chooses a password and signs in", async () => {
    const admin = await newPage();
    await signIn(admin, { email: DEMO.email, password: DEMO.password });
    await admin.goto("/dashboard/settings?tab=users");
    await admin.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel(/^Nom/).fill("Inès Morel");
    await dialog.getByLabel(/^E-mail/).fill(operator.email);
    await dialog.getByLabel(/^Rôle/).selectOption("operator");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await toast(admin, `Invitation envoyée à ${operator.email}`).waitFor();
    await admin.getByText("Invitation en attente").first().waitFor();

    const mail = await mailTo(operator.email, /^Invitation à rejoindre/);
    expect(mail.link).toContain("/invitation?token=");
    const page = await newPage();
    await page.goto(mail.link);
    await page.getByRole("heading", { level: 1, name: /^Rejoindre / }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Nouveau mot de passe/).fill(operator.password);
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(operator.password);
    await page.getByRole("button", { name: "Activer mon compte" }).click();
    await page.waitForURL("**/login");
    await signIn(page, { email: operator.email, password: operator.password });
    await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
  });

  it("enrols TOTP, then signs in with a computed code and with a recovery code", async () => {
    const page = await newPage();
    await signIn(page, { email: operator.email, password: operator.password });
    await page.goto("/dashboard/settings?tab=security");
    await page.getByRole("button", { name: "Activer la double authentification" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole("img", { name: /QR code/ }).getAttribute("src")).resolves.toMatch(
      /^data:image\/svg/,
    );
    await page.getByLabel(/^Code de vérification/).fill(code(secret));
    await page.getByRole("button", { name: "Confirmer" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    const codes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await screenshot(page, "settings-recovery-codes");
    await page.getByRole("button", { name: "J'ai conservé mes codes" }).click();

    const second = await newPage();
    await signIn(second, { email: operator.email, password: operator.password }, { waitForDashboard: false });
    await second.getByText(/code à 6 chiffres/).waitFor();
    expect(await second.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // The next time step: the enrolment's code cannot be replayed.
    await second.getByLabel(/^Code/).fill(code(secret, 1));
    await second.getByRole("button", { name: "Vérifier" }).click();
    await second.waitForURL("**/dashboard", { timeout: 20_000 });

    const third = await newPage();
    await signIn(third, { email: operator.email, password: operator.password }, { waitForDashboard: false });
    await third.getByLabel(/^Code/).fill(codes[0] ?? "");
    await third.getByRole("button", { name: "Vérifier" }).click();
    await third.waitForURL("**/dashboard", { timeout: 20_000 });
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const page = await newPage();
    await page.goto("/login");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }).waitFor();
    await page.getByLabel(/^E-mail/).fill("planning@demo-hts.fr");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await page.getByText(/Si un compte existe avec cette adresse/).waitFor();
    const mail = await mailTo("planning@demo-hts.fr", /Réinitialisation/);
    await page.goto(mail.link);
    await page.getByLabel(/^Nouveau mot de passe/).fill("Nouveau-planning-2026");
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill("Nouveau-planning-2026");
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await page.waitForURL("**/login");
    await signIn(page, { email: "planning@demo-hts.fr", password: "Nouveau-planning-2026" });
    // The link works once.
    const again = await newPage();
    await again.goto(mail.link);
    await again.getByLabel(/^Nouveau mot de passe/).fill("Encore-autre-chose-26");
    await again.getByLabel(/^Confirmer le nouveau mot de passe/).fill("Encore-autre-chose-26");
    await again.getByRole("button", { name: "Changer le mot de passe" }).click();
    await toast(again, /n'est plus valide/).waitFor();
  });

  it("keeps the language chosen in the profile, on another device too", async () => {
    const page = await newPage();
    await signIn(page, { email: "responsable@demo-hts.fr", password: DEMO.password });
    await page.goto("/dashboard/settings");
    // Not the header's language picker (also labelled "Langue"): the profile's, saved on the server.
    await page.locator("#profile-language").selectOption("en");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await toast(page, "Settings saved").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    const otherDevice = await newPage();
    await signIn(otherDevice, { email: "responsable@demo-hts.fr", password: DEMO.password });
    await otherDevice.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 20_000 });
    expect(await otherDevice.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("warns a minute before the idle timeout, then returns to /login with the session ended on the server", async () => {
    const page = await newPage();
    await page.clock.install();
    await signIn(page, { email: "agent@demo-hts.fr", password: DEMO.password });
    // The shell (and its idle timer) is on screen before time jumps.
    await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
    await page.clock.fastForward("29:10");
    const warning = page.getByRole("dialog", { name: "Session bientôt expirée" });
    // The app's one-second timer runs on the page's fake clock: let it tick.
    for (let i = 0; i < 10 && !(await warning.isVisible()); i++) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(200);
    }
    await warning.getByText(/vous serez déconnecté dans \d+ secondes/).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    await page.clock.fastForward("01:00");
    await page.clock.runFor(2000);
    await page.waitForURL("**/login", { timeout: 20_000 });
    // Whichever ends first, the page's idle timer or the server's own expiry (a call answered 401), the
    // login page says why the user is back.
    await toast(page, "Session expirée").waitFor({ timeout: 15_000 });
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });

  // One test per width: six tabs with axe each is a long walk on a loaded machine.
  for (const width of [1440, 390]) {
    it(`every tab of the settings screen passes axe at ${width} px`, async () => {
      const page = await newPage();
      await signIn(page, { email: DEMO.email, password: DEMO.password });
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ["profile", "notifications", "security", "system", "company", "users", "audit"]) {
        await page.goto(`/dashboard/settings?tab=${tab}`);
        await page.getByRole("tabpanel").waitFor();
        await page.waitForLoadState("networkidle");
        await screenshot(page, `settings-${tab}-${width}`);
        await expectNoSeriousA11yViolations(page);
      }
    }, 120_000);
  }

  it("refuses calls and logins from an address outside the company's IP allowlist", async () => {
    const page = await newPage();
    await signIn(page, { email: DEMO.email, password: DEMO.password });
    await page.goto("/dashboard/settings?tab=security");
    await page.getByLabel(/^Adresses IP autorisées/).fill("203.0.113.0/24, 300.1.1.1");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await toast(page, "Entrée invalide dans la liste d'adresses IP : « 300.1.1.1 »").waitFor();
    await page.getByLabel(/^Adresses IP autorisées/).fill("203.0.113.0/24");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Votre adresse n'est pas dans la liste" });
    await confirm.getByText(/127\.0\.0\.1/).waitFor();
    await confirm.getByRole("button", { name: "Enregistrer quand même" }).click();
    await toast(page, "Sécurité mise à jour").waitFor();

    const other = await newPage();
    await signIn(
      other,
      { email: "operateur@demo-hts.fr", password: DEMO.password },
      { waitForDashboard: false },
    );
    await toast(other, /Accès refusé depuis cette adresse IP \(127\.0\.0\.1\)/).waitFor();
    expect(other.url()).toMatch(/\/login$/);
  });
});
