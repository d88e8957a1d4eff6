import { auditSentence, MSG_DOC_AUDIT_LOG, type TAuditQuery, type TLang, translateText } from "@hts/domain";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { agents, auditLog, sites, users } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { CSV_BOM, csvLine } from "../../lib/csv.ts";

const DAY = 86_400_000;

/** Filters of the Journal d'audit tab; dates are whole days in the reader's time zone. */
function where(auth: AuthContext, q: Omit<TAuditQuery, "limit" | "offset">): SQL {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return auth.tenant.scope(
    auditLog,
    q.userId ? eq(auditLog.userId, q.userId) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.from ? gte(auditLog.at, new Date(day(q.from).getTime() - DAY / 2)) : undefined,
    q.to ? lt(auditLog.at, new Date(day(q.to).getTime() + DAY + DAY / 2)) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: users.name,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  details: auditLog.details,
};

type Row = {
  id: number;
  at: Date;
  userId: string | null;
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
};

const toEntry = (r: Row) => ({
  id: r.id,
  at: r.at.toISOString(),
  user_id: r.userId,
  user_name: r.userName,
  action: r.action,
  entity: r.entity,
  entity_id: r.entityId,
  details: (r.details ?? {}) as Record<string, unknown>,
});

export async function listAudit({
  auth,
  query,
  lang = "fr",
}: {
  auth: AuthContext;
  query: TAuditQuery;
  lang?: TLang;
}) {
  const { limit, offset, ...filters } = query;
  const condition = where(auth, filters);
  const [rows, [total]] = await Promise.all([
    auth.tenant.db
      // The site's or agent's current name, so that the sentence names the record (issue 29); both of
      // the caller's company, as the audit row is.
      .select({ ...columns, entityName: sql<string | null>`coalesce(${sites.name}, ${agents.name})` })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .leftJoin(
        sites,
        and(
          eq(auditLog.entity, "site"),
          eq(sites.companyId, auditLog.companyId),
          sql`${sites.id}::text = ${auditLog.entityId}`,
        ),
      )
      .leftJoin(
        agents,
        and(
          eq(auditLog.entity, "agent"),
          eq(agents.companyId, auditLog.companyId),
          sql`${agents.id}::text = ${auditLog.entityId}`,
        ),
      )
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: rows.map((r) => ({ ...toEntry(r), sentence: auditSentence({ ...r, details: r.details }, lang) })),
    total: total?.n ?? 0,
  };
}

/** Distinct entities and actions, for the filters' choices. */
export async function auditFacets(auth: AuthContext) {
  const [entities, actions] = await Promise.all([
    auth.tenant.db
      .selectDistinct({ v: auditLog.entity })
      .from(auditLog)
      .where(auth.tenant.scope(auditLog))
      .orderBy(auditLog.entity)
      .limit(200),
    auth.tenant.db
      .selectDistinct({ v: auditLog.action })
      .from(auditLog)
      .where(auth.tenant.scope(auditLog))
      .orderBy(auditLog.action)
      .limit(200),
  ]);
  return { entities: entities.map((e) => e.v), actions: actions.map((a) => a.v) };
}

// Quoted always: a journal's cells stay text in the spreadsheet.
const QUOTED = { quoteAll: true };
const detailsText = (details: unknown) =>
  details === null || details === undefined || typeof details === "string"
    ? details
    : JSON.stringify(details);

/** The filtered journal as CSV (UTF-8 with BOM so spreadsheet software reads the accents), pages of 1000. */
export async function* auditCsv({
  auth,
  query,
  lang,
}: {
  auth: AuthContext;
  query: Omit<TAuditQuery, "limit" | "offset">;
  lang: TLang;
}) {
  const m = MSG_DOC_AUDIT_LOG;
  // The titles in the reader's language (decision 123); the cells stay the journal's codes, for tools.
  const titles = [m.date, m.user, m.action, m.entity, m.entityId, m.details];
  yield CSV_BOM +
    csvLine(
      titles.map((title) => translateText(title, lang)),
      QUOTED,
    );
  const condition = where(auth, query);
  for (let offset = 0; offset < 1_000_000; offset += 1000) {
    const rows = await auth.tenant.db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1000)
      .offset(offset);
    yield rows
      .map((r) =>
        csvLine(
          [r.at.toISOString(), r.userName, r.action, r.entity, r.entityId, detailsText(r.details)],
          QUOTED,
        ),
      )
      .join("");
    if (rows.length < 1000) return;
  }
}
