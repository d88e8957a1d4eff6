import type { TRole, TUser } from "@hts/domain";
import type { users } from "../../db/schema.ts";

/** The public face of a user row: never the password hash. */
export function toApiUser(row: typeof users.$inferSelect): TUser {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as TRole,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}
