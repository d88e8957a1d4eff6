import type { TShiftTemplateCreate } from "@hts/domain";
import { asc } from "drizzle-orm";
import { shiftTemplates } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { toApiTemplate } from "./planning.mapper.ts";

export async function listTemplates({ auth }: { auth: AuthContext }) {
  const rows = await auth.tenant.db
    .select()
    .from(shiftTemplates)
    .where(auth.tenant.scope(shiftTemplates))
    .orderBy(asc(shiftTemplates.name), asc(shiftTemplates.id));
  return rows.map(toApiTemplate);
}

export async function createTemplate({ auth, input }: { auth: AuthContext; input: TShiftTemplateCreate }) {
  // duration_hours sent by the client is recomputed from the times.
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(shiftTemplates, {
      name: input.name,
      startTime: input.start_time,
      endTime: input.end_time,
      color: input.color,
      paidBreakMinutes: input.paid_break_minutes,
      unpaidBreakMinutes: input.unpaid_break_minutes,
      shiftType: input.shift_type,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "shift_template",
      entityId: created.id,
    });
    return created;
  });
  return toApiTemplate(row);
}

export async function deleteTemplate({ auth, id }: { auth: AuthContext; id: string }) {
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(shiftTemplates, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "shift_template",
      entityId: id,
    });
  });
}
