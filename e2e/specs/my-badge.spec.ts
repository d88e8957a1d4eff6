import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DEMO, screenshot, useBrowser } from "../support/browser.ts";

// Issue 28 item 11 (decision 082): the demo agent opens 'Mon badge' on a 390 px phone and shows a
// rotating QR code; the existing browser reader accepts its code (typed in the reader's manual entry,
// as a phone without camera would) and, with anti-passback on, refuses the same badge's second entry.
const b = useBrowser();
const AGENT = { email: "agent@demo-hts.fr", password: DEMO.password };

async function apiLogin(email: string, password: string) {
  const res = await fetch(`${b.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; user: { id: string } };
}

async function uiLogin(page: Page, email: string, password: string, landing = "**/dashboard"): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(landing, { timeout: 30_000 });
}

describe("Mon badge", () => {
  it("shows the agent a rotating QR code on a phone that the browser reader accepts", async () => {
    const admin = await apiLogin(DEMO.email, DEMO.password);
    const agent = await apiLogin(AGENT.email, AGENT.password);
    const headers = { authorization: `Bearer ${admin.access_token}`, "content-type": "application/json" };
    const post = async (url: string, body: unknown, method = "POST") => {
      const res = await fetch(`${b.baseUrl}/api${url}`, { method, headers, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json();
    };
    const badgeNo = `DYN-${Date.now().toString(36).toUpperCase()}`;
    await post("/access/badges", {
      badgeId: badgeNo,
      holderName: "Lucas Petit",
      holderKind: "user",
      userId: agent.user.id,
      dynamicQrOnly: true,
    });
    const sites = (await (await fetch(`${b.baseUrl}/api/sites`, { headers })).json()) as { id: string }[];
    const point = await post("/access/points", {
      name: "Tourniquet dynamique",
      siteId: sites[0]?.id,
      location: "Hall",
      direction: "entrée",
    });
    await post("/access/settings", { antiPassback: true }, "PATCH");

    const phone = await b.newPage({ width: 390, height: 844 });
    // An agent on a phone lands on the agent app (issue 22), which links to the badge.
    await uiLogin(phone, AGENT.email, AGENT.password, "**/agent");
    await phone.getByRole("link", { name: "Infos" }).click();
    await phone.getByRole("link", { name: "Mon badge" }).click();
    await phone.waitForURL("**/dashboard/my-badge");
    await phone.getByRole("heading", { level: 1, name: "Mon badge" }).waitFor({ timeout: 30_000 });
    const qr = phone.getByTestId("my-badge-qr");
    await qr.waitFor();
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(300);
    await phone.getByRole("progressbar", { name: "Temps avant le prochain code" }).waitFor();
    await phone.getByText(/^Nouveau code dans \d+ secondes?$/).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(phone);
    await phone.getByText("Afficher le code (saisie manuelle)").click();
    const token = (await phone.getByTestId("my-badge-token").textContent())?.trim() ?? "";
    expect(token).toMatch(/^HTS2\./);
    await screenshot(phone, "my-badge-390");

    // The gate's tablet, by its manual entry.
    const reader = await b.newPage({ width: 820, height: 1180 });
    await reader.goto(`/access-reader#key=${encodeURIComponent(point.readerKey)}`);
    await reader
      .getByRole("heading", { level: 1, name: "Tourniquet dynamique" })
      .waitFor({ timeout: 30_000 });
    const result = reader.getByTestId("reader-result");
    const present = async (code: string) => {
      await reader.getByLabel("Code du badge (texte du QR code ou UID NFC)").fill(code);
      await reader.getByRole("button", { name: "Vérifier" }).click();
    };
    await present(token);
    await expect.poll(() => result.getAttribute("data-decision"), { timeout: 15_000 }).toBe("Autorisé");
    expect(await result.textContent()).toContain("Lucas Petit");
    // The same badge again at the entry: anti-passback.
    await reader.getByLabel("Code du badge (texte du QR code ou UID NFC)").fill("");
    await present(token);
    await expect
      .poll(() => result.textContent(), { timeout: 15_000 })
      .toContain("Anti-passback : badge déjà entré");
    await screenshot(reader, "my-badge-reader-antipassback");

    // The control room's override, in the 'Présences' tab: the next entry is accepted.
    const office = await b.newPage();
    await uiLogin(office, DEMO.email, DEMO.password);
    await office.goto("/dashboard/access");
    await office.getByRole("tab", { name: "Présences" }).click();
    const inside = office.getByRole("listitem").filter({ hasText: badgeNo });
    await inside.waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(office);
    await inside.getByRole("button", { name: "Réinitialiser la présence de Lucas Petit" }).click();
    await office.getByText("Présence de Lucas Petit réinitialisée").first().waitFor();
    // The phone's code of now (the first may be past its minute on a slow machine).
    const fresh = (await phone.getByTestId("my-badge-token").textContent())?.trim() ?? "";
    await present(fresh);
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain("Autorisé");
    await post("/access/settings", { antiPassback: false }, "PATCH");
  }, 240_000);
});
