import {
  DYNAMIC_QR_STEP_SECONDS,
  MSG_ACCESS,
  parisWallClock,
  qrStepAt,
  qrStepEndsAt,
  type TBadgePresence,
  type TMyBadgeCode,
} from "@hts/domain";
import { desc, eq, gte, isNull, or } from "drizzle-orm";
import QRCode from "qrcode";
import { accessPoints, agents, badgePresence, badges, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { accessSettingsOf, signDynamicQrToken } from "./access-keys.ts";

// Anti-passback presence and the caller's own rotating QR code (decision 082).

/** Badges inside a zone now, latest entries first: the control room's view of anti-passback. */
export async function listPresence({ auth }: { auth: AuthContext }): Promise<TBadgePresence[]> {
  requireScope(auth, "badge", "read");
  const rows = await auth.tenant.db
    .select({
      p: badgePresence,
      badgeId: badges.badgeId,
      holderName: badges.holderName,
      site: sites.name,
      point: accessPoints.name,
    })
    .from(badgePresence)
    .innerJoin(badges, eq(badges.id, badgePresence.badgeRef))
    .innerJoin(sites, eq(sites.id, badgePresence.siteId))
    .leftJoin(accessPoints, eq(accessPoints.id, badgePresence.accessPointId))
    .where(auth.tenant.scope(badgePresence))
    .orderBy(desc(badgePresence.since), desc(badgePresence.id))
    .limit(500);
  return rows.map((r) => ({
    badgeRef: r.p.badgeRef,
    badgeId: r.badgeId,
    holderName: r.holderName,
    siteId: r.p.siteId,
    site: r.site,
    zone: r.p.zone,
    accessPoint: r.point,
    since: r.p.since.toISOString(),
  }));
}

/**
 * The operator's override: forgets where a badge is (a badge that left by a door without reader, a
 * tailgating exit), so its next entry is let through. Audited with the zones it cleared.
 */
export async function resetPresence({ auth, id }: { auth: AuthContext; id: string }) {
  requireScope(auth, "badge", "update");
  return inTransaction(auth.tenant, async (t) => {
    await t.findById(badges, id);
    const cleared = await t.db
      .delete(badgePresence)
      .where(t.scope(badgePresence, eq(badgePresence.badgeRef, id)))
      .returning({ siteId: badgePresence.siteId, zone: badgePresence.zone });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "reset-presence",
      entity: "badge",
      entityId: id,
      details: { cleared: cleared.length, zones: cleared },
    });
    return { cleared: cleared.length };
  });
}

/**
 * The rotating code of the caller's own QR badge: an active, unexpired QR badge linked to his account
 * or to the agent record he signs in as, the most recently changed first.
 */
export async function myBadgeCode({
  auth,
  now = new Date(),
}: {
  auth: AuthContext;
  now?: Date;
}): Promise<TMyBadgeCode> {
  const { db, scope } = auth.tenant;
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  const today = parisWallClock(now).day;
  const [badge] = await db
    .select()
    .from(badges)
    .where(
      scope(
        badges,
        eq(badges.badgeType, "qrcode"),
        eq(badges.status, "Actif"),
        or(isNull(badges.expiryDate), gte(badges.expiryDate, today)),
        agent
          ? or(eq(badges.userId, auth.user.id), eq(badges.agentId, agent.id))
          : eq(badges.userId, auth.user.id),
      ),
    )
    .orderBy(desc(badges.updatedAt), desc(badges.id))
    .limit(1);
  if (!badge) throw notFound(MSG_ACCESS.noBadgeOfMine);
  const settings = await accessSettingsOf(db, auth.companyId);
  const step = qrStepAt(now);
  const token = signDynamicQrToken({
    secret: settings.qrSecret,
    badgeRef: badge.id,
    version: badge.version,
    step,
  });
  return {
    badgeRef: badge.id,
    badgeId: badge.badgeId,
    holderName: badge.holderName,
    department: badge.department,
    token,
    // Error correction M, as printed badges: a phone screen's glare costs a few modules.
    svg: await QRCode.toString(token, { type: "svg", margin: 2, errorCorrectionLevel: "M" }),
    step,
    stepSeconds: DYNAMIC_QR_STEP_SECONDS,
    expiresAt: qrStepEndsAt(step).toISOString(),
  };
}
