import { MSG_OPS, responseSeconds } from "@hts/domain";
import { and, eq, sql } from "drizzle-orm";
import { alarmComments, alarms } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import type { EventBus } from "../events/event-bus.ts";
import { readAlarm } from "./alarms.service.ts";

/**
 * Active -> Résolue, once and for good (spec part 1, section 4: no reverse transition). The update is
 * conditional on the status, so two operators resolving at once cannot both succeed.
 */
export async function resolveAlarm({
  auth,
  events,
  id,
  note,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  note: string | null;
}) {
  const current = await auth.tenant.findById(alarms, id);
  if (current.status !== "active") throw conflict(MSG_OPS.alarmAlreadyResolved);
  const resolvedAt = new Date();
  const action = `Résolue par ${auth.user.name}${note ? ` : ${note}` : ""}`;
  const changed = await auth.tenant.db
    .update(alarms)
    .set({
      status: "resolved",
      resolvedAt,
      resolvedById: auth.user.id,
      resolvedByName: auth.user.name,
      responseSeconds: responseSeconds({ createdAt: current.createdAt, resolvedAt }),
      actions: sql`${alarms.actions} || ${JSON.stringify([action])}::jsonb`,
    })
    .where(auth.tenant.scope(alarms, and(eq(alarms.id, id), eq(alarms.status, "active"))))
    .returning({ id: alarms.id });
  if (changed.length === 0) throw conflict(MSG_OPS.alarmAlreadyResolved);
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "resolve",
    entity: "alarm",
    entityId: id,
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.resolved", id });
  return readAlarm({ tenant: auth.tenant, id });
}

/** 'Ajouter commentaire' of the details overlay; allowed on resolved alarms too (post-incident notes). */
export async function commentAlarm({
  auth,
  events,
  id,
  text,
}: {
  auth: AuthContext;
  events: EventBus;
  id: string;
  text: string;
}) {
  await auth.tenant.findById(alarms, id);
  await auth.tenant.insert(alarmComments, {
    alarmId: id,
    userId: auth.user.id,
    authorName: auth.user.name,
    text,
  });
  await events.publishSafely({ companyId: auth.companyId, type: "alarm.commented", id });
  return readAlarm({ tenant: auth.tenant, id });
}
