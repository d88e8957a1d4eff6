import type { TRestriction } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

/** Lifts a forced step from the session once it is done (password changed, two-factor enrolled). */
export async function clearRestriction({
  tx,
  sessionId,
  restriction,
}: {
  tx: Db;
  sessionId: string;
  restriction: TRestriction;
}): Promise<void> {
  await tx
    .update(sessions)
    .set({ restriction: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.restriction, restriction)));
}
