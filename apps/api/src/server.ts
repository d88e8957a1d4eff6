import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { demoBanner, isDatabaseEmpty, seedDemoCompany } from "./modules/demo/demo-company.ts";

async function main() {
  const config = loadConfig();
  // Only one process may open a PGlite directory: a second one could corrupt it.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);

  if (config.demo && (await isDatabaseEmpty(database.db))) {
    await seedDemoCompany({ db: database.db, passwordCost: config.passwordCost });
    console.log(`\n${demoBanner()}\n`);
  }

  const app = await buildApp({ database, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu : arrêt propre`);
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.cameraMonitor.start();
  app.reportWorker.start();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite dans ${config.dataDir}`;
  console.log(`HTS prêt sur http://localhost:${config.port}  —  base : ${where}  —  API : /api/docs`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
