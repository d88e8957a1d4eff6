import { isLang, type TRole, type TUser } from "@hts/domain";
import type { users } from "../../db/schema.ts";

// The signed-in user as sign-in and /auth/me answer it; users' administration shows the same face.
// It lives in the auth module, which the users module builds on (issue 27: no auth <-> users cycle).

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
    language: isLang(row.language) ? row.language : "fr",
    timezone: row.timezone,
    two_factor_enabled: row.totpSecret !== null,
    invitation_pending: !row.passwordHash.startsWith("scrypt$"),
  };
}
