// `npm run seed:demo`: adds the demo company on demand (to the embedded database, or to DATABASE_URL).

import { eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { users } from "../db/schema.ts";
import { loadDotEnv } from "../lib/env-file.ts";
import { DEMO_ADMIN_EMAIL, demoBanner, seedDemoCompany } from "../modules/demo/index.ts";

loadDotEnv();
const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const existing = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (existing.length > 0) {
    console.log(`La société de démonstration existe déjà (${DEMO_ADMIN_EMAIL}).`);
  } else {
    await seedDemoCompany({ db: database.db, passwordCost: config.passwordCost });
    console.log(demoBanner());
  }
} finally {
  await database.close();
  unlock();
}
