import { EARLY_START_MIN, MSG_TOURS, missedAt, scheduleOccurrences } from "@hts/domain";
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import {
  agents,
  shifts,
  sites,
  tourAlerts,
  tourCheckpoints,
  tourRuns,
  tourScans,
  tours,
} from "../../db/schema.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseTourAlarm } from "./tour-alarms.ts";

const MINUTE = 60_000;
/** Occurrences older than this are not escalated any more (a job down for a day). */
const LOOK_BACK_MS = 24 * 60 * MINUTE;
const BATCH = 500;
const at = (date: Date) => ({ dateTime: date.toISOString() });

type Claim = {
  companyId: string;
  tourId: string;
  kind: "late" | "missed" | "checkpoint";
  key: string;
  dueAt: Date;
};

/**
 * Tour monitoring (issue 23), every minute on the leader: a run past its duration raises ONE 'late'
 * alarm; a stop whose own window passed unscanned raises ONE 'checkpoint' alarm; a scheduled occurrence
 * within a shift that nobody started raises ONE 'missed' alarm; a run past twice its duration closes as
 * incomplete. Each alert row is inserted with `on conflict do nothing` before its alarm: two instances
 * or two cycles raise it once.
 */
export class TourWatchJob extends LoopedJob {
  constructor(
    private readonly options: {
      db: Db;
      events: Pick<EventBus, "publishSafely">;
      log: Pick<FastifyBaseLogger, "error">;
      intervalMs?: number;
    },
  ) {
    super({ name: "suivi des rondes", intervalMs: options.intervalMs ?? MINUTE, log: options.log });
  }

  /** The ids of the alarms raised. */
  async runOnce(now = new Date()): Promise<string[]> {
    const raised = [
      ...(await this.lateRuns(now)),
      ...(await this.missedCheckpoints(now)),
      ...(await this.missedTours(now)),
    ];
    await this.closeStale(now);
    for (const { companyId, id } of raised)
      await this.options.events.publishSafely({ companyId, type: "alarm.created", id });
    return raised.map((r) => r.id);
  }

  /** Inserts the alert, raises its alarm, links them: null when another cycle already did. */
  private async claim(
    claim: Claim,
    raise: (tx: Tx) => Promise<{ id: string }>,
  ): Promise<{ companyId: string; id: string } | null> {
    return this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tourAlerts)
        .values({
          companyId: claim.companyId,
          tourId: claim.tourId,
          kind: claim.kind,
          key: claim.key,
          dueAt: claim.dueAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const alarm = await raise(tx);
      await tx.update(tourAlerts).set({ alarmId: alarm.id }).where(eq(tourAlerts.id, row.id));
      return { companyId: claim.companyId, id: alarm.id };
    });
  }

  private async lateRuns(now: Date) {
    const rows = await this.options.db
      .select({ run: tourRuns, agentName: agents.name, siteName: sites.name })
      .from(tourRuns)
      .innerJoin(agents, eq(agents.id, tourRuns.agentId))
      .innerJoin(sites, eq(sites.id, tourRuns.siteId))
      .where(
        and(
          eq(tourRuns.status, "in_progress"),
          sql`${tourRuns.startedAt} + make_interval(mins => ${tourRuns.expectedMinutes}) < ${now}`,
          sql`not exists (select 1 from tour_alerts a where a.kind = 'late' and a.key = ${tourRuns.id}::text)`,
        ),
      )
      .limit(BATCH);
    const out = [];
    for (const { run, agentName, siteName } of rows) {
      const dueAt = new Date(run.startedAt.getTime() + run.expectedMinutes * MINUTE);
      const params = {
        tour: run.tourName,
        agent: agentName,
        site: siteName,
        start: at(run.startedAt),
        due: at(dueAt),
      };
      const done = await this.claim(
        { companyId: run.companyId, tourId: run.tourId, kind: "late", key: run.id, dueAt },
        (tx) =>
          raiseTourAlarm({
            tx,
            companyId: run.companyId,
            siteId: run.siteId,
            tourId: run.tourId,
            type: "autre",
            message: {
              title: { text: MSG_TOURS.lateTitle, params },
              description: { text: MSG_TOURS.lateDescription, params },
            },
            location: siteName,
            details: { runId: run.id, kind: "late" },
          }),
      );
      if (done) out.push(done);
    }
    return out;
  }

  private async missedCheckpoints(now: Date) {
    const runs = await this.options.db
      .select({ run: tourRuns, agentName: agents.name })
      .from(tourRuns)
      .innerJoin(agents, eq(agents.id, tourRuns.agentId))
      .where(
        and(
          eq(tourRuns.status, "in_progress"),
          gt(tourRuns.startedAt, new Date(now.getTime() - LOOK_BACK_MS)),
        ),
      )
      .limit(BATCH);
    const out = [];
    for (const { run, agentName } of runs) {
      const due = run.stops.filter(
        (stop) =>
          stop.window_min !== null && run.startedAt.getTime() + stop.window_min * MINUTE < now.getTime(),
      );
      if (due.length === 0) continue;
      const scanned = new Set(
        (
          await this.options.db
            .select({ id: tourScans.checkpointId })
            .from(tourScans)
            .where(eq(tourScans.runId, run.id))
        ).map((s) => s.id),
      );
      const missing = due.filter((stop) => !scanned.has(stop.checkpoint_id));
      if (missing.length === 0) continue;
      const names = await this.options.db
        .select({ id: tourCheckpoints.id, name: tourCheckpoints.name, location: tourCheckpoints.location })
        .from(tourCheckpoints)
        .where(
          inArray(
            tourCheckpoints.id,
            missing.map((stop) => stop.checkpoint_id),
          ),
        );
      for (const stop of missing) {
        const checkpoint = names.find((n) => n.id === stop.checkpoint_id);
        const window = stop.window_min ?? run.expectedMinutes;
        const params = { checkpoint: checkpoint?.name ?? "?", tour: run.tourName, agent: agentName, window };
        const done = await this.claim(
          {
            companyId: run.companyId,
            tourId: run.tourId,
            kind: "checkpoint",
            key: `${run.id}:${stop.checkpoint_id}`,
            dueAt: new Date(run.startedAt.getTime() + window * MINUTE),
          },
          (tx) =>
            raiseTourAlarm({
              tx,
              companyId: run.companyId,
              siteId: run.siteId,
              tourId: run.tourId,
              type: "autre",
              message: {
                title: { text: MSG_TOURS.checkpointMissedTitle, params },
                description: { text: MSG_TOURS.checkpointMissedDescription, params },
              },
              location: checkpoint?.location || checkpoint?.name || "",
              details: { runId: run.id, checkpointId: stop.checkpoint_id, kind: "checkpoint" },
            }),
        );
        if (done) out.push(done);
      }
    }
    return out;
  }

  private async missedTours(now: Date) {
    const since = new Date(now.getTime() - LOOK_BACK_MS);
    const pairs = await this.options.db
      .select({
        tour: tours,
        shift: { startsAt: shifts.startsAt, endsAt: shifts.endsAt },
        siteName: sites.name,
      })
      .from(tours)
      .innerJoin(
        shifts,
        and(
          eq(shifts.siteId, tours.siteId),
          ne(shifts.status, "cancelled"),
          lte(shifts.startsAt, now),
          gt(shifts.endsAt, since),
          sql`(${tours.post} is null or ${shifts.post} is null or ${shifts.post} = ${tours.post})`,
        ),
      )
      .innerJoin(sites, eq(sites.id, tours.siteId))
      .where(and(eq(tours.active, true), sql`${tours.schedule}->>'mode' <> 'none'`))
      .limit(BATCH);
    const out = [];
    for (const { tour, shift, siteName } of pairs) {
      for (const dueAt of scheduleOccurrences({ schedule: tour.schedule, ...shift })) {
        const deadline = missedAt({ dueAt, expectedMin: tour.expectedMinutes });
        if (deadline > now || dueAt < since) continue;
        const [walked] = await this.options.db
          .select({ id: tourRuns.id })
          .from(tourRuns)
          .where(
            and(
              eq(tourRuns.tourId, tour.id),
              gt(tourRuns.startedAt, new Date(dueAt.getTime() - EARLY_START_MIN * MINUTE)),
              lte(tourRuns.startedAt, deadline),
            ),
          )
          .limit(1);
        if (walked) continue;
        const params = { tour: tour.name, site: siteName, due: at(dueAt) };
        const done = await this.claim(
          {
            companyId: tour.companyId,
            tourId: tour.id,
            kind: "missed",
            key: `${tour.id}:${dueAt.toISOString()}`,
            dueAt,
          },
          (tx) =>
            raiseTourAlarm({
              tx,
              companyId: tour.companyId,
              siteId: tour.siteId,
              tourId: tour.id,
              type: "autre",
              message: {
                title: { text: MSG_TOURS.missedTitle, params },
                description: { text: MSG_TOURS.missedDescription, params },
              },
              location: tour.post ?? siteName,
              details: { kind: "missed", dueAt: dueAt.toISOString() },
            }),
        );
        if (done) out.push(done);
      }
    }
    return out;
  }

  /** A run left open past twice its duration is closed as incomplete at its last scan. */
  private async closeStale(now: Date) {
    await this.options.db
      .update(tourRuns)
      .set({
        status: "incomplete",
        finishedAt: sql`coalesce((select max(s.occurred_at) from tour_scans s where s.run_id = ${tourRuns.id}), ${tourRuns.startedAt})`,
      })
      .where(
        and(
          eq(tourRuns.status, "in_progress"),
          sql`${tourRuns.startedAt} + make_interval(mins => 2 * ${tourRuns.expectedMinutes}) < ${now}`,
        ),
      );
  }
}
