import { MSG_LOGBOOK } from "@hts/domain";
import { eq } from "drizzle-orm";
import { agents } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";

/** The agent the caller signs in as: he writes the logbook for himself only (403 for an account with none). */
export async function logbookAgent(auth: AuthContext): Promise<{ id: string; name: string }> {
  requireScope(auth, "logbook-entry", "create");
  const [agent] = await auth.tenant.db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(auth.tenant.scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  if (!agent) throw forbidden(MSG_LOGBOOK.notAnAgent);
  return agent;
}
