import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, getTableColumns, getTableName, is, isNotNull } from "drizzle-orm";
import { type AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import yazl from "yazl";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";

// A company backup: every table of the company as JSON (one file per table, read in pages so a large
// history never sits in memory at once) and the stored documents (security report exports, generated
// reports) as files, in one ZIP written to BACKUP_DIR/<company id>/.
//
// Left out on purpose: secrets (password hashes, TOTP secrets, session and link token hashes,
// recovery codes) and the mail queue. A backup is downloaded by people; it must not carry a way in.

const SKIPPED_TABLES = new Set([
  "sessions",
  "user_tokens",
  "recovery_codes",
  "mail_outbox",
  "login_failures",
  "demo_requests",
  // A browser's push endpoint and keys: no use on another installation, and a way to reach a person.
  "push_subscriptions",
  // The last position each phone sent (issue 22): a live cache of where people are, keyed by agent
  // (no id column), worth nothing once restored and personal location data in a downloaded file.
  "agent_positions",
  // The key that signs checkpoint labels (issue 23): whoever holds it prints labels for any checkpoint.
  "tour_keys",
]);
export const SECRET_COLUMNS = new Set([
  "passwordHash",
  "totpSecret",
  "totpPendingSecret",
  "totpLastStep",
  "calendarTokenHash",
  // Access control: whoever holds the company's QR secret forges every badge; reader keys are hashes,
  // but a backup is no place for them either.
  "qrSecret",
  "readerKeyHash",
  // Radio telemetry keys (decision 034).
  "keyHash",
]);
/** Columns whose bytes go to documents/ rather than into the JSON. */
export const FILE_COLUMNS: Record<string, { bytes: string; name: string }> = {
  security_report_exports: { bytes: "content", name: "filename" },
  report_jobs: { bytes: "file", name: "filename" },
  radio_clips: { bytes: "data", name: "filename" },
};
const PAGE = 2000;
const NAME = /^hts-backup-\d{8}-\d{6}\.zip$/;

type AnyTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };

/** The business tables: those with a company_id column, in schema order. */
export function companyTables(): { name: string; table: AnyTable }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is AnyTable => is(value, PgTable) && "companyId" in getTableColumns(value))
    .map((table) => ({ name: getTableName(table), table }))
    .filter(({ name }) => !SKIPPED_TABLES.has(name));
}

const documentName = (table: string, id: unknown, filename: unknown) =>
  `documents/${table}/${String(id)}-${String(filename).replace(/[^\w.-]/g, "_")}`;

async function* tableJson(db: Db, companyId: string, { name, table }: { name: string; table: AnyTable }) {
  const fileColumn = FILE_COLUMNS[name];
  yield "[";
  let first = true;
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.companyId, companyId))
      .orderBy(table.id)
      .limit(PAGE)
      .offset(offset)) as Record<string, unknown>[];
    for (const row of rows) {
      for (const column of SECRET_COLUMNS) delete row[column];
      if (fileColumn && row[fileColumn.bytes])
        row[fileColumn.bytes] = documentName(name, row.id, row[fileColumn.name]);
      yield `${first ? "" : ","}\n${JSON.stringify(row)}`;
      first = false;
    }
    if (rows.length < PAGE) break;
  }
  yield "\n]\n";
}

export const companyBackupDir = (backupDir: string, companyId: string) => path.join(backupDir, companyId);

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** Writes one company backup ZIP; returns its id (file name) and size. */
export async function createCompanyBackup({
  db,
  companyId,
  backupDir,
  now = new Date(),
}: {
  db: Db;
  companyId: string;
  backupDir: string;
  now?: Date;
}): Promise<{ id: string; sizeBytes: number }> {
  const dir = companyBackupDir(backupDir, companyId);
  await fs.promises.mkdir(dir, { recursive: true });
  const id = `hts-backup-${stamp(now)}.zip`;
  const temp = path.join(dir, `.${id}.partial`);
  const zip = new yazl.ZipFile();
  // A PassThrough at run time; yazl's types only say NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  const done = pipeline(output, fs.createWriteStream(temp));
  // Awaited below; handled here too, so that a failure while the entries are added is not an
  // unhandled rejection meanwhile.
  done.catch(() => {});
  // yazl listens to no entry stream's errors: a table read that fails (the database closed by a
  // shutdown in the middle of a scheduled backup) was an unhandled 'error' that ended the whole server.
  // It now ends this ZIP, whose promise rejects, and the partial file is removed.
  const add = (source: AsyncIterable<unknown>, name: string) => {
    const stream = Readable.from(source);
    stream.on("error", (error) => output.destroy(error));
    zip.addReadStream(stream, name, { mtime: now });
  };
  try {
    await writeEntries({ db, companyId, zip, add, now });
    await done;
  } catch (error) {
    output.destroy();
    await done.catch(() => {});
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
  await fs.promises.rename(temp, path.join(dir, id));
  const { size } = await fs.promises.stat(path.join(dir, id));
  return { id, sizeBytes: size };
}

/** Every entry of the ZIP: the company, each table's JSON page by page, the stored files, the manifest. */
async function writeEntries({
  db,
  companyId,
  zip,
  add,
  now,
}: {
  db: Db;
  companyId: string;
  zip: yazl.ZipFile;
  add: (source: AsyncIterable<unknown>, name: string) => void;
  now: Date;
}): Promise<void> {
  const tables = companyTables();
  const company = await db.select().from(schema.companies).where(eq(schema.companies.id, companyId));
  zip.addBuffer(Buffer.from(JSON.stringify(company, null, 2)), "companies.json", { mtime: now });
  // yazl reads entries one after the other: each table's JSON is produced page by page only when its
  // turn comes, and compressed by zlib off the event loop.
  for (const entry of tables) {
    add(tableJson(db, companyId, entry), `${entry.name}.json`);
  }
  for (const entry of tables) {
    const fileColumn = FILE_COLUMNS[entry.name];
    if (!fileColumn) continue;
    const columns = getTableColumns(entry.table);
    const bytesColumn = columns[fileColumn.bytes];
    const nameColumn = columns[fileColumn.name];
    if (!bytesColumn || !nameColumn) continue;
    const rows = await db
      .select({ id: entry.table.id, name: nameColumn })
      .from(entry.table as PgTable)
      .where(and(eq(entry.table.companyId, companyId), isNotNull(bytesColumn)));
    for (const row of rows) {
      const bytes = async function* () {
        const [found] = await db
          .select({ b: bytesColumn })
          .from(entry.table as PgTable)
          .where(eq(entry.table.id, row.id));
        if (found?.b) yield Buffer.from(found.b as Buffer);
      };
      add(bytes(), documentName(entry.name, row.id, row.name));
    }
  }
  zip.addBuffer(
    Buffer.from(
      JSON.stringify(
        {
          format: "hts-company-backup",
          version: 1,
          companyId,
          createdAt: now.toISOString(),
          tables: tables.map((t) => t.name),
        },
        null,
        2,
      ),
    ),
    "manifest.json",
    { mtime: now },
  );
  zip.end();
}

/** The instant in a backup's name (UTC), which is when it was made. */
export function createdAtOf(id: string): Date {
  const d = id.slice(11, 26);
  return new Date(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}Z`,
  );
}

export type BackupFile = { id: string; createdAt: Date; sizeBytes: number };

/** The company's backups, newest first. */
export async function listCompanyBackups({
  backupDir,
  companyId,
}: {
  backupDir: string;
  companyId: string;
}): Promise<BackupFile[]> {
  const dir = companyBackupDir(backupDir, companyId);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((n) => NAME.test(n))
      .map(async (id) => {
        const stat = await fs.promises.stat(path.join(dir, id));
        return { id, createdAt: createdAtOf(id), sizeBytes: stat.size };
      }),
  );
  return found.sort((a, b) => b.id.localeCompare(a.id));
}

/** Path of one backup, or null: only names this module writes are ever opened. */
export function backupPath({
  backupDir,
  companyId,
  id,
}: {
  backupDir: string;
  companyId: string;
  id: string;
}): string | null {
  if (!NAME.test(id)) return null;
  const file = path.join(companyBackupDir(backupDir, companyId), id);
  return fs.existsSync(file) ? file : null;
}
