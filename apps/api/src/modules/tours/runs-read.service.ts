import {
  MSG_TOURS,
  type TFigureRun,
  type TTourRun,
  type TTourStats,
  tourFigures,
  type ZTourRunQuery,
} from "@hts/domain";
import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { agents, sites, tourAlerts, tourRuns, tourScans, tours } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { type BoardState, boardState } from "./board-state.ts";
import { readBoardScans } from "./board-view.ts";
import { runsView } from "./run-view.ts";

const DAY = 86_400_000;

/** The runs the caller may read: all (office), those of the sites they watch, or their own (agent). */
const runScope = (auth: AuthContext) =>
  scopeCondition({
    auth,
    kind: "tour-run",
    site: tourRuns.siteId,
    own: (caller) => (caller.agentId ? eq(tourRuns.agentId, caller.agentId) : undefined),
  });

export async function listRuns({ auth, query }: { auth: AuthContext; query: z.infer<typeof ZTourRunQuery> }) {
  const scope = await runScope(auth);
  const runs = await auth.tenant.db
    .select()
    .from(tourRuns)
    .where(
      auth.tenant.scope(
        tourRuns,
        scope,
        query.site_id ? eq(tourRuns.siteId, query.site_id) : undefined,
        query.status ? eq(tourRuns.status, query.status) : undefined,
        query.from ? gte(tourRuns.startedAt, new Date(query.from)) : undefined,
      ),
    )
    .orderBy(desc(tourRuns.startedAt))
    .limit(query.limit);
  return runsView({ db: auth.tenant.db, runs });
}

export async function readRun({ auth, id }: { auth: AuthContext; id: string }): Promise<TTourRun> {
  const [run] = /^[0-9a-f-]{36}$/i.test(id)
    ? await auth.tenant.db
        .select()
        .from(tourRuns)
        .where(auth.tenant.scope(tourRuns, eq(tourRuns.id, id)))
    : [];
  if (!run) throw notFound(MSG_TOURS.runNotFound);
  const [agent] = await auth.tenant.db
    .select({ userId: agents.userId })
    .from(agents)
    .where(eq(agents.id, run.agentId));
  await requireOnRecord({
    auth,
    kind: "tour-run",
    action: "read",
    record: { ownerUserIds: [agent?.userId], siteId: run.siteId },
  });
  const [view] = await runsView({ db: auth.tenant.db, runs: [run] });
  return view as TTourRun;
}

/**
 * Whose board a cached one is: the company's for those who read every run (managers, planners), the
 * caller's own otherwise (an operator's sites, an agent's runs).
 */
export function boardVariant(auth: AuthContext): string {
  const scope = requireScope(auth, "tour-run", "read");
  return scope === "company" ? "company" : `user:${auth.user.id}`;
}

/**
 * The control room's tour view: runs in progress (late ones apart), tours missed in the last 24 h, and
 * the day's flagged scans. Read on one connection (decision 128): under the phones' writes each of its
 * seven queries waited for a pool connection on its own, and the waits in a row outlasted the readers'
 * 10 s (the bench's failed reads). One snapshot (repeatable read, decision 138): a scan noted into the
 * kept board afterwards is either wholly in it (its run's scans and the day's count) or wholly not.
 */
export async function tourBoard({
  auth,
  now = new Date(),
}: {
  auth: AuthContext;
  now?: Date;
}): Promise<BoardState> {
  const scope = await runScope(auth);
  const siteScope = await scopeCondition({
    auth,
    kind: "tour-run",
    site: tours.siteId,
    own: () => sql`false`,
  });
  const since = new Date(now.getTime() - DAY);
  const read = await auth.tenant.db.transaction(
    async (tx) => {
      const open = await tx
        .select({
          id: tourRuns.id,
          tourId: tourRuns.tourId,
          tourName: tourRuns.tourName,
          siteId: tourRuns.siteId,
          siteName: sites.name,
          agentName: agents.name,
          stops: tourRuns.stops,
          startedAt: tourRuns.startedAt,
          expectedMinutes: tourRuns.expectedMinutes,
        })
        .from(tourRuns)
        .leftJoin(agents, eq(agents.id, tourRuns.agentId))
        .leftJoin(sites, eq(sites.id, tourRuns.siteId))
        .where(auth.tenant.scope(tourRuns, scope, eq(tourRuns.status, "in_progress")))
        .orderBy(desc(tourRuns.startedAt))
        .limit(500);
      const scans = await readBoardScans(tx, open);
      const missed = await tx
        .select({ tourId: tours.id, tourName: tours.name, siteName: sites.name, dueAt: tourAlerts.dueAt })
        .from(tourAlerts)
        .innerJoin(tours, eq(tours.id, tourAlerts.tourId))
        .innerJoin(sites, eq(sites.id, tours.siteId))
        .where(
          and(
            eq(tourAlerts.companyId, auth.companyId),
            eq(tourAlerts.kind, "missed"),
            gte(tourAlerts.dueAt, since),
            siteScope,
          ),
        )
        .orderBy(desc(tourAlerts.dueAt))
        .limit(200);
      const [flagged] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(tourScans)
        .innerJoin(tourRuns, eq(tourRuns.id, tourScans.runId))
        .where(
          and(
            eq(tourScans.companyId, auth.companyId),
            gte(tourScans.occurredAt, since),
            sql`jsonb_array_length(${tourScans.flags}) > 0`,
            scope,
          ),
        );
      return { open, scans, missed, flagged: flagged?.n ?? 0 };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // The connection is back in the pool before the views are built.
  return boardState({
    runs: read.open,
    scans: read.scans.scans,
    names: read.scans.names,
    missed: read.missed.map((m) => ({
      tour_id: m.tourId,
      tour_name: m.tourName,
      site_name: m.siteName,
      due_at: m.dueAt.toISOString(),
    })),
    flagged: read.flagged,
    readAt: now,
    since,
  });
}

/**
 * Tour completion figures of a company over a period (runs started in it, occurrences due in it), for
 * all its sites or one: what the reports and the AI insights read. Company-wide; the route checks the
 * caller may read reports. Counted per site and per tour by the domain's `tourFigures`.
 */
export async function tourStats(
  db: Db,
  companyId: string,
  { from, to, siteId }: { from: Date; to: Date; siteId?: string },
): Promise<TTourStats> {
  const inPeriod = and(
    eq(tourRuns.companyId, companyId),
    gte(tourRuns.startedAt, from),
    lt(tourRuns.startedAt, to),
    siteId ? eq(tourRuns.siteId, siteId) : undefined,
  );
  const runs = await db
    .select({
      tour_id: tourRuns.tourId,
      // The tour's current name groups the runs of a renamed tour under one line.
      tour_name: tours.name,
      site_id: tourRuns.siteId,
      site_name: sites.name,
      status: tourRuns.status,
      stops: tourRuns.stops,
      started_at: tourRuns.startedAt,
      finished_at: tourRuns.finishedAt,
      expected_minutes: tourRuns.expectedMinutes,
    })
    .from(tourRuns)
    .innerJoin(tours, eq(tours.id, tourRuns.tourId))
    .innerJoin(sites, eq(sites.id, tourRuns.siteId))
    .where(inPeriod);
  const [scans] = await db
    .select({
      scanned: sql<number>`count(distinct (${tourScans.runId}, ${tourScans.checkpointId}))::int`,
      flagged: sql<number>`count(*) filter (where jsonb_array_length(${tourScans.flags}) > 0)::int`,
    })
    .from(tourScans)
    .innerJoin(tourRuns, eq(tourRuns.id, tourScans.runId))
    .where(inPeriod);
  const missed = await db
    .select({
      tour_id: tourAlerts.tourId,
      tour_name: tours.name,
      site_id: tours.siteId,
      site_name: sites.name,
    })
    .from(tourAlerts)
    .innerJoin(tours, eq(tours.id, tourAlerts.tourId))
    .innerJoin(sites, eq(sites.id, tours.siteId))
    .where(
      and(
        eq(tourAlerts.companyId, companyId),
        eq(tourAlerts.kind, "missed"),
        gte(tourAlerts.dueAt, from),
        lt(tourAlerts.dueAt, to),
        siteId ? eq(tours.siteId, siteId) : undefined,
      ),
    );
  const figures = tourFigures({
    runs: runs.map((run) => ({ ...run, status: run.status as TFigureRun["status"] })),
    missed,
  });
  const { total } = figures;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    runs: total.runs,
    completed: total.on_time + total.late,
    incomplete: total.incomplete,
    missed_tours: total.missed,
    checkpoints_expected: runs.reduce((sum, run) => sum + run.stops.length, 0),
    checkpoints_scanned: scans?.scanned ?? 0,
    flagged_scans: scans?.flagged ?? 0,
    // Completed runs over the tours due: walked ones plus the occurrences nobody started.
    completion_rate: total.completion_rate,
    totals: total,
    by_site: figures.by_site,
    by_tour: figures.by_tour,
  };
}

export async function tourStatsFor({
  auth,
  from,
  to,
  site_id,
}: {
  auth: AuthContext;
  from: string;
  to: string;
  site_id?: string;
}) {
  requireScope(auth, "report", "read");
  return tourStats(auth.tenant.db, auth.companyId, {
    from: new Date(from),
    to: new Date(to),
    siteId: site_id,
  });
}

/** The runs an agent started on a site in a period (a shift), oldest first, for the daily activity report. */
export async function runsOfShift(
  db: Db,
  companyId: string,
  { agentId, siteId, from, to }: { agentId: string; siteId: string; from: Date; to: Date },
) {
  const runs = await db
    .select()
    .from(tourRuns)
    .where(
      and(
        eq(tourRuns.companyId, companyId),
        eq(tourRuns.agentId, agentId),
        eq(tourRuns.siteId, siteId),
        gte(tourRuns.startedAt, from),
        lte(tourRuns.startedAt, to),
      ),
    )
    .orderBy(tourRuns.startedAt);
  return runsView({ db, runs });
}
