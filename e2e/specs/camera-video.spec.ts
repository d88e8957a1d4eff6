import fs from "node:fs/promises";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

// Live video end to end (issue 14): the demo's simulated RTSP cameras, through the server's gateway,
// played by Chromium's Media Source Extensions.
const b = useBrowser();

/** The video really plays: its clock advances and the frame drawn from it is not a flat colour. */
async function expectPlaying(video: Locator): Promise<void> {
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 30_000;
        const tick = () =>
          v.currentTime > 0 && v.readyState >= 2
            ? resolve()
            : Date.now() > deadline
              ? reject(new Error("no frame"))
              : setTimeout(tick, 100);
        tick();
      }),
  );
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await new Promise((r) => setTimeout(r, 1500));
  const after = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(after).toBeGreaterThan(before + 0.5);
  const spread = await video.evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext("2d");
    if (!context) return 0;
    context.drawImage(v, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let min = 255;
    let max = 0;
    for (let i = 0; i < data.length; i += 4) {
      const luma = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
      min = Math.min(min, luma);
      max = Math.max(max, luma);
    }
    return max - min;
  });
  // A test pattern spans most of the range; a black or grey frame spans nothing.
  expect(spread).toBeGreaterThan(60);
}

describe("Cameras: live video", () => {
  it("plays the live grid and the detail view, and downloads a real JPEG snapshot", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/cameras");
    await page
      .getByRole("heading", { level: 1, name: "Caméras de surveillance" })
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Vue live" }).click();
    const liveTile = page
      .getByTestId("camera-tile")
      .filter({ has: page.locator('[data-testid="live-video"][data-state="live"]') });
    await liveTile.first().waitFor({ timeout: 45_000 });
    await expectPlaying(liveTile.first().locator("video"));
    await screenshot(page, "cameras-live-grid-1440");
    await expectNoSeriousA11yViolations(page);

    await liveTile
      .first()
      .getByRole("button", { name: /^Voir / })
      .click();
    const detail = page.getByRole("dialog");
    // The live view's video, not the recordings player beside it (issue 30).
    const detailVideo = detail.locator('[data-testid="live-video"] video');
    await detail.locator('[data-testid="live-video"][data-state="live"]').waitFor({ timeout: 30_000 });
    await expectPlaying(detailVideo);
    // Full size: wider than a grid tile.
    const width = await detailVideo.evaluate((v) => v.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(500);

    await detail.getByRole("button", { name: "Capture d'écran" }).click();
    const panel = detail.getByTestId("snapshot-panel");
    await panel.getByRole("img").waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Télécharger (JPEG)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^capture-.+\.jpg$/);
    const file = await download.path();
    const jpeg = await fs.readFile(file);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpeg.length).toBeGreaterThan(5_000);
    await screenshot(page, "cameras-detail-snapshot-1440");
    await expectNoSeriousA11yViolations(page);
  });

  it("plays on a phone, without sideways scrolling", async () => {
    const page = await b.newPage({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/dashboard/cameras");
    await page
      .getByRole("heading", { level: 1, name: "Caméras de surveillance" })
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Vue live" }).click();
    const live = page.locator('[data-testid="live-video"][data-state="live"]').first();
    await live.waitFor({ timeout: 45_000 });
    await expectPlaying(live.locator("video"));
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, "cameras-live-390");
  });
});
