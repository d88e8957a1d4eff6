import { MSG_SETTINGS } from "@hts/domain";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { companyTables } from "./company-backup.ts";
import { readZip, type ZipEntries } from "./zip-reader.ts";

// Reads a company backup (decision 067) into rows ready to insert, checking everything before the
// database is touched: the format, the company it was made for, every row's company, the columns'
// types. A file that is not a readable backup is refused with 422 "malformed"; one made for another
// company, or holding another company's rows, with 422 "foreign".

export type Row = Record<string, unknown>;
export type ReadBackup = {
  createdAt: string;
  company: Row;
  /** Rows per company table (every table of the current schema; absent from the backup = none). */
  tables: Map<string, Row[]>;
};

const MAX_ENTRY_BYTES = 1024 * 1024 * 1024;
const malformed = () => new AppError("validation", MSG_SETTINGS.backupMalformed);
const foreign = () => new AppError("validation", MSG_SETTINGS.backupForeign);

function json(entries: ZipEntries, name: string): unknown {
  const read = entries.get(name);
  if (!read) throw malformed();
  return JSON.parse(read().toString("utf8"));
}

/** A JSON value back to what the column's driver expects (dates, bytes), or malformed. */
function columnValue(column: PgColumn, value: unknown, entries: ZipEntries): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === "PgTimestamp") {
    const date = new Date(String(value));
    if (typeof value !== "string" || Number.isNaN(date.getTime())) throw malformed();
    return date;
  }
  if (column.columnType === "PgCustomColumn") {
    // A document stored apart (documents/...), or bytes serialised by JSON.stringify(Buffer).
    if (typeof value === "string") {
      const read = entries.get(value);
      if (!value.startsWith("documents/") || !read) throw malformed();
      return read();
    }
    const bytes = value as { type?: unknown; data?: unknown };
    if (bytes.type !== "Buffer" || !Array.isArray(bytes.data)) throw malformed();
    return Buffer.from(bytes.data as number[]);
  }
  return value;
}

function rowsOf({
  entries,
  name,
  columns,
  companyId,
}: {
  entries: ZipEntries;
  name: string;
  columns: Record<string, PgColumn>;
  companyId: string;
}): Row[] {
  if (!entries.has(`${name}.json`)) return [];
  const raw = json(entries, `${name}.json`);
  if (!Array.isArray(raw)) throw malformed();
  return raw.map((item: unknown) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw malformed();
    const source = item as Row;
    if (source.companyId !== companyId) throw foreign();
    if (typeof source.id !== "string" && typeof source.id !== "number") throw malformed();
    const row: Row = {};
    // Only the columns this schema knows; missing ones take their defaults.
    for (const [key, column] of Object.entries(columns))
      if (key in source) row[key] = columnValue(column, source[key], entries);
    return row;
  });
}

/** Reads and checks a company backup made for `companyId`; throws a 422 AppError otherwise. */
export function readCompanyBackup({ zip, companyId }: { zip: Buffer; companyId: string }): ReadBackup {
  try {
    const entries = readZip(zip, { maxEntryBytes: MAX_ENTRY_BYTES });
    const manifest = json(entries, "manifest.json") as Row;
    if (manifest?.format !== "hts-company-backup" || manifest.version !== 1) throw malformed();
    if (manifest.companyId !== companyId) throw foreign();
    const companies = json(entries, "companies.json");
    if (!Array.isArray(companies) || companies.length !== 1) throw malformed();
    const source = companies[0] as Row;
    if (!source || typeof source !== "object" || source.id !== companyId) throw foreign();
    const company: Row = {};
    for (const [key, column] of Object.entries(getTableColumns(schema.companies)))
      if (key in source) company[key] = columnValue(column, source[key], entries);
    const tables = new Map<string, Row[]>();
    for (const { name, table } of companyTables())
      tables.set(name, rowsOf({ entries, name, columns: getTableColumns(table), companyId }));
    return { createdAt: String(manifest.createdAt ?? ""), company, tables };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A ZIP or JSON that does not parse, a zlib error on tampered bytes: not a readable backup.
    throw malformed();
  }
}
