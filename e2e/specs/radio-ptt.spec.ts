// Push-to-talk in the browser (issue 12): a clip recorded from Chromium's fake microphone while the
// button is held is uploaded, and a second window listening to the channels plays it within seconds.
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ARGS, CHROMIUM, DEMO } from "../support/browser.ts";
import { type ApiSession, apiLogin } from "../support/login.ts";

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = inject("baseUrl");
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  });
});
afterAll(async () => {
  await browser?.close();
});

type Session = ApiSession;

async function windowOf(session: Session, microphone = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "fr-FR",
    baseURL: baseUrl,
  });
  if (microphone) await context.grantPermissions(["microphone"], { origin: baseUrl });
  const page = await context.newPage();
  await page.goto("/");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  await page.goto("/dashboard/radio");
  await page.getByRole("heading", { level: 1, name: "Radio POC 4G" }).waitFor();
  return page;
}

const played = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.pttPlayed ?? 0));

describe("push-to-talk", () => {
  it("a clip held and released in one window plays in another", async () => {
    const admin = await apiLogin(baseUrl);
    const operator = await apiLogin(baseUrl, { email: "operateur@demo-hts.fr", password: DEMO.password });
    const listener = await windowOf(operator);
    await listener.getByRole("button", { name: "Écouter les canaux" }).click();
    await listener.getByRole("button", { name: "Écoute active" }).waitFor();
    // Let the listener's feed load before the clip, so that only the new clip plays.
    await listener.waitForLoadState("networkidle").catch(() => undefined);

    const speaker = await windowOf(admin, true);
    const talk = speaker.getByRole("button", { name: "Maintenir pour parler sur le canal Urgence" });
    await talk.waitFor();
    await talk.scrollIntoViewIfNeeded();
    const box = await talk.boundingBox();
    if (!box) throw new Error("no push-to-talk button");
    await speaker.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await speaker.mouse.down();
    await speaker.getByText("Parlez… relâchez pour envoyer").waitFor();
    await speaker.waitForTimeout(1500);
    await speaker.mouse.up();
    await speaker.getByText("Message vocal envoyé").first().waitFor({ timeout: 15_000 });

    const started = Date.now();
    await expect.poll(() => played(listener), { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    console.log(`clip joué dans la seconde fenêtre ${Date.now() - started} ms après la confirmation d'envoi`);
    // The history offers it again.
    await listener.getByRole("button", { name: "Écouter" }).first().waitFor();
    // The speaker does not hear himself.
    expect(await played(speaker)).toBe(0);
  });
});
