// Copy a week of shifts to another week (issue 15 item 2), in one transaction, with the save-time
// conflict rule of decision 040 judged on the whole copy: a dry run answers what would be created and
// the conflicts it would cause; a copy creating blocking conflicts is refused (409) unless an
// administrator or manager gives a reason, audited.
import {
  expandWeekCopy,
  type TConflict,
  type TCopyWeekInput,
  type TCopyWeekResult,
  type TLang,
  weekOf,
} from "@hts/domain";
import { MSG_CONFLICTS } from "@hts/domain/planning/conflicts/messages";
import { inArray } from "drizzle-orm";
import { shifts } from "../../db/schema.ts";
import { AppError, forbidden } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { detectIn } from "./conflicts.service.ts";
import { toApiShift } from "./planning.mapper.ts";
import { companyPlanningRules } from "./planning-settings.service.ts";
import { placeShift } from "./shift-times.ts";
import { shiftsAround } from "./shifts.service.ts";

const MAY_OVERRIDE = new Set(["admin", "manager"]);

class Preview extends Error {
  constructor(readonly result: TCopyWeekResult) {
    super("preview");
  }
}

export async function copyWeek({
  auth,
  input,
  lang = "fr",
}: {
  auth: AuthContext;
  input: TCopyWeekInput;
  lang?: TLang;
}): Promise<TCopyWeekResult> {
  requireScope(auth, "shift", "create");
  const { tenant } = auth;
  const rules = companyPlanningRules(auth.company);
  const source = (await shiftsAround({ tenant, range: weekOf(input.source_week) })).map(toApiShift);
  const planned = expandWeekCopy({
    shifts: source,
    sourceWeek: input.source_week,
    targetWeek: input.target_week,
    agentIds: input.agent_ids,
    includeCancelled: input.include_cancelled,
  });
  const listed = planned.map(({ agent_id, agent_name, site_name, shift_date, start_time, end_time }) => ({
    agent_id,
    agent_name,
    site_name,
    shift_date,
    start_time,
    end_time,
  }));
  const empty = { conflicts: [], blocking: [], may_override: MAY_OVERRIDE.has(auth.role) };
  if (planned.length === 0) return { ...empty, count: 0, shifts: [] };

  try {
    return await inTransaction(tenant, async (t) => {
      const ids: string[] = [];
      for (const shift of planned) {
        const placed = placeShift(shift);
        const row = await t.insert(shifts, {
          agentId: shift.agent_id,
          siteId: shift.site_id,
          shiftDate: shift.shift_date,
          startTime: shift.start_time,
          endTime: shift.end_time,
          startsAt: placed.startsAt,
          endsAt: placed.endsAt,
          breakMinutes: shift.break_minutes,
          shiftType: shift.shift_type,
          status: shift.status,
          notes: shift.notes,
        });
        ids.push(row.id);
      }
      const created = new Set(ids);
      const found = await detectIn({
        tenant: t,
        rules,
        range: weekOf(input.target_week),
        lang,
        visible: inArray(shifts.agentId, [...new Set(planned.map((shift) => shift.agent_id))]),
      });
      const caused = found.filter((conflict) => conflict.shift_ids.some((id) => created.has(id)));
      const blocking = new Set(rules.blockingSeverities);
      const blockers: TConflict[] = caused.filter((conflict) => blocking.has(conflict.severity));
      const result: TCopyWeekResult = {
        conflicts: caused.filter((conflict) => !blocking.has(conflict.severity)),
        blocking: blockers,
        may_override: MAY_OVERRIDE.has(auth.role),
        count: planned.length,
        shifts: listed,
      };
      // The preview is the copy itself, rolled back: it can never say something else than the copy.
      if (input.dry_run) throw new Preview(result);
      if (blockers.length > 0) {
        if (!input.override_reason)
          throw new AppError(
            "conflict",
            { text: MSG_CONFLICTS.blocking, params: { n: blockers.length } },
            { conflicts: blockers },
          );
        if (!MAY_OVERRIDE.has(auth.role)) throw forbidden(MSG_CONFLICTS.overrideForbidden);
      }
      for (const id of ids)
        await audit(t.db, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "create",
          entity: "shift",
          entityId: id,
          details: { copied_from: weekOf(input.source_week).start_date },
        });
      if (blockers.length > 0)
        await audit(t.db, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "override_conflicts",
          entity: "shift",
          entityId: ids[0] as string,
          details: {
            reason: input.override_reason,
            copy: { source: input.source_week, target: input.target_week, shifts: ids.length },
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
