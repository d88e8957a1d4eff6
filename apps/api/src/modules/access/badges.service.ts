import {
  MSG_ACCESS,
  type TBadgeCreate,
  type TBadgePatch,
  type TBadgeStatus,
  type TBadgeType,
} from "@hts/domain";
import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import QRCode from "qrcode";
import { agents, badges, companies, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { accessSettingsOf, signQrToken } from "./access-keys.ts";
import { renderBadgeCardPdf } from "./badge-card-pdf.ts";
import { type BadgeRow, toApiBadge, violatedConstraint } from "./badges.mapper.ts";

export async function listBadges({
  auth,
  q,
  status,
  badgeType,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string;
  status?: TBadgeStatus;
  badgeType?: TBadgeType;
  limit: number;
  offset: number;
}) {
  requireScope(auth, "badge", "read");
  const { db, scope } = auth.tenant;
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    badges,
    pattern
      ? or(
          ilike(badges.holderName, pattern),
          ilike(badges.badgeId, pattern),
          ilike(badges.department, pattern),
        )
      : undefined,
    status ? eq(badges.status, status) : undefined,
    badgeType ? eq(badges.badgeType, badgeType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(badges)
      .where(where)
      .orderBy(asc(badges.holderName), asc(badges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(badges).where(where),
  ]);
  return { items: rows.map(toApiBadge), total: total?.n ?? 0 };
}

export async function getBadge({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "read");
  return toApiBadge(await auth.tenant.findById(badges, id));
}

/** A linked agent or user must be one of the company's: another company's id answers as a missing one. */
async function checkHolder(tenant: TenantDb, input: { agentId?: string | null; userId?: string | null }) {
  const issue = (field: string) =>
    validation([{ loc: ["body", field], msg: MSG_ACCESS.holderNotFound, type: "not_found" }]);
  if (input.agentId) {
    const [a] = await tenant.db
      .select({ id: agents.id })
      .from(agents)
      .where(tenant.scope(agents, eq(agents.id, input.agentId)));
    if (!a) throw issue("agentId");
  }
  if (input.userId) {
    const [u] = await tenant.db
      .select({ id: users.id })
      .from(users)
      .where(tenant.scope(users, eq(users.id, input.userId)));
    if (!u) throw issue("userId");
  }
}

function uniqueConflict(error: unknown): never {
  const constraint = violatedConstraint(error);
  if (constraint === null) throw error;
  throw conflict(constraint.includes("nfc") ? MSG_ACCESS.nfcUidTaken : MSG_ACCESS.badgeTaken);
}

/** The kind follows the link: a badge linked to an agent is an agent's badge. */
const kindOf = (input: { holderKind?: string; agentId?: string | null; userId?: string | null }) =>
  input.agentId
    ? "agent"
    : input.userId
      ? "user"
      : input.holderKind === "agent" || input.holderKind === "user"
        ? "employee"
        : input.holderKind;

export async function createBadge({ auth, input }: { auth: AuthContext; input: TBadgeCreate }) {
  requireScope(auth, "badge", "create");
  await checkHolder(auth.tenant, input);
  try {
    const row = await inTransaction(auth.tenant, async (t) => {
      const created = await t.insert(badges, {
        ...input,
        holderKind: kindOf(input) ?? "employee",
        nfcUid: input.badgeType === "nfc" ? input.nfcUid : null,
      });
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "create",
        entity: "badge",
        entityId: created.id,
        details: { badgeId: created.badgeId, badgeType: created.badgeType },
      });
      return created;
    });
    return toApiBadge(row);
  } catch (error) {
    uniqueConflict(error);
  }
}

export async function updateBadge({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TBadgePatch;
}) {
  requireScope(auth, "badge", "update");
  await checkHolder(auth.tenant, input);
  try {
    const row = await inTransaction(auth.tenant, async (t) => {
      const current = await t.findById(badges, id);
      const badgeType = input.badgeType ?? current.badgeType;
      const nfcUid =
        badgeType === "nfc" ? (input.nfcUid !== undefined ? input.nfcUid : current.nfcUid) : null;
      if (badgeType === "nfc" && !nfcUid)
        throw validation([{ loc: ["body", "nfcUid"], msg: MSG_ACCESS.nfcUidRequired, type: "required" }]);
      const linked = {
        agentId: input.agentId !== undefined ? input.agentId : current.agentId,
        userId: input.userId !== undefined ? input.userId : current.userId,
        holderKind: input.holderKind ?? current.holderKind,
      };
      const updated = await t.updateById(badges, id, {
        ...input,
        ...linked,
        holderKind: kindOf(linked) ?? "employee",
        nfcUid,
        updatedAt: new Date(),
      });
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action:
          input.status && input.status !== current.status
            ? input.status === "Actif"
              ? "activate"
              : "deactivate"
            : "update",
        entity: "badge",
        entityId: id,
        details: { ...input },
      });
      return updated;
    });
    return toApiBadge(row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    uniqueConflict(error);
  }
}

/** A new version: every printed QR code of the badge stops opening doors at once. */
export async function reissueBadge({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "update");
  const row = await inTransaction(auth.tenant, async (t) => {
    const current = await t.findById(badges, id);
    const updated = await t.updateById(badges, id, { version: current.version + 1, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "reissue",
      entity: "badge",
      entityId: id,
      details: { version: updated.version },
    });
    return updated;
  });
  return toApiBadge(row);
}

export async function deleteBadge({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(badges, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "badge",
      entityId: id,
    });
  });
}

async function qrOf(auth: AuthContext, row: BadgeRow) {
  if (row.badgeType !== "qrcode") throw new AppError("conflict", MSG_ACCESS.notQrBadge);
  const settings = await accessSettingsOf(auth.tenant.db, auth.companyId);
  return signQrToken({ secret: settings.qrSecret, badgeRef: row.id, version: row.version });
}

export async function badgeQr({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "read");
  const row = await auth.tenant.findById(badges, id);
  const token = await qrOf(auth, row);
  const svg = await QRCode.toString(token, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { token, svg, version: row.version };
}

/** The printable card: credit-card size, holder, company, badge number and the QR code. */
export async function badgeCard({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "read");
  const row = await auth.tenant.findById(badges, id);
  const token = row.badgeType === "qrcode" ? await qrOf(auth, row) : null;
  const [company] = await auth.tenant.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  const qrPng = token
    ? await QRCode.toBuffer(token, { type: "png", margin: 1, errorCorrectionLevel: "M", width: 300 })
    : null;
  const body = await renderBadgeCardPdf({
    company: company?.name ?? "",
    holder: row.holderName,
    department: row.department,
    badgeId: row.badgeId,
    expiryDate: row.expiryDate,
    badgeType: row.badgeType as TBadgeType,
    nfcUid: row.nfcUid,
    qrPng,
  });
  const safe = row.badgeId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60) || "badge";
  return { body, fileName: `badge-${safe}.pdf` };
}

/** Agents and users to link a badge to. */
export async function holderChoices({ auth }: { auth: AuthContext }) {
  requireScope(auth, "badge", "read");
  const { db, scope } = auth.tenant;
  const [a, u] = await Promise.all([
    db
      .select({ id: agents.id, name: agents.name })
      .from(agents)
      .where(scope(agents))
      .orderBy(asc(agents.name))
      .limit(500),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(scope(users, and(eq(users.active, true))))
      .orderBy(asc(users.name))
      .limit(500),
  ]);
  return [
    ...a.map((x) => ({ kind: "agent" as const, ...x })),
    ...u.map((x) => ({ kind: "user" as const, ...x })),
  ];
}
