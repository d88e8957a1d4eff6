import { MSG_ATTENDANCE } from "@hts/domain";
import { eq } from "drizzle-orm";
import { agents } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";

/**
 * The agent the caller signs in as (`agents.user_id`): an agent acts for himself only, whatever his
 * role; an account linked to no agent gets a 403 that says why.
 */
export async function callerAgent(auth: AuthContext): Promise<{ id: string; name: string }> {
  requireScope(auth, "attendance-event", "create");
  const agent = await linkedAgent(auth);
  if (!agent) throw forbidden(MSG_ATTENDANCE.noAgent);
  return agent;
}

/** The agent record linked to the caller's account, or null: telling it needs no right. */
export async function linkedAgent(auth: AuthContext): Promise<{ id: string; name: string } | null> {
  const [agent] = await auth.tenant.db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(auth.tenant.scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  return agent ?? null;
}
