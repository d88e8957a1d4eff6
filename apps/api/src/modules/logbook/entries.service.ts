import {
  entryWithinShift,
  logbookCategoriesOf,
  MSG_LOGBOOK,
  type TLogbookEntry,
  type TLogbookEntryInput,
} from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { agents, logbookEntries, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound, validation } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { attachMedia } from "../storage/index.ts";
import { type LogbookRow, toApiEntry } from "./logbook.mapper.ts";
import { raiseLogbookAlarm } from "./logbook-alarm.ts";

const MINUTE = 60_000;
/** How far ahead of the server's clock a phone's time may be. */
const FUTURE_TOLERANCE_MS = 5 * MINUTE;
/** An entry may be written just before the shift starts (arriving on site). */
const EARLY_MIN = 30;

export type EntryResult = { status: 200 | 201; body: TLogbookEntry };

async function stored(tx: Tx, agentId: string, clientId: string): Promise<LogbookRow | null> {
  const [row] = await tx
    .select()
    .from(logbookEntries)
    .where(and(eq(logbookEntries.agentId, agentId), eq(logbookEntries.clientId, clientId)));
  return row ?? null;
}

/**
 * One logbook entry from the agent's phone, on one of his own shifts and within its hours (device time:
 * an offline entry is judged by when it was written). Applied once per `client_id`: a replay answers the
 * stored entry. Its photos are attached and its alarm raised in the same transaction.
 */
export async function recordLogbookEntry({
  auth,
  agent,
  input,
  events,
}: {
  auth: AuthContext;
  agent: { id: string; name: string };
  input: TLogbookEntryInput;
  events: EventBus;
}): Promise<EntryResult> {
  const at = new Date(input.occurred_at);
  const now = new Date();
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw validation([{ loc: ["body", "occurred_at"], msg: MSG_LOGBOOK.futureTime, type: "future" }]);
  if (!logbookCategoriesOf(auth.company.settings).includes(input.category))
    throw validation([{ loc: ["body", "category"], msg: MSG_LOGBOOK.categoryUnknown, type: "category" }]);
  let alarmId: string | null = null;
  const result = await auth.tenant.db.transaction(async (tx): Promise<EntryResult> => {
    // One writer per agent at a time: a replay racing its original finds it stored.
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agent.id)).for("update");
    const [site] = await tx
      .select({ shift: shifts, site: sites })
      .from(shifts)
      .innerJoin(sites, eq(sites.id, shifts.siteId))
      .where(and(eq(shifts.companyId, auth.companyId), eq(shifts.id, input.shift_id)));
    const replay = await stored(tx, agent.id, input.client_id);
    if (replay)
      return {
        status: 200,
        body: toApiEntry(replay, { siteName: site?.site.name ?? "", agentName: agent.name }, true),
      };
    if (!site || site.shift.agentId !== agent.id || site.shift.status === "cancelled")
      throw notFound(MSG_LOGBOOK.shiftNotFound);
    const early = new Date(site.shift.startsAt.getTime() - EARLY_MIN * MINUTE);
    if (!entryWithinShift({ startsAt: early, endsAt: site.shift.endsAt, at }))
      throw validation([{ loc: ["body", "occurred_at"], msg: MSG_LOGBOOK.notOnShift, type: "not_on_shift" }]);
    const [row] = await tx
      .insert(logbookEntries)
      .values({
        companyId: auth.companyId,
        agentId: agent.id,
        shiftId: site.shift.id,
        siteId: site.shift.siteId,
        clientId: input.client_id,
        category: input.category,
        severity: input.severity,
        text: input.text,
        photoIds: input.photo_ids,
        occurredAt: at,
        receivedAt: now,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
        userId: auth.user.id,
      })
      .returning();
    if (!row) throw new Error("logbook entry not inserted");
    const missing = await attachMedia({
      tx,
      companyId: auth.companyId,
      userId: auth.user.id,
      ids: input.photo_ids,
      owner: { kind: "logbook-entry", id: row.id, siteId: row.siteId },
    });
    if (missing.length > 0)
      throw validation([
        {
          loc: ["body", "photo_ids", input.photo_ids.indexOf(missing[0] as string)],
          msg: MSG_LOGBOOK.photoNotFound,
          type: "photo_not_found",
        },
      ]);
    let saved = row;
    if (input.raise_alarm) {
      alarmId = await raiseLogbookAlarm({
        tx,
        companyId: auth.companyId,
        site: site.site,
        entry: row as LogbookRow & { severity: TLogbookEntryInput["severity"] },
        agentName: agent.name,
        userId: auth.user.id,
      });
      const [updated] = await tx
        .update(logbookEntries)
        .set({ alarmId })
        .where(eq(logbookEntries.id, row.id))
        .returning();
      saved = updated ?? row;
    }
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "logbook-entry",
      entityId: row.id,
      details: {
        agentId: agent.id,
        shiftId: row.shiftId,
        siteId: row.siteId,
        severity: row.severity,
        photos: input.photo_ids.length,
        occurredAt: input.occurred_at,
        ...(alarmId ? { alarmId } : {}),
      },
    });
    return { status: 201, body: toApiEntry(saved, { siteName: site.site.name, agentName: agent.name }) };
  });
  if (alarmId) await events.publishSafely({ companyId: auth.companyId, type: "alarm.created", id: alarmId });
  return result;
}
