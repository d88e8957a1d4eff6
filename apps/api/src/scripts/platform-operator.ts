// `npm run platform-operator -- <e-mail> [name]`: creates the platform operator's account, or sets a new
// password for it (issue 29, decision 106). The password is read from PLATFORM_OPERATOR_PASSWORD or,
// when unset, from the first line of standard input, so it never appears in the shell history.

import { createInterface } from "node:readline/promises";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { loadDotEnv } from "../lib/env-file.ts";
import { upsertPlatformOperator } from "../modules/platform/index.ts";

const MIN_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (process.env.PLATFORM_OPERATOR_PASSWORD) return process.env.PLATFORM_OPERATOR_PASSWORD;
  const input = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  try {
    return (await input.question(`Mot de passe (${MIN_LENGTH} caractères au moins) : `)).trim();
  } finally {
    input.close();
  }
}

loadDotEnv();
const [email, ...nameWords] = process.argv.slice(2);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Usage : npm run platform-operator -- <e-mail> [nom]");
  process.exit(2);
}
const password = await readPassword();
if (password.length < MIN_LENGTH) {
  console.error(`Mot de passe trop court : ${MIN_LENGTH} caractères au moins.`);
  process.exit(2);
}
const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const { created, operator } = await upsertPlatformOperator({
    db: database.db,
    email,
    name: nameWords.join(" ") || "Exploitant de la plateforme",
    password,
    passwordCost: config.passwordCost,
  });
  console.log(
    created
      ? `Compte d'exploitant créé : ${operator.email}. Console : ${config.publicUrl}/platform`
      : `Mot de passe de ${operator.email} changé ; ses sessions sont fermées.`,
  );
} finally {
  await database.close();
  unlock();
}
