// Shifts created in batches (issue 15 item 2, decisions 041 and 053): copy a week, copy a day to other
// days, repeat a week or some shifts every N weeks, apply a template to agents and days. Each one
// expands its shifts with the domain's pure functions, then goes through `createBatch`: one
// transaction, multi-row inserts, the save-time conflict rule of decision 040 judged on the whole batch
// with one detection, a dry run that is the batch itself rolled back, 409 unless an administrator or
// manager gives a reason (audited), an audit row per created shift.
import {
  dayCopyOffsets,
  expandCopies,
  expandTemplate,
  lastRepeatDay,
  MAX_BATCH_SHIFTS,
  MSG_RECORDS,
  mondayOf,
  PLANNING_API_MSG,
  repeatOffsets,
  type TApplyTemplateInput,
  type TConflict,
  type TCopyableShift,
  type TCopyDayInput,
  type TCopyWeekInput,
  type TLang,
  type TRepeatInput,
  type TShiftBatchResult,
  templateDays,
  weekOf,
} from "@hts/domain";
import { MSG_CONFLICTS } from "@hts/domain/planning/conflicts/messages";
import { inArray } from "drizzle-orm";
import { agents, shifts, shiftTemplates, sites } from "../../db/schema.ts";
import { audit, auditMany } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, forbidden, type ValidationIssue, validation } from "../../lib/errors.ts";
import { queryAll } from "../../lib/query-all.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { detectIn } from "./conflicts.service.ts";
import { toApiShift } from "./planning.mapper.ts";
import { companyPlanningRules } from "./planning-settings.service.ts";
import { shiftsAround } from "./shift-queries.ts";
import { placeShift } from "./shift-times.ts";

/** Roles that may keep a batch despite blocking conflicts, with a reason (decision 040). */
const MAY_OVERRIDE = new Set(["admin", "manager"]);

/** Rows per INSERT: 12 parameters a row, far under PostgreSQL's 65,535 (decision 053). */
export const INSERT_BATCH = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class Preview extends Error {
  constructor(readonly result: TShiftBatchResult) {
    super("preview");
  }
}

type TBatchOptions = {
  dry_run: boolean;
  override_reason?: string | undefined;
  /** Keep the shifts without a blocking conflict, leave the others out and list them (issue 29). */
  skip_conflicting?: boolean | undefined;
};

/**
 * The company's agents and sites named by a batch, checked once: an id of another company (or not an
 * id) is a 422 on the field that carried it, an archived site a 422 (decision 017). Returns their names.
 */
async function namesOf(
  tenant: TenantDb,
  planned: TCopyableShift[],
  where: { agent: (id: string) => ValidationIssue["loc"]; site: (id: string) => ValidationIssue["loc"] },
) {
  const agentIds = [...new Set(planned.map((shift) => shift.agent_id))];
  const siteIds = [...new Set(planned.map((shift) => shift.site_id))];
  // On the batch's transaction: queryAll then runs them in turn.
  const [agentRows, siteRows] = await queryAll(tenant.db, [
    () =>
      tenant.db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(
          tenant.scope(
            agents,
            inArray(
              agents.id,
              agentIds.filter((id) => UUID.test(id)),
            ),
          ),
        ),
    () =>
      tenant.db
        .select({ id: sites.id, name: sites.name, archivedAt: sites.archivedAt })
        .from(sites)
        .where(
          tenant.scope(
            sites,
            inArray(
              sites.id,
              siteIds.filter((id) => UUID.test(id)),
            ),
          ),
        ),
  ]);
  const agentNames = new Map(agentRows.map((row) => [row.id, row.name]));
  const siteNames = new Map(siteRows.map((row) => [row.id, row.name]));
  const issues: ValidationIssue[] = [
    ...agentIds
      .filter((id) => !agentNames.has(id))
      .map((id) => ({ loc: where.agent(id), msg: PLANNING_API_MSG.agentNotFound, type: "not_found" })),
    ...siteIds
      .filter((id) => !siteNames.has(id))
      .map((id) => ({ loc: where.site(id), msg: PLANNING_API_MSG.siteNotFound, type: "not_found" })),
    ...siteRows
      .filter((row) => row.archivedAt)
      .map((row) => ({ loc: where.site(row.id), msg: MSG_RECORDS.siteArchivedRef, type: "archived" })),
  ];
  if (issues.length > 0) throw validation(issues);
  return { agentNames, siteNames };
}

/**
 * Creates the planned shifts in one transaction (decision 053). `details` goes into each shift's
 * audit row (where the copy came from). The answer lists what is (would be) created and the conflicts
 * it causes; a dry run writes nothing.
 */
export async function createBatch({
  auth,
  planned,
  options,
  lang,
  details,
  where = { agent: () => ["body", "agent_ids"], site: () => ["body", "site_id"] },
}: {
  auth: AuthContext;
  planned: TCopyableShift[];
  options: TBatchOptions;
  lang: TLang;
  details: Record<string, unknown>;
  where?: Parameters<typeof namesOf>[2];
}): Promise<TShiftBatchResult> {
  const { tenant } = auth;
  const rules = companyPlanningRules(auth.company);
  const mayOverride = MAY_OVERRIDE.has(auth.role);
  if (planned.length === 0)
    return { count: 0, shifts: [], conflicts: [], blocking: [], may_override: mayOverride, skipped: [] };
  if (planned.length > MAX_BATCH_SHIFTS)
    throw validation([
      {
        loc: ["body"],
        msg: { text: MSG_CONFLICTS.tooManyShifts, params: { n: planned.length, max: MAX_BATCH_SHIFTS } },
        type: "too_long",
      },
    ]);
  const { agentNames, siteNames } = await namesOf(tenant, planned, where);
  const rows = planned.map((shift) => {
    const placed = placeShift(shift);
    return {
      companyId: auth.companyId,
      agentId: shift.agent_id,
      siteId: shift.site_id,
      shiftDate: shift.shift_date,
      startTime: shift.start_time,
      endTime: shift.end_time,
      startsAt: placed.startsAt,
      endsAt: placed.endsAt,
      breakMinutes: shift.break_minutes,
      shiftType: shift.shift_type,
      status: "scheduled",
      notes: shift.notes,
      post: shift.post ?? null,
    };
  });
  const dates = planned.map((shift) => shift.shift_date).sort();
  const range = { start_date: dates[0] as string, end_date: dates.at(-1) as string };
  const listed = planned.map((shift) => ({
    agent_id: shift.agent_id,
    agent_name: agentNames.get(shift.agent_id) ?? null,
    site_name: siteNames.get(shift.site_id) ?? null,
    shift_date: shift.shift_date,
    start_time: shift.start_time,
    end_time: shift.end_time,
  }));

  try {
    return await inTransaction(tenant, async (t) => {
      const ids: string[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const inserted = await t.db
          .insert(shifts)
          .values(rows.slice(i, i + INSERT_BATCH))
          .returning({ id: shifts.id });
        for (const row of inserted) ids.push(row.id);
      }
      const created = new Set(ids);
      // One detection for the whole batch, on the planning of the agents concerned (every rule is per
      // agent), with their neighbouring shifts and leave loaded once.
      const found = await detectIn({
        tenant: t,
        rules,
        range,
        lang,
        visible: inArray(shifts.agentId, [...agentNames.keys()]),
      });
      let caused = found.filter((conflict) => conflict.shift_ids.some((id) => created.has(id)));
      const blocking = new Set(rules.blockingSeverities);
      let blockers: TConflict[] = caused.filter((conflict) => blocking.has(conflict.severity));
      let kept = listed;
      const skipped: TShiftBatchResult["skipped"] = [];
      if (options.skip_conflicting && blockers.length > 0) {
        // Issue 29: a planner keeps what fits. Every new shift named by a blocking conflict is taken out
        // again (in this transaction); leaving shifts out can only remove conflicts, never add one, so
        // what stays is free of blocking conflicts. Each skipped shift says which conflicts kept it out.
        const reasons = new Map<string, string[]>();
        for (const conflict of blockers)
          for (const id of conflict.shift_ids)
            if (created.has(id)) reasons.set(id, [...(reasons.get(id) ?? []), conflict.description]);
        await t.db.delete(shifts).where(inArray(shifts.id, [...reasons.keys()]));
        const keptIds: string[] = [];
        kept = [];
        ids.forEach((id, i) => {
          const shift = listed[i] as (typeof listed)[number];
          const why = reasons.get(id);
          if (why) skipped.push({ ...shift, reasons: why });
          else {
            kept.push(shift);
            keptIds.push(id);
          }
        });
        ids.splice(0, ids.length, ...keptIds);
        caused = caused.filter((conflict) => !conflict.shift_ids.some((id) => reasons.has(id)));
        blockers = [];
      }
      const result: TShiftBatchResult = {
        conflicts: caused.filter((conflict) => !blocking.has(conflict.severity)),
        blocking: blockers,
        may_override: mayOverride,
        count: kept.length,
        shifts: kept,
        skipped,
      };
      // The preview is the batch itself, rolled back: it can never say something else than the batch.
      if (options.dry_run) throw new Preview(result);
      if (blockers.length > 0) {
        if (!options.override_reason)
          throw new AppError(
            "conflict",
            { text: MSG_CONFLICTS.blocking, params: { n: blockers.length } },
            { conflicts: blockers },
          );
        if (!mayOverride) throw forbidden(MSG_CONFLICTS.overrideForbidden);
      }
      await auditMany(
        t.db,
        ids.map((id) => ({
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "create",
          entity: "shift",
          entityId: id,
          details,
        })),
      );
      if (blockers.length > 0)
        await audit(t.db, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "override_conflicts",
          entity: "shift",
          entityId: ids[0] as string,
          details: {
            reason: options.override_reason,
            batch: { ...details, shifts: ids.length },
            conflicts: blockers.map((conflict) => ({
              id: conflict.id,
              type: conflict.conflict_type,
              severity: conflict.severity,
            })),
          },
        });
      return result;
    });
  } catch (error) {
    if (error instanceof Preview) return error.result;
    throw error;
  }
}

/** Agent ids given to choose whose shifts are copied must be the company's: a 422 on each other one. */
async function checkAgentIds(tenant: TenantDb, ids: string[] | undefined) {
  if (!ids?.length) return;
  const valid = ids.filter((id) => UUID.test(id));
  const rows = valid.length
    ? await tenant.db
        .select({ id: agents.id })
        .from(agents)
        .where(tenant.scope(agents, inArray(agents.id, valid)))
    : [];
  const known = new Set(rows.map((row) => row.id));
  const issues = ids.flatMap((id, i): ValidationIssue[] =>
    known.has(id)
      ? []
      : [{ loc: ["body", "agent_ids", i], msg: PLANNING_API_MSG.agentNotFound, type: "not_found" }],
  );
  if (issues.length > 0) throw validation(issues);
}

/** The company's shifts dated from..to (a night begun the day before is loaded but not copied). */
async function sourceShifts(auth: AuthContext, from: string, to: string) {
  return (await shiftsAround({ tenant: auth.tenant, range: { start_date: from, end_date: to } })).map(
    toApiShift,
  );
}

/**
 * Copies the shifts dated from..to to each target (the first day of the range moved to the target, the
 * others keeping their distance to it): a week to a week, a day to several days.
 */
async function copyRange({
  auth,
  input,
  lang,
  from,
  to,
  targetDates,
  copy,
}: {
  auth: AuthContext;
  input: TBatchOptions & { agent_ids?: string[] | undefined; include_cancelled: boolean };
  lang: TLang;
  from: string;
  to: string;
  targetDates: string[];
  copy: "week" | "day";
}): Promise<TShiftBatchResult> {
  requireScope(auth, "shift", "create");
  await checkAgentIds(auth.tenant, input.agent_ids);
  const planned = expandCopies({
    shifts: await sourceShifts(auth, from, to),
    from,
    to,
    offsets: dayCopyOffsets({ sourceDate: from, targetDates }),
    agentIds: input.agent_ids,
    includeCancelled: input.include_cancelled,
  });
  return createBatch({ auth, planned, options: input, lang, details: { copied_from: from, copy } });
}

/** POST /shifts/copy-week. */
export async function copyWeek({
  auth,
  input,
  lang = "fr",
}: {
  auth: AuthContext;
  input: TCopyWeekInput;
  lang?: TLang;
}): Promise<TShiftBatchResult> {
  const { start_date: from, end_date: to } = weekOf(input.source_week);
  const targetDates = [mondayOf(input.target_week)];
  return copyRange({ auth, input, lang, from, to, targetDates, copy: "week" });
}

/** POST /shifts/copy-day. */
export async function copyDay({
  auth,
  input,
  lang = "fr",
}: {
  auth: AuthContext;
  input: TCopyDayInput;
  lang?: TLang;
}): Promise<TShiftBatchResult> {
  const { source_date: from, target_dates: targetDates } = input;
  return copyRange({ auth, input, lang, from, to: from, targetDates, copy: "day" });
}

/** POST /shifts/repeat: a week pattern or some shifts, every N weeks up to a date (52 weeks at most). */
export async function repeatShifts({
  auth,
  input,
  lang = "fr",
}: {
  auth: AuthContext;
  input: TRepeatInput;
  lang?: TLang;
}): Promise<TShiftBatchResult> {
  requireScope(auth, "shift", "create");
  await checkAgentIds(auth.tenant, input.agent_ids);
  let from: string;
  let to: string;
  if (input.source_week) {
    ({ start_date: from, end_date: to } = weekOf(input.source_week));
  } else {
    const ids = input.shift_ids ?? [];
    const valid = ids.filter((id) => UUID.test(id));
    const rows = valid.length
      ? await auth.tenant.db
          .select({ id: shifts.id, shiftDate: shifts.shiftDate })
          .from(shifts)
          .where(auth.tenant.scope(shifts, inArray(shifts.id, valid)))
      : [];
    const known = new Set(rows.map((row) => row.id));
    const missing = ids.flatMap((id, i) => (known.has(id) ? [] : [i]));
    if (missing.length > 0)
      throw validation(
        missing.map((i) => ({
          loc: ["body", "shift_ids", i],
          msg: MSG_CONFLICTS.shiftNotFound,
          type: "not_found",
        })),
      );
    const dates = rows.map((row) => row.shiftDate).sort();
    from = dates[0] as string;
    to = dates.at(-1) as string;
    if (input.until <= to)
      throw validation([
        { loc: ["body", "until"], msg: MSG_CONFLICTS.repeatUntilBefore, type: "value_error" },
      ]);
    if (input.until > lastRepeatDay(from))
      throw validation([{ loc: ["body", "until"], msg: MSG_CONFLICTS.repeatTooFar, type: "value_error" }]);
  }
  const planned = expandCopies({
    shifts: await sourceShifts(auth, from, to),
    from,
    to,
    offsets: repeatOffsets({ first: from, everyWeeks: input.every_weeks, until: input.until }),
    agentIds: input.agent_ids,
    shiftIds: input.shift_ids,
    includeCancelled: input.include_cancelled,
    until: input.until,
  });
  return createBatch({
    auth,
    planned,
    options: input,
    lang,
    details: { repeated_from: from, every_weeks: input.every_weeks, until: input.until },
  });
}

/** POST /shifts/apply-template: one shift of the template per agent and day. */
export async function applyTemplate({
  auth,
  input,
  lang = "fr",
}: {
  auth: AuthContext;
  input: TApplyTemplateInput;
  lang?: TLang;
}): Promise<TShiftBatchResult> {
  requireScope(auth, "shift", "create");
  const { tenant } = auth;
  const [template] = UUID.test(input.template_id)
    ? await tenant.db
        .select()
        .from(shiftTemplates)
        .where(tenant.scope(shiftTemplates, inArray(shiftTemplates.id, [input.template_id])))
    : [];
  if (!template)
    throw validation([
      { loc: ["body", "template_id"], msg: MSG_CONFLICTS.templateNotFound, type: "not_found" },
    ]);
  const valid = input.agent_ids.filter((id) => UUID.test(id));
  const agentRows = valid.length
    ? await tenant.db
        .select({ id: agents.id, siteId: agents.assignedSiteId })
        .from(agents)
        .where(tenant.scope(agents, inArray(agents.id, valid)))
    : [];
  const siteOf = new Map(agentRows.map((row) => [row.id, row.siteId]));
  const issues = input.agent_ids.flatMap((id, i): ValidationIssue[] => {
    if (!siteOf.has(id))
      return [{ loc: ["body", "agent_ids", i], msg: PLANNING_API_MSG.agentNotFound, type: "not_found" }];
    if (!input.site_id && !siteOf.get(id))
      return [{ loc: ["body", "agent_ids", i], msg: PLANNING_API_MSG.noSite, type: "missing" }];
    return [];
  });
  if (issues.length > 0) throw validation(issues);
  const planned = expandTemplate({
    template: {
      start_time: template.startTime,
      end_time: template.endTime,
      shift_type: template.shiftType,
      paid_break_minutes: template.paidBreakMinutes,
      unpaid_break_minutes: template.unpaidBreakMinutes,
    },
    agents: [...new Set(input.agent_ids)].map((id) => ({
      agent_id: id,
      site_id: input.site_id ?? (siteOf.get(id) as string),
    })),
    dates: templateDays(
      input.dates
        ? { dates: input.dates }
        : {
            start_date: input.start_date as string,
            end_date: input.end_date as string,
            weekdays: input.weekdays,
          },
    ),
    notes: input.notes ?? null,
  });
  return createBatch({
    auth,
    planned,
    options: input,
    lang,
    details: { template_id: template.id },
    where: { agent: () => ["body", "agent_ids"], site: () => ["body", "site_id"] },
  });
}
