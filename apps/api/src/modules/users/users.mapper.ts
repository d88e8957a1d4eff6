import type { TUserListItem } from "@hts/domain";
import type { users } from "../../db/schema.ts";

/** A row of the Users tab: account state, second factor, linked agent record. */
export function toUserListItem(
  row: typeof users.$inferSelect,
  agentId: string | null,
  agentName: string | null,
): TUserListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    active: row.active,
    invitation_pending: !row.passwordHash.startsWith("scrypt$"),
    two_factor_enabled: row.totpSecret !== null,
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    agent_id: agentId,
    agent_name: agentName,
  };
}
