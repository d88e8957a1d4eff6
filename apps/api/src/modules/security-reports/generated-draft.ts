import type { TActivityReportContent } from "@hts/domain";
import { securityReports } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { Tx } from "../../lib/tenancy.ts";

/**
 * A draft written by the product rather than typed (the daily activity report of a shift, issue 23),
 * in the caller's transaction. Its author is the agent's account, so he and the managers may sign it.
 */
export async function insertGeneratedDraft({
  tx,
  companyId,
  siteId,
  shiftId,
  authorUserId,
  authorName,
  content,
  observations,
}: {
  tx: Tx;
  companyId: string;
  siteId: string;
  shiftId: string;
  authorUserId: string | null;
  authorName: string;
  content: TActivityReportContent;
  observations: string;
}): Promise<string> {
  const [row] = await tx
    .insert(securityReports)
    .values({
      companyId,
      siteId,
      shiftId,
      periodStart: content.periodStart,
      periodEnd: content.periodEnd,
      incidents: content.incidents,
      interventions: content.interventions,
      observations,
      photoIds: content.photoIds,
      responsibleName: authorName,
      status: "draft",
      createdById: authorUserId,
      generatedByName: authorName,
    })
    .returning({ id: securityReports.id });
  if (!row) throw new Error("activity report not inserted");
  await audit(tx, {
    companyId,
    userId: null,
    action: "create",
    entity: "security_report",
    entityId: row.id,
    details: { source: "activity-report", shiftId, ...content.counts },
  });
  return row.id;
}
