import { createHash } from "node:crypto";
import {
  canonicalSecurityReportContent,
  MSG_OPS,
  MSG_RECORDS,
  MSG_SECURITY_REPORTS,
  mayOnRecord,
  type TRecordAction,
  type TSecurityReportCreate,
  type TSecurityReportUpdate,
} from "@hts/domain";
import { count, desc, eq, getTableColumns, gte, inArray, lte } from "drizzle-orm";
import { securityReportExports, securityReports, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound, validation } from "../../lib/errors.ts";
import { callerAccess, requireOnRecord, scopeCondition } from "../../lib/record-access.ts";
import { type TenantDb, tenantDb } from "../../lib/tenancy.ts";
import { requireOwnSite } from "../sites/index.ts";
import { type SecurityReportRow, toApiSecurityReport } from "./security-reports.mapper.ts";

export type SecurityReportFilters = {
  status?: "draft" | "finalized" | "exported";
  siteId?: string;
  from?: string;
  to?: string;
};

const { content: _content, ...exportInfoColumns } = getTableColumns(securityReportExports);

/** Export metadata of some reports, in one query (never the files' bytes). */
async function exportsOf(tenant: TenantDb, ids: string[]) {
  if (ids.length === 0) return [];
  return tenant.db
    .select(exportInfoColumns)
    .from(securityReportExports)
    .where(tenant.scope(securityReportExports, inArray(securityReportExports.reportId, ids)));
}

/** Newest first. A period filter keeps the reports whose period overlaps [from, to]. */
export async function listSecurityReports({
  auth,
  limit,
  offset,
  ...f
}: SecurityReportFilters & { auth: AuthContext; limit: number; offset: number }) {
  const { db, scope } = auth.tenant;
  // An agent reads the reports of the sites they work on and their own (decision 015).
  const visible = await scopeCondition({
    auth,
    kind: "security-report",
    site: securityReports.siteId,
    own: (caller) => eq(securityReports.createdById, caller.userId),
  });
  const where = scope(
    securityReports,
    visible,
    f.status ? eq(securityReports.status, f.status) : undefined,
    f.siteId ? eq(securityReports.siteId, f.siteId) : undefined,
    f.from ? gte(securityReports.periodEnd, f.from) : undefined,
    f.to ? lte(securityReports.periodStart, f.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: securityReports, siteName: sites.name })
      .from(securityReports)
      .innerJoin(sites, eq(sites.id, securityReports.siteId))
      .where(where)
      .orderBy(desc(securityReports.createdAt), desc(securityReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(securityReports).where(where),
  ]);
  const exports = await exportsOf(
    auth.tenant,
    rows.map((r) => r.row.id),
  );
  return {
    items: rows.map((r) => toApiSecurityReport({ ...r, exports, withSignature: false })),
    total: total?.n ?? 0,
  };
}

/** The row and its site's name; 404 for a missing id or another company's. */
export async function findSecurityReport(tenant: TenantDb, id: string) {
  const row = await tenant.findById(securityReports, id);
  const [site] = await tenant.db
    .select({ name: sites.name })
    .from(sites)
    .where(tenant.scope(sites, eq(sites.id, row.siteId)));
  if (!site) throw notFound();
  return { row, siteName: site.name };
}

/**
 * The report if the caller may do `action` on it: 404 when they may not even read it, 403 when they
 * read it but may not do that (an agent finalizing the admin's report).
 */
export async function securityReportFor(auth: AuthContext, id: string, action: TRecordAction) {
  const row = await auth.tenant.findById(securityReports, id);
  await requireOnRecord({
    auth,
    kind: "security-report",
    action,
    record: { ownerUserIds: [row.createdById], siteId: row.siteId },
  });
  return row;
}

/** A report may be written on a site only by a caller who writes reports there. */
async function requireReportSite(auth: AuthContext, siteId: string) {
  await requireOwnSite(auth.tenant, siteId);
  const caller = await callerAccess(auth);
  // A site the caller does not work on answers as a missing one: 422 on the field, nothing to probe.
  if (
    !mayOnRecord({ caller, kind: "security-report", action: "create", record: { ownerUserIds: [], siteId } })
  )
    throw validation([{ loc: ["body", "siteId"], msg: MSG_OPS.siteNotFound, type: "not_found" }]);
}

/** One report as the caller may read it, with its signature and exports. */
export async function getSecurityReport({ auth, id }: { auth: AuthContext; id: string }) {
  await securityReportFor(auth, id, "read");
  return readSecurityReport({ tenant: auth.tenant, id });
}

export async function readSecurityReport({ tenant, id }: { tenant: TenantDb; id: string }) {
  const found = await findSecurityReport(tenant, id);
  const exports = await exportsOf(tenant, [id]);
  return toApiSecurityReport({ ...found, exports, withSignature: true });
}

export async function createSecurityReport({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TSecurityReportCreate;
}) {
  await requireReportSite(auth, input.siteId);
  const row = await auth.tenant.db.transaction(async (tx) => {
    const created = await tenantDb(tx, auth.companyId).insert(securityReports, {
      ...input,
      responsibleName: input.responsibleName ?? auth.user.name,
      status: "draft",
      createdById: auth.user.id,
      generatedByName: auth.user.name,
    });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "security_report",
      entityId: created.id,
    });
    return created;
  });
  return readSecurityReport({ tenant: auth.tenant, id: row.id });
}

const lockedError = () => conflict(MSG_SECURITY_REPORTS.locked);

/**
 * Drafts only: a finalized or exported report answers 409 and stays as it was. A field left out is
 * kept; the signature is cleared only when `responsibleSignature` is sent as null or "" (decision 016).
 */
export async function updateSecurityReport({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TSecurityReportUpdate;
}) {
  const row = await securityReportFor(auth, id, "update");
  if (row.status !== "draft") throw lockedError();
  if (input.siteId && input.siteId !== row.siteId) await requireReportSite(auth, input.siteId);
  const periodStart = input.periodStart ?? row.periodStart;
  const periodEnd = input.periodEnd ?? row.periodEnd;
  if (periodStart > periodEnd)
    throw validation([
      { loc: ["body", "periodEnd"], msg: MSG_SECURITY_REPORTS.periodOrder, type: "date_range" },
    ]);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  // The status condition makes the check and the write one step: a finalize in between wins.
  const updated = await auth.tenant.db.transaction(async (tx) => {
    const rows = await tx
      .update(securityReports)
      .set({
        ...values,
        responsibleName: input.responsibleName ?? row.responsibleName,
        updatedAt: new Date(),
      })
      .where(
        tenantDb(tx, auth.companyId).scope(
          securityReports,
          eq(securityReports.id, id),
          eq(securityReports.status, "draft"),
        ),
      )
      .returning({ id: securityReports.id });
    if (rows.length === 0) return false;
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "security_report",
      entityId: id,
      details: { fields: Object.keys(values) },
    });
    return true;
  });
  if (!updated) throw lockedError();
  return readSecurityReport({ tenant: auth.tenant, id });
}

/** SHA-256 (hex) of the canonical JSON of a report's content. */
export function contentHashOf(row: SecurityReportRow): string {
  const text = canonicalSecurityReportContent({ ...row, createdAt: row.createdAt.toISOString() });
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** draft -> finalized: records who, when, and the content's hash; from then on the content is frozen. */
export async function finalizeSecurityReport({ auth, id }: { auth: AuthContext; id: string }) {
  await securityReportFor(auth, id, "finalize");
  const done = await auth.tenant.db.transaction(async (tx) => {
    // Locked so a PATCH cannot slip between the hash and the status change.
    const [row] = await tx
      .select()
      .from(securityReports)
      .where(tenantDb(tx, auth.companyId).scope(securityReports, eq(securityReports.id, id)))
      .for("update");
    if (row?.status !== "draft") return false;
    const now = new Date();
    await tx
      .update(securityReports)
      .set({
        status: "finalized",
        finalizedAt: now,
        finalizedById: auth.user.id,
        finalizedByName: auth.user.name,
        contentHash: contentHashOf(row),
        updatedAt: now,
      })
      .where(eq(securityReports.id, id));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "finalize",
      entity: "security_report",
      entityId: id,
    });
    return true;
  });
  if (!done) throw conflict(MSG_SECURITY_REPORTS.alreadyFinalized);
  return readSecurityReport({ tenant: auth.tenant, id });
}

/**
 * Deletes a draft: its author or a manager (decision 016). A finalized report is a signed record
 * and is never deleted (409); the status condition makes the check and the delete one step.
 */
export async function deleteSecurityReport({ auth, id }: { auth: AuthContext; id: string }) {
  const row = await securityReportFor(auth, id, "delete");
  if (row.status !== "draft") throw conflict(MSG_RECORDS.reportDeleteFinalized);
  const deleted = await auth.tenant.db.transaction(async (tx) => {
    const rows = await tx
      .delete(securityReports)
      .where(
        tenantDb(tx, auth.companyId).scope(
          securityReports,
          eq(securityReports.id, id),
          eq(securityReports.status, "draft"),
        ),
      )
      .returning({ id: securityReports.id });
    if (rows.length === 0) return false;
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "security_report",
      entityId: id,
      details: { siteId: row.siteId, periodStart: row.periodStart, periodEnd: row.periodEnd },
    });
    return true;
  });
  if (!deleted) throw conflict(MSG_RECORDS.reportDeleteFinalized);
}
