import { hasCameraSecret } from "@hts/domain";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cameras } from "../../db/schema.ts";
import { sealCameraUrl } from "./camera-url-secret.ts";
import { startCameraSimulator } from "./simulator/camera-simulator.ts";
import { cameraKeys, loadMasterKey } from "./video/camera-keys.ts";
import { detectFfmpeg } from "./video/ffmpeg.ts";

const DEMO_STREAMS = 4;

/** The simulator's stream addresses on a port: rtsp://127.0.0.1:<port>/demo-1 … demo-4. */
export const simulatedStreamUrls = (port: number): string[] =>
  Array.from({ length: DEMO_STREAMS }, (_, i) => `rtsp://127.0.0.1:${port}/demo-${i + 1}`);

/** True for one of the simulator's streams on this port (the demo's cameras point there). */
export const isSimulatedStream = (url: string | null, port: number): boolean =>
  !!url && url.startsWith(`rtsp://127.0.0.1:${port}/demo-`);

/** Stream URLs saved in clear before issue 14 get sealed and masked, once, at start-up. */
async function sealPlainUrls({ db, key }: { db: Db; key: string }): Promise<number> {
  const keys = cameraKeys(key);
  const rows = await db
    .select({ id: cameras.id, rtspUrl: cameras.rtspUrl })
    .from(cameras)
    .where(and(isNotNull(cameras.rtspUrl), isNull(cameras.rtspSecret)));
  let sealed = 0;
  for (const row of rows) {
    if (!row.rtspUrl || !hasCameraSecret(row.rtspUrl)) continue;
    await db
      .update(cameras)
      .set(sealCameraUrl({ url: row.rtspUrl, keys }))
      .where(eq(cameras.id, row.id));
    sealed++;
  }
  return sealed;
}

type CameraStartup = {
  /** The config to build the app with: the camera master key, and loopback allowed for the simulator. */
  config: AppConfig;
  /** Seals and masks stream URLs saved in clear before issue 14; before the server answers. */
  sealOldUrls: (db: Db) => Promise<void>;
  /**
   * The media engine check and the demo's simulated cameras, run after the server listens (issue 26):
   * they take a second (ffmpeg spawns, the relay starts) that the first answer must not wait for.
   * Resolves to what to stop on shutdown.
   */
  startMedia: (input: {
    db: Db;
    /** Points the demo company's cameras at the simulated streams (the demo module's, passed by server.ts). */
    attachDemoCameras: (input: { db: Db; urls: string[] }) => Promise<number>;
    /** The app's own look for ffmpeg (`app.cameraVideo.engineReady`), so that it runs once per process. */
    engineFound?: Promise<boolean>;
  }) => Promise<() => Promise<void>>;
};

/**
 * What server.ts does for cameras: the master key (env or data directory) before building the app,
 * the sealing of old clear-text credentials once the database is open, the media once the server answers.
 */
export function prepareCameras({
  config,
  log,
}: {
  config: AppConfig;
  log: (message: string) => void;
}): CameraStartup {
  const master = loadMasterKey({ env: config.cameraSecretKey, dataDir: config.dataDir });
  if (master.source === "created")
    log(
      `Clé de chiffrement des identifiants caméras créée : ${master.file} (à sauvegarder avec les données)`,
    );
  if (master.source !== "env" && config.databaseUrl)
    log(
      `CAMERA_SECRET_KEY absente : clé lue dans ${master.file}. Plusieurs instances doivent partager CAMERA_SECRET_KEY.`,
    );
  const sealOldUrls = async (db: Db) => {
    const sealed = await sealPlainUrls({ db, key: master.key });
    if (sealed > 0) log(`${sealed} URL(s) de caméra chiffrée(s) et masquée(s)`);
  };

  const simulated = config.cameraSimulator.enabled;
  const next: AppConfig = {
    ...config,
    cameraSecretKey: master.key,
    // The simulated cameras live on loopback, which the address rules refuse otherwise. The app is built
    // before the simulator starts, so loopback is allowed whenever the simulator is switched on (demo
    // installs only), whether or not ffmpeg lets it start (decision 093).
    cameraAllowedNetworks: simulated
      ? [...config.cameraAllowedNetworks, "127.0.0.1/32"]
      : config.cameraAllowedNetworks,
  };
  const nothing = async () => {};
  const startMedia: CameraStartup["startMedia"] = async ({ db, attachDemoCameras, engineFound }) => {
    if (!(await (engineFound ?? detectFfmpeg(config.video.ffmpegPath)))) {
      log(
        `ffmpeg introuvable (${config.video.ffmpegPath}) : la vidéo en direct et les captures sont indisponibles. Debian : apt-get install ffmpeg`,
      );
      // The demo cameras still point at the simulator, so they say "ffmpeg n'est pas installé" (the
      // camera monitor knows these streams need it) instead of timing out on documentation addresses.
      if (simulated) await attachDemoCameras({ db, urls: simulatedStreamUrls(config.cameraSimulator.port) });
      return nothing;
    }
    if (!simulated) return nothing;
    try {
      const simulator = await startCameraSimulator({
        ffmpegPath: config.video.ffmpegPath,
        port: config.cameraSimulator.port,
        streams: DEMO_STREAMS,
      });
      const attached = await attachDemoCameras({ db, urls: simulator.urls });
      log(
        `Caméras simulées sur rtsp://127.0.0.1:${simulator.port}/demo-1..${DEMO_STREAMS} (${attached} caméra(s) de démonstration)`,
      );
      return () => simulator.stop();
    } catch (error) {
      log(
        `Caméras simulées indisponibles (port ${config.cameraSimulator.port} : ${(error as Error).message})`,
      );
      return nothing;
    }
  };
  return { config: next, sealOldUrls, startMedia };
}
