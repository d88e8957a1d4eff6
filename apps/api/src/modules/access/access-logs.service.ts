import {
  ACCESS_REASONS,
  DOC_LOCALES,
  MSG_ACCESS,
  MSG_DOC_ACCESS_LOG,
  type TAccessDecision,
  type TAccessLog,
  type TAccessLogsQuery,
  type TAccessSettings,
  type TBadgeType,
  type TLang,
  translateText,
} from "@hts/domain";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import writeXlsxFile, { type Row } from "write-excel-file/node";
import { accessLogs, accessPoints, accessSettings, badges } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { CSV_BOM, csvLine } from "../../lib/csv.ts";
import { requireScope } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import type { TenantDb } from "../../lib/tenancy.ts";
import { accessSettingsOf } from "./access-keys.ts";

type LogRow = typeof accessLogs.$inferSelect;
type Filters = Omit<TAccessLogsQuery, never>;

/** An entry in the reader's language: the reason from its code, an unnamed holder as 'Inconnu' translated. */
export function toApiAccessLog(row: LogRow, lang: TLang): TAccessLog {
  const reasonCode = row.reasonCode as TAccessLog["reasonCode"];
  return {
    id: row.id,
    personName:
      row.badgeRef === null && row.personName === MSG_ACCESS.unknownHolder
        ? translateText(MSG_ACCESS.unknownHolder, lang)
        : row.personName,
    badgeId: row.badgeId,
    department: row.department,
    status: row.status as TAccessDecision,
    siteId: row.siteId,
    siteName: row.siteName,
    timestamp: row.at.toISOString(),
    location: row.location,
    accessType: row.accessType,
    reason: ACCESS_REASONS[reasonCode] ? translateText(ACCESS_REASONS[reasonCode], lang) : row.reason,
    reasonCode,
    accessPointId: row.accessPointId,
    method: row.method as TBadgeType,
  };
}

function where(tenant: TenantDb, f: Filters): SQL {
  const pattern = f.q ? containsPattern(f.q) : null;
  return tenant.scope(
    accessLogs,
    pattern
      ? or(
          ilike(accessLogs.personName, pattern),
          ilike(accessLogs.badgeId, pattern),
          ilike(accessLogs.department, pattern),
        )
      : undefined,
    f.status ? eq(accessLogs.status, f.status) : undefined,
    f.siteId ? eq(accessLogs.siteId, f.siteId) : undefined,
    f.accessPointId ? eq(accessLogs.accessPointId, f.accessPointId) : undefined,
    f.from ? gte(accessLogs.at, f.from) : undefined,
    f.to ? lt(accessLogs.at, f.to) : undefined,
  );
}

/** Newest first; (company_id, at, id) serves the page and the count at a million rows. */
export async function listAccessLogs({
  auth,
  lang,
  limit,
  offset,
  ...f
}: Filters & { auth: AuthContext; lang: TLang; limit: number; offset: number }) {
  requireScope(auth, "access-log", "read");
  const { db } = auth.tenant;
  const condition = where(auth.tenant, f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accessLogs)
      .where(condition)
      .orderBy(desc(accessLogs.at), desc(accessLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(accessLogs).where(condition),
  ]);
  return { items: rows.map((row) => toApiAccessLog(row, lang)), total: total?.n ?? 0 };
}

export async function readAccessLog({ tenant, id, lang }: { tenant: TenantDb; id: string; lang: TLang }) {
  return toApiAccessLog(await tenant.findById(accessLogs, id), lang);
}

/** The export's words in the requester's language (decision 123): titles, and the stored French codes. */
function exportWords(lang: TLang) {
  const t = (text: string) => translateText(text, lang);
  const m = MSG_DOC_ACCESS_LOG;
  const time = new Intl.DateTimeFormat(DOC_LOCALES[lang], {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Paris",
  });
  const decisions: Record<string, string> = { Autorisé: t(m.granted), Refusé: t(m.refused) };
  const directions: Record<string, string> = { entrée: t(m.entry), sortie: t(m.exit) };
  const headers = [
    m.date,
    m.name,
    m.badge,
    m.department,
    m.status,
    m.site,
    m.location,
    m.accessType,
    m.reason,
  ];
  return {
    headers: headers.map(t),
    sheet: t(m.sheet),
    values: (r: LogRow) => {
      const shown = toApiAccessLog(r, lang);
      return [
        time.format(r.at),
        shown.personName,
        r.badgeId,
        r.department ?? "",
        decisions[r.status] ?? r.status,
        r.siteName,
        r.location,
        directions[r.accessType] ?? r.accessType,
        shown.reason,
      ];
    },
  };
}

/** Exports stop at this many rows: beyond it, narrow the dates. */
export const EXPORT_MAX_ROWS = 50_000;

async function* pages(auth: AuthContext, f: Filters) {
  const condition = where(auth.tenant, f);
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += 1000) {
    const rows = await auth.tenant.db
      .select()
      .from(accessLogs)
      .where(condition)
      .orderBy(desc(accessLogs.at), desc(accessLogs.id))
      .limit(1000)
      .offset(offset);
    yield rows;
    if (rows.length < 1000) return;
  }
}

// Quoted always, as the audit journal: every cell stays text in the spreadsheet.
const QUOTED = { quoteAll: true };

/** The filtered log as CSV (UTF-8 with BOM, `;` as French spreadsheets expect). */
export async function* accessLogsCsv({
  auth,
  filters,
  lang,
}: {
  auth: AuthContext;
  filters: Filters;
  lang: TLang;
}) {
  requireScope(auth, "access-log", "read");
  const words = exportWords(lang);
  yield CSV_BOM + csvLine(words.headers, QUOTED);
  for await (const rows of pages(auth, filters))
    yield rows.map((r) => csvLine(words.values(r), QUOTED)).join("");
}

export async function accessLogsXlsx({
  auth,
  filters,
  lang,
}: {
  auth: AuthContext;
  filters: Filters;
  lang: TLang;
}) {
  requireScope(auth, "access-log", "read");
  const words = exportWords(lang);
  const header: Row = words.headers.map((value) => ({ value, type: String, fontWeight: "bold" }));
  const rows: Row[] = [header];
  for await (const page of pages(auth, filters))
    for (const r of page) rows.push(words.values(r).map((value) => ({ value, type: String })));
  return writeXlsxFile(rows, {
    sheet: words.sheet,
    columns: words.headers.map(() => ({ width: 20 })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** Counters of the access screen and the dashboard. */
export async function accessStats({ auth }: { auth: AuthContext }) {
  requireScope(auth, "access-log", "read");
  const { db, scope } = auth.tenant;
  const since = new Date(Date.now() - 86_400_000);
  const [[points], [active], [attempts], [refused]] = await Promise.all([
    db.select({ n: count() }).from(accessPoints).where(scope(accessPoints)),
    db
      .select({ n: count() })
      .from(badges)
      .where(scope(badges, eq(badges.status, "Actif"))),
    db
      .select({ n: count() })
      .from(accessLogs)
      .where(scope(accessLogs, gte(accessLogs.at, since))),
    db
      .select({ n: count() })
      .from(accessLogs)
      .where(scope(accessLogs, and(gte(accessLogs.at, since), eq(accessLogs.status, "Refusé")))),
  ]);
  return {
    accessPoints: points?.n ?? 0,
    activeBadges: active?.n ?? 0,
    attemptsToday: attempts?.n ?? 0,
    refusedToday: refused?.n ?? 0,
  };
}

export async function getAccessSettings({ auth }: { auth: AuthContext }) {
  requireScope(auth, "access-settings", "read");
  const s = await accessSettingsOf(auth.tenant.db, auth.companyId);
  return {
    refusalAlarmCount: s.refusalAlarmCount,
    refusalAlarmMinutes: s.refusalAlarmMinutes,
    logRetentionDays: s.logRetentionDays,
    antiPassback: s.antiPassback,
    staticQrAllowed: s.staticQrAllowed,
  };
}

export async function updateAccessSettings({
  auth,
  input,
}: {
  auth: AuthContext;
  input: Partial<TAccessSettings>;
}) {
  requireScope(auth, "access-settings", "update");
  await auth.tenant.db.transaction(async (tx) => {
    // The company's first settings row (with its QR secret) is created with the change, not before it:
    // a change refused or failed leaves nothing behind.
    await accessSettingsOf(tx, auth.companyId);
    await tx
      .update(accessSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(accessSettings.companyId, auth.companyId));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "access-settings",
      details: input,
    });
  });
  return getAccessSettings({ auth });
}
