import type { Page } from "playwright-core";
import { DEMO } from "./demo.ts";

export type Account = { email: string; password: string };

/**
 * Signs in through the login screen, as a person does. By default waits for the home screen (the
 * dashboard, or the agent app for an agent on a phone); a spec that
 * checks what comes after the button (second factor, forced password change, an error) passes
 * `{ waitForDashboard: false }`.
 */
export async function signIn(
  page: Page,
  account: Account = DEMO,
  { waitForDashboard = true }: { waitForDashboard?: boolean } = {},
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(/^E-mail/).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // An agent on a phone lands in his app (/agent, issue 22); everyone else on the dashboard.
  if (waitForDashboard) await page.waitForURL(/\/(dashboard|agent)$/, { timeout: 30_000 });
}

export type ApiSession = { token: string; user: { id: string; name: string; email: string; role: string } };

/** Signs in through the API (to prepare data or read it back): the bearer token and the user. */
export async function apiLogin(baseUrl: string, account: Account = DEMO): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`connexion de ${account.email} : ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: ApiSession["user"] };
  return { token: body.access_token, user: body.user };
}
