// An agent's planning profile (issue 24 item 2, decision 126): read and written on his card by planners
// and managers; the automatic scheduler reads it with the agent. Stored as one JSON column of the agent
// (validated by the domain's schema), because it is read and written whole, never queried field by field.
import { MSG_COVERAGE, type TAgentPlanningProfile, ZAgentPlanningProfile } from "@hts/domain";
import { inArray } from "drizzle-orm";
import { agents, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction } from "../../lib/tenancy.ts";

/** A stored profile read through the schema: an older one gains the fields added since, with defaults. */
export function storedProfile(value: unknown): TAgentPlanningProfile | null {
  if (!value) return null;
  const parsed = ZAgentPlanningProfile.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function agentRow(auth: AuthContext, agentId: string) {
  try {
    return await auth.tenant.findById(agents, agentId);
  } catch {
    throw notFound(MSG_COVERAGE.agentNotFound);
  }
}

export async function readPlanningProfile({ auth, agentId }: { auth: AuthContext; agentId: string }) {
  requireScope(auth, "planning-profile", "read");
  const row = await agentRow(auth, agentId);
  return { agent_id: row.id, profile: storedProfile(row.planningProfile) ?? ZAgentPlanningProfile.parse({}) };
}

export async function writePlanningProfile({
  auth,
  agentId,
  input,
}: {
  auth: AuthContext;
  agentId: string;
  input: TAgentPlanningProfile;
}) {
  requireScope(auth, "planning-profile", "update");
  await agentRow(auth, agentId);
  // Allowed sites must be the company's: another company's id is as unknown as a made-up one.
  if (input.allowed_site_ids.length) {
    const known = await auth.tenant.db
      .select({ id: sites.id })
      .from(sites)
      .where(auth.tenant.scope(sites, inArray(sites.id, input.allowed_site_ids)));
    if (known.length !== new Set(input.allowed_site_ids).size) {
      throw validation([
        { loc: ["body", "allowed_site_ids"], msg: MSG_COVERAGE.profileSite, type: "value_error" },
      ]);
    }
  }
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(agents, agentId, { planningProfile: input, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "agent_planning_profile",
      entityId: agentId,
    });
  });
  return readPlanningProfile({ auth, agentId });
}
