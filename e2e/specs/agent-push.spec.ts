import { expect, it } from "vitest";
import { useBrowser } from "../support/browser.ts";
import { agentOnLocatedSite, apiAs } from "../support/field.ts";
import { apiLogin, signIn } from "../support/login.ts";

// Issue 22, item 2 and the tests' "a push received": a planner moves an agent's shift; the push that
// tells the phone reaches the agent app's service worker, which shows a notification and makes the open
// app read its shifts again at once. No browser vendor's push service is reachable here, so the push is
// handed to the service worker by Chromium itself (DevTools' ServiceWorker.deliverPushMessage), with the
// payload our server sends (its encryption is proven against a decrypting endpoint in the API tests).
const b = useBrowser();

const tomorrow = () => {
  const day = new Date(Date.now() + 24 * 3600_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(day);
};

it("shows the push's notification and the moved shift at once", async () => {
  const admin = apiAs(b.baseUrl, (await apiLogin(b.baseUrl)).token);
  const name = "Inès Poussée";
  const { siteId, agentId, account } = await agentOnLocatedSite({ baseUrl: b.baseUrl, api: admin, name });
  const shift = await admin<{ id: string }>("POST", "/planning-advanced/shifts", {
    agent_id: agentId,
    site_id: siteId,
    shift_date: tomorrow(),
    start_time: "08:00",
    end_time: "16:00",
    post: "Accueil",
  });

  const context = await b.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    baseURL: b.baseUrl,
    permissions: ["notifications"],
  });
  const page = await context.newPage();
  await signIn(page, account, { waitForDashboard: false });
  await page.waitForURL("**/agent", { timeout: 30_000 });
  const card = page.getByRole("article").filter({ hasText: "Site Champ de Mars" });
  await card.getByText("08:00 – 16:00").waitFor({ timeout: 20_000 });
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(registered).toBe(`${b.baseUrl}/`);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${b.baseUrl}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");

  // The planner moves the shift; the open app does not poll for it (every 5 minutes only).
  await admin("PATCH", `/planning-advanced/shifts/${shift.id}`, { start_time: "09:00" });
  await page.waitForTimeout(1500);
  expect(await card.getByText("08:00 – 16:00").count()).toBe(1);

  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: b.baseUrl,
    registrationId: await registrationId,
    data: JSON.stringify({
      kind: "shift_changed",
      title: "Vacation modifiée",
      body: "Site Champ de Mars : 09:00 – 16:00",
      url: "/agent",
      tag: `shift-${shift.id}`,
    }),
  });
  await card.getByText("09:00 – 16:00").waitFor({ timeout: 15_000 });
  const shown = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
  );
  expect(shown).toContainEqual(["Vacation modifiée", "Site Champ de Mars : 09:00 – 16:00"]);
  await context.close();
}, 120_000);
