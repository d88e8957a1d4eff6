import { MSG_PUSH } from "@hts/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import { agents } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notifyUsers } from "../push/index.ts";

type ShiftSeen = { agent_id: string; site_name: string | null; shift_date: string };

/**
 * 'Planning modifié' on the phone of the agent whose shift was created, changed or removed (issue 22),
 * if he opted in; after the commit, without waiting for the push services. The agent app refreshes its
 * shifts when the notification arrives.
 */
export async function noticeShiftChange({
  auth,
  shift,
  removed = false,
}: {
  auth: AuthContext;
  shift: ShiftSeen;
  removed?: boolean;
}): Promise<void> {
  const [agent] = await auth.tenant.db
    .select({ userId: agents.userId })
    .from(agents)
    .where(auth.tenant.scope(agents, and(eq(agents.id, shift.agent_id), isNotNull(agents.userId))));
  if (!agent?.userId || agent.userId === auth.user.id) return;
  notifyUsers({
    db: auth.tenant.db,
    userIds: [agent.userId],
    kind: "shift_changed",
    title: { text: MSG_PUSH.shiftChangedTitle },
    body: {
      text: removed ? MSG_PUSH.shiftRemovedBody : MSG_PUSH.shiftChangedBody,
      params: { date: shift.shift_date, site: shift.site_name ?? "" },
    },
    tag: "shift-changed",
  });
}
