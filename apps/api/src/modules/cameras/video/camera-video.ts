import { randomBytes } from "node:crypto";
import type { TStreamFailure } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { cameras } from "../../../db/schema.ts";
import { type CameraKeys, cameraKeys } from "./camera-keys.ts";
import { type CheckedSource, checkSource } from "./camera-source.ts";
import { detectFfmpeg } from "./ffmpeg.ts";
import { StreamHub } from "./stream-hub.ts";

export type CameraSource = { source: CheckedSource } | { failure: TStreamFailure };

/** Everything the camera routes need of the video gateway; one per process (app.cameraVideo). */
export type CameraVideo = {
  keys: CameraKeys;
  hub: StreamHub;
  allowedNetworks: readonly string[];
  ffmpegPath: string;
  /**
   * Resolves once the engine was looked for: false when ffmpeg is missing (no video, no crash). Looked for
   * at the first read, not when the app is built: spawning a process from a server that has just loaded
   * its modules costs tens of milliseconds of its start (decision 120).
   */
  readonly engineReady: Promise<boolean>;
  timeoutMs: number;
  /** The stream URL's parts with its credentials and the one address it may be reached at, or why not. */
  sourceOf(row: { rtspUrl: string | null; rtspSecret: string | null }): Promise<CameraSource>;
};

export function createCameraVideo({ db, config }: { db: Db; config: AppConfig }): CameraVideo {
  const { video } = config;
  // Tests and tools build apps without a key: an ephemeral one keeps them self-contained.
  const keys = cameraKeys(config.cameraSecretKey ?? randomBytes(32).toString("base64"));
  let detection: Promise<boolean> | undefined;
  const engineFound = () => {
    detection ??= detectFfmpeg(video.ffmpegPath);
    return detection;
  };
  const allowedNetworks = config.cameraAllowedNetworks;

  const sourceOf: CameraVideo["sourceOf"] = async (row) => {
    if (!(await engineFound())) return { failure: "no-engine" };
    if (!row.rtspUrl) return { failure: "no-url" };
    const url = row.rtspSecret ? keys.open(row.rtspSecret) : row.rtspUrl;
    if (!url) return { failure: "key-mismatch" };
    return checkSource({ url, allowedNetworks });
  };

  const hub = new StreamHub({
    ffmpegPath: video.ffmpegPath,
    timeoutMs: video.connectTimeoutMs,
    lingerMs: video.lingerMs,
    retryBaseMs: video.retryBaseMs,
    retryMaxMs: video.retryMaxMs,
    sourceOf: (cameraId) => async () => {
      const [row] = await db
        .select({ rtspUrl: cameras.rtspUrl, rtspSecret: cameras.rtspSecret })
        .from(cameras)
        .where(eq(cameras.id, cameraId));
      return row ? sourceOf(row) : { failure: "no-url" };
    },
  });

  return {
    keys,
    hub,
    allowedNetworks,
    ffmpegPath: video.ffmpegPath,
    get engineReady() {
      return engineFound();
    },
    timeoutMs: video.connectTimeoutMs,
    sourceOf,
  };
}
