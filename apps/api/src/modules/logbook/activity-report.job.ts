import { buildActivityReport, MSG_LOGBOOK, renderServerText, type TLogbookSeverity } from "@hts/domain";
import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { agents, logbookEntries, shiftActivityReports, shifts } from "../../db/schema.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { insertGeneratedDraft } from "../security-reports/index.ts";
import { type TourActivityProvider, tourActivityOfShift } from "./tour-activity.ts";

const MINUTE = 60_000;
/** Entries may still arrive after the end (handover, a phone back online): the report waits this long. */
const AFTER_END_MS = 30 * MINUTE;
/** Shifts ended longer ago than this are not reported any more (a job down for days). */
const LOOK_BACK_MS = 48 * 60 * MINUTE;
const BATCH = 200;

const hhmm = (at: Date) =>
  new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(
    at,
  );

/**
 * The daily activity report (issue 23): every 5 minutes, each shift that ended 30 minutes ago, was
 * worked (clocked in or written in) and has no report yet gets ONE security report draft: its logbook
 * entries, incidents, photos and tours. The claim row is inserted first with `on conflict do nothing`:
 * two instances, or two cycles, write it once. Runs on the leader only (job registry).
 */
export class ActivityReportJob extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      events: Pick<EventBus, "publishSafely">;
      log: Pick<FastifyBaseLogger, "error">;
      tours?: TourActivityProvider;
      intervalMs?: number;
    },
  ) {
    super({
      name: "rapports d'activité de fin de service",
      intervalMs: options.intervalMs ?? 5 * MINUTE,
      log: options.log,
    });
  }

  /** The ids of the drafts written. */
  async runOnce(now = new Date()): Promise<string[]> {
    const { db } = this.options;
    const tours = this.options.tours ?? tourActivityOfShift;
    const candidates = await db
      .select({ shift: shifts, agentName: agents.name, agentUserId: agents.userId })
      .from(shifts)
      .innerJoin(agents, eq(agents.id, shifts.agentId))
      .where(
        and(
          ne(shifts.status, "cancelled"),
          lte(shifts.endsAt, new Date(now.getTime() - AFTER_END_MS)),
          gt(shifts.endsAt, new Date(now.getTime() - LOOK_BACK_MS)),
          sql`(exists (select 1 from attendance_events e where e.shift_id = ${shifts.id} and e.kind = 'clock_in')
            or exists (select 1 from logbook_entries l where l.shift_id = ${shifts.id}))`,
          sql`not exists (select 1 from shift_activity_reports r where r.shift_id = ${shifts.id})`,
        ),
      )
      .limit(BATCH);
    const written: string[] = [];
    for (const c of candidates) {
      const tourRuns = await tours({ db, companyId: c.shift.companyId, shiftId: c.shift.id });
      const reportId = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(shiftActivityReports)
          .values({ shiftId: c.shift.id, companyId: c.shift.companyId })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return null;
        const entries = await tx
          .select()
          .from(logbookEntries)
          .where(eq(logbookEntries.shiftId, c.shift.id))
          .orderBy(asc(logbookEntries.occurredAt));
        const content = buildActivityReport({
          shift: c.shift,
          agentName: c.agentName,
          tours: tourRuns,
          entries: entries.map((e) => ({
            category: e.category,
            severity: e.severity as TLogbookSeverity,
            text: e.text,
            occurredAt: e.occurredAt,
            photoIds: e.photoIds,
            alarmRaised: e.alarmId !== null,
          })),
        });
        const observations = renderServerText(
          {
            text: MSG_LOGBOOK.reportObservations,
            params: {
              agent: c.agentName,
              start: hhmm(c.shift.startsAt),
              end: hhmm(c.shift.endsAt),
              ...content.counts,
            },
          },
          "fr",
        );
        const id = await insertGeneratedDraft({
          tx,
          companyId: c.shift.companyId,
          siteId: c.shift.siteId,
          shiftId: c.shift.id,
          authorUserId: c.agentUserId,
          authorName: c.agentName,
          content,
          observations,
        });
        await tx
          .update(shiftActivityReports)
          .set({ reportId: id })
          .where(eq(shiftActivityReports.id, claimed.id));
        return id;
      });
      if (reportId) written.push(reportId);
    }
    return written;
  }
}
