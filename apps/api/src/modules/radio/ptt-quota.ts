import { MSG_RADIO } from "@hts/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import { radioClips, radioCommunications } from "../../db/schema.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { TenantDb } from "../../lib/tenancy.ts";

/** Push-to-talk storage limits (decision 076): per sender over a rolling day, per company in all. */
export type PttQuota = { userBytesPerDay: number; companyBytes: number };

const DAY_MS = 24 * 3600_000;
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Refuses a clip that would take its sender over the daily quota (429, retry later) or the company
 * over its storage (409, until retention erases the oldest). Runs inside the transaction that stores
 * the clip, after a company-wide advisory lock: parallel uploads are counted one after the other.
 */
export async function requirePttRoom({
  t,
  userId,
  bytes,
  quota,
}: {
  t: TenantDb;
  userId: string;
  bytes: number;
  quota: PttQuota;
}): Promise<void> {
  await t.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ptt:${t.companyId}`}))`);
  const size = sql<number>`coalesce(sum(octet_length(${radioClips.data})), 0)::bigint`;
  const [mine] = await t.db
    .select({ bytes: size })
    .from(radioClips)
    .innerJoin(radioCommunications, eq(radioCommunications.id, radioClips.communicationId))
    .where(
      and(
        eq(radioClips.companyId, t.companyId),
        eq(radioCommunications.senderUserId, userId),
        gt(radioClips.createdAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  if (Number(mine?.bytes ?? 0) + bytes > quota.userBytesPerDay)
    throw new AppError("rate_limited", {
      text: MSG_RADIO.clipUserQuota,
      params: { limit: megabytes(quota.userBytesPerDay) },
    });
  const [all] = await t.db
    .select({ bytes: size })
    .from(radioClips)
    .where(eq(radioClips.companyId, t.companyId));
  if (Number(all?.bytes ?? 0) + bytes > quota.companyBytes)
    throw conflict({ text: MSG_RADIO.clipCompanyQuota, params: { limit: megabytes(quota.companyBytes) } });
}
