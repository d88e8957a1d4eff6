import type { TPosition } from "@hts/domain";
import { sql } from "drizzle-orm";
import { agentPositions } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

/**
 * Keeps an agent's last known position from an action that carried one (a clock action, a tour scan),
 * in the action's transaction. An action replayed late (offline) never replaces a newer fix.
 */
export async function keepLastPosition(
  tx: Tx,
  fix: {
    companyId: string;
    agentId: string;
    position: TPosition;
    at: Date;
    receivedAt: Date;
    source: "clock" | "tour";
  },
): Promise<void> {
  const values = {
    latitude: fix.position.lat,
    longitude: fix.position.lng,
    accuracy: fix.position.accuracy,
    recordedAt: fix.at,
    receivedAt: fix.receivedAt,
    source: fix.source,
  };
  await tx
    .insert(agentPositions)
    .values({ agentId: fix.agentId, companyId: fix.companyId, ...values })
    .onConflictDoUpdate({
      target: agentPositions.agentId,
      set: values,
      setWhere: sql`${agentPositions.recordedAt} <= ${fix.at}`,
    });
}
