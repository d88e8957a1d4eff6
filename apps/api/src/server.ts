import { monitorEventLoopDelay } from "node:perf_hooks";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { startEmbeddedEngine } from "./db/embedded-engine.ts";
import { earlyEmbeddedDataDir } from "./db/embedded-location.ts";
import { enableCompileCache, flushCompileCache } from "./lib/compile-cache.ts";
import { loadDotEnv } from "./lib/env-file.ts";

async function main() {
  // `.env` of the starting folder, under what the environment already sets (decision 064).
  const envFile = loadDotEnv();
  if (envFile) console.log(`Configuration lue dans ${envFile} (les variables déjà définies priment).`);
  // Before the engine's thread and the application's modules load: both are read from the cache.
  enableCompileCache(process.env);
  // The embedded engine starts before anything else loads: its thread opens PGlite's files while this
  // one loads the configuration, the application, and builds it (decisions 057, 093). Only this file's
  // few imports come first; the domain, the ORM and the modules load below, alongside.
  const earlyDir = earlyEmbeddedDataDir(process.env);
  // Only one process may open a PGlite directory: a second one could corrupt it.
  const unlock = earlyDir ? lockDataDir(earlyDir) : () => {};
  const engine = earlyDir ? startEmbeddedEngine({ dataDir: earlyDir }) : null;
  const { loadConfig } = await import("./config.ts");
  const loaded = loadConfig();
  if (engine && loaded.dataDir !== earlyDir)
    throw new Error(`DATA_DIR lu deux fois différemment (${earlyDir}, ${loaded.dataDir})`);
  const unlockMain = !engine && !loaded.databaseUrl ? lockDataDir(loaded.dataDir) : () => {};
  const [
    { fromEngine, openDatabase },
    { migrateDatabase },
    { buildApp },
    { prepareCameras },
    { attachDemoCameras, demoBanner, isDatabaseEmpty, seedDemoCompany },
  ] = await Promise.all([
    import("./db/client.ts"),
    import("./db/migrate.ts"),
    import("./app.ts"),
    import("./modules/cameras/index.ts"),
    import("./modules/demo/index.ts"),
  ]);
  const database = engine
    ? fromEngine(engine)
    : await openDatabase({
        databaseUrl: loaded.databaseUrl,
        dataDir: loaded.dataDir,
        thread: loaded.pgliteThread,
      });
  // Camera master key (issue 14); the sealing of old credentials needs the database, the media wait for listen.
  const cameraSetup = prepareCameras({ config: loaded, log: (m) => console.log(m) });
  const config = cameraSetup.config;
  // Building the app sends no query: it runs while the engine is still opening its files.
  const [app] = await Promise.all([buildApp({ database, config }), engine?.ready]);
  await migrateDatabase(database);

  if (loaded.demo && (await isDatabaseEmpty(database.db))) {
    await seedDemoCompany({ db: database.db, passwordCost: loaded.passwordCost });
    console.log(`\n${demoBanner()}\n`);
  }
  if (loaded.platformOperator) {
    const { ensurePlatformOperator } = await import("./modules/platform/index.ts");
    const created = await ensurePlatformOperator({
      db: database.db,
      ...loaded.platformOperator,
      passwordCost: loaded.passwordCost,
    });
    if (created) console.log(`Compte d'exploitant de la plateforme créé : ${loaded.platformOperator.email}`);
  }
  const { moveLegacyBackups } = await import("./modules/backups/index.ts");
  const movedBackups = await moveLegacyBackups({ from: loaded.legacyBackupDir, to: loaded.backupDir });
  if (movedBackups > 0)
    console.log(`${movedBackups} sauvegarde(s) de société déplacée(s) dans ${loaded.backupDir}`);
  await cameraSetup.sealOldUrls(database.db);
  // What the media start gave to stop (the demo's simulator), once it has started.
  let media: Promise<() => Promise<void>> = Promise.resolve(async () => {});
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu : arrêt propre`);
    // Jobs abort their waits (probes, renders) on stop; requests in flight get up to 3.5 s to answer.
    // Past that the database is closed anyway and the process ends: it never outlives 5 s.
    const deadline = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
    const hardStop = setTimeout(() => process.exit(1), 4_800);
    hardStop.unref();
    try {
      await Promise.race([app.close(), deadline(3_500)]);
      // The simulated cameras (demo): their relay and ffmpeg publishers.
      await Promise.race([media.then((stop) => stop()), deadline(500)]);
      await Promise.race([database.close(), deadline(1_000)]);
    } finally {
      unlock();
      unlockMain();
      process.exit(0);
    }
  };
  if (config.loopStats) printLoopStatsOnSignal();
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  flushCompileCache();
  // The ffmpeg check and the demo's simulated cameras, then the jobs: the camera monitor's first round
  // then finds the demo cameras pointed at their streams.
  media = cameraSetup.startMedia({
    db: database.db,
    attachDemoCameras,
    engineFound: app.cameraVideo.engineReady,
  });
  await media;
  // Camera monitor, report worker and every other registered job run on the leader instance only. They
  // begin a moment after the first answers, one after another (decision 130).
  app.jobs.start({ afterMs: config.jobsStartDelayMs });
  if (!config.smtpUrl) {
    console.log(
      "SMTP_URL non défini : les e-mails (invitations, mots de passe, alertes) sont écrits dans le journal au lieu d'être envoyés.",
    );
  }
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite dans ${config.dataDir}`;
  console.log(`HTS prêt sur http://localhost:${config.port}  —  base : ${where}  —  API : /api/docs`);
}

/**
 * Bench only (HTS_LOOP_STATS=1, decision 057): each SIGUSR2 prints one JSON line with the event-loop
 * delay since the previous signal (p50, p99, max, in ms, sampled every millisecond, so 1 ms is an idle
 * loop) and the resident memory, then starts afresh.
 * A signal, not a route: no HTTP surface to protect, and nothing runs unless the variable is set.
 */
function printLoopStatsOnSignal(): void {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  process.on("SIGUSR2", () => {
    const stats = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      rssMb: Math.round(process.memoryUsage.rss() / 1_048_576),
      /** The main thread's JavaScript heap: the rest of the RSS is the engine's thread and native memory. */
      heapMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
    };
    delay.reset();
    console.log(`HTS_LOOP_STATS ${JSON.stringify(stats)}`);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
