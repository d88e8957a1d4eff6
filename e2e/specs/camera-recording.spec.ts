import { execFile } from "node:child_process";
import { createHash, verify } from "node:crypto";
import fs from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

// Recording end to end (issue 30): a demo REC camera records the camera simulator's stream through
// the real server and ffmpeg; the browser plays the last minute back from its timeline, exports a clip
// as evidence, and the downloaded MP4 is the one the signed manifest hashes. Then the admin's
// retention screen shows the space it takes. Every wait polls: a loaded machine records slowly.
const b = useBrowser();

/** Opens the detail of a camera that records (the demo's REC cameras record from the server's start). */
async function openRecordingCamera(page: Page): Promise<Locator> {
  await page.goto("/dashboard/cameras");
  await page.getByRole("heading", { level: 1, name: "Caméras de surveillance" }).waitFor({ timeout: 30_000 });
  // The list (the default view): one row per camera, its recording state beside its status.
  const recording = page
    .getByTestId("camera-row")
    .filter({ has: page.getByTestId("camera-recording-state").filter({ hasText: /^Enregistre\b/ }) });
  await recording.first().waitFor({ timeout: 120_000 });
  await recording
    .first()
    .getByRole("button", { name: /^Voir / })
    .click();
  return page.getByRole("dialog");
}

const probe = (file: string) =>
  new Promise<{ codec: string; frames: number }>((resolve, reject) =>
    execFile(
      "ffprobe",
      [
        "-v",
        "error",
        "-count_frames",
        "-select_streams",
        "v:0",
        "-show_entries",
        "stream=codec_name,nb_read_frames",
        "-of",
        "json",
        file,
      ],
      (error, stdout) => {
        if (error) return reject(error);
        const stream = JSON.parse(stdout).streams[0];
        resolve({ codec: stream.codec_name, frames: Number(stream.nb_read_frames) });
      },
    ),
  );

describe("Cameras: recording, playback and evidence", () => {
  it("plays back the last minute from the timeline and exports a signed clip", async () => {
    const page = await b.newPage();
    await signIn(page);
    const detail = await openRecordingCamera(page);
    const player = detail.getByRole("region", { name: /^Relecture/ });
    // Segments of 10 s: the timeline appears once one is closed; 'Actualiser' reloads the last hour.
    await expect
      .poll(
        async () => {
          if (await player.getByTestId("recording-timeline").isVisible()) return true;
          await player
            .getByRole("button", { name: "Actualiser" })
            .click({ timeout: 1_000 })
            .catch(() => {});
          return false;
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBe(true);

    await player.getByRole("button", { name: "Lire la dernière minute" }).click();
    const video = player.getByTestId("playback-video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    // The recorded instant being played is shown beside the video.
    await expect
      .poll(async () => (await player.getByTestId("playback-position").textContent()) ?? "", {
        timeout: 30_000,
      })
      .toMatch(/\d{2}:\d{2}/);
    await screenshot(page, "camera-playback-1440");

    // A clip from the minute before this one to the next (datetime fields have minute precision):
    // it holds what was recorded in that span.
    const span = await page.evaluate(() => {
      const local = (at: number) =>
        new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      return { from: local(minute - 60_000), to: local(minute + 60_000) };
    });
    const evidence = player.getByTestId("evidence-export");
    await evidence.getByLabel("Début de l'extrait").fill(span.from);
    await evidence.getByLabel("Fin de l'extrait").fill(span.to);
    await evidence.getByRole("button", { name: "Exporter l'extrait" }).click();
    const hashShown = evidence.getByTestId("evidence-sha256");
    await hashShown.waitFor({ timeout: 90_000 });
    const sha = ((await hashShown.textContent()) ?? "").replace("SHA-256", "").trim();
    expect(sha).toMatch(/^[0-9a-f]{64}$/);

    const [mp4Download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      evidence.getByRole("button", { name: "Vidéo MP4" }).click(),
    ]);
    expect(mp4Download.suggestedFilename()).toMatch(/^extrait-.+\.mp4$/);
    const mp4Path = await mp4Download.path();
    const mp4 = await fs.readFile(mp4Path);
    // An MP4 (ftyp box first) of real, decodable H.264 frames.
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const probed = await probe(mp4Path);
    expect(probed.codec).toBe("h264");
    expect(probed.frames).toBeGreaterThan(10);

    const [manifestDownload] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      evidence.getByRole("button", { name: "Manifeste signé" }).click(),
    ]);
    const signed = JSON.parse(await fs.readFile(await manifestDownload.path(), "utf8")) as {
      manifest: string;
      signature: string;
    };
    const manifest = JSON.parse(signed.manifest);
    // The file downloaded is the one the manifest hashes, and the hash shown is the same.
    const digest = createHash("sha256").update(mp4).digest("hex");
    expect(manifest.sha256).toBe(digest);
    expect(sha).toBe(digest);
    expect(manifest.bytes).toBe(mp4.length);
    expect(manifest.fromUtc).toBe(new Date(span.from).toISOString());
    // Anyone can check the signature with the server's published key alone.
    const { publicKeyPem } = (await (await fetch(`${b.baseUrl}/api/evidence/public-key`)).json()) as {
      publicKeyPem: string;
    };
    const signature = Buffer.from(signed.signature, "base64");
    expect(verify(null, Buffer.from(signed.manifest), publicKeyPem, signature)).toBe(true);
    const forged = signed.manifest.replace(manifest.sha256, "0".repeat(64));
    expect(verify(null, Buffer.from(forged), publicKeyPem, signature)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  }, 300_000);

  it("opens a camera's recordings from their own button, which does not depend on the camera being online", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/cameras");
    const row = page
      .getByTestId("camera-row")
      .filter({ has: page.getByTestId("camera-recording-state").filter({ hasText: /^Enregistre\b/ }) })
      .first();
    await row.waitFor({ timeout: 120_000 });
    const button = row.getByRole("button", { name: /^Enregistrements de / });
    // 'Voir' is the live view (enabled online only, as the spec says); the recordings are always reachable.
    expect(await button.isEnabled()).toBe(true);
    expect(await button.evaluate((el) => el.hasAttribute("disabled"))).toBe(false);
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("region", { name: /^Relecture/ }).waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
  }, 180_000);

  it("shows the admin the space recordings take, per camera, with their retention", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/settings?tab=system");
    const card = page.getByTestId("recording-storage");
    await card.getByTestId("recording-disk").waitFor({ timeout: 30_000 });
    expect(await card.getByTestId("recording-disk").textContent()).toMatch(/libres sur/);
    // The demo's REC cameras record: at least one shows the space its segments take.
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.getByTestId("recording-disk").waitFor({ timeout: 30_000 });
          return card
            .getByTestId("camera-used")
            .filter({ hasText: /depuis le/ })
            .count();
        },
        { timeout: 60_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    // An admin changes one camera's retention: saved, and still there once the page is read again.
    const row = card.getByTestId("camera-retention").first();
    const retention = row.getByLabel(/^Conservation de .+ \(jours\)$/);
    await retention.fill("3");
    await row.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Conservation enregistrée").first().waitFor({ timeout: 30_000 });
    await page.reload();
    await expect
      .poll(
        () =>
          card
            .getByTestId("camera-retention")
            .first()
            .getByLabel(/\(jours\)$/)
            .inputValue(),
        {
          timeout: 30_000,
        },
      )
      .toBe("3");
    await screenshot(page, "settings-recording-storage-1440");
    await expectNoSeriousA11yViolations(page);

    const phone = await b.newPage({ width: 390, height: 844 });
    await signIn(phone);
    await phone.goto("/dashboard/settings?tab=system");
    await phone.getByTestId("recording-storage").getByTestId("recording-disk").waitFor({ timeout: 30_000 });
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      390,
    );
    await screenshot(phone, "settings-recording-storage-390");
  }, 180_000);
});
