import { MSG, type TUserCreate, type TUserPatch } from "@hts/domain";
import { asc, count, eq, ne } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { conflict, isUniqueViolation } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { revokeUserSessions } from "../auth/sessions.service.ts";
import { toApiUser } from "./users.mapper.ts";

export async function listUsers({
  auth,
  limit,
  offset,
}: {
  auth: AuthContext;
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const where = scope(users);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toApiUser), total: total?.n ?? 0 };
}

export async function createUser({
  auth,
  input,
  passwordCost,
}: {
  auth: AuthContext;
  input: TUserCreate;
  passwordCost: number;
}) {
  const { db } = auth.tenant;
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken.length > 0) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password, passwordCost);
  try {
    const row = await auth.tenant.insert(users, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: input.role,
      passwordHash,
    });
    await audit(db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "user",
      entityId: row.id,
      details: { role: row.role },
    });
    return toApiUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
    throw error;
  }
}

/** Active admins other than `userId`: a change must never leave the company without one. */
async function otherActiveAdmins(auth: AuthContext, userId: string): Promise<number> {
  const [row] = await auth.tenant.db
    .select({ n: count() })
    .from(users)
    .where(auth.tenant.scope(users, eq(users.role, "admin"), eq(users.active, true), ne(users.id, userId)));
  return row?.n ?? 0;
}

export async function updateUser({
  auth,
  id,
  input,
  passwordCost,
}: {
  auth: AuthContext;
  id: string;
  input: TUserPatch;
  passwordCost: number;
}) {
  const current = await auth.tenant.findById(users, id);
  if (input.active === false && current.id === auth.user.id) throw conflict(MSG.selfDisable);
  const losesAdmin =
    current.role === "admin" &&
    current.active &&
    ((input.role !== undefined && input.role !== "admin") || input.active === false);
  if (losesAdmin && (await otherActiveAdmins(auth, current.id)) === 0) throw conflict(MSG.lastAdmin);

  const { password, ...fields } = input;
  const changes = {
    ...fields,
    ...(password ? { passwordHash: await hashPassword(password, passwordCost) } : {}),
    updatedAt: new Date(),
  };
  const row = await auth.tenant.updateById(users, id, changes);
  // A disabled account or a new password ends every open session of that user at once.
  if (input.active === false || password) await revokeUserSessions({ db: auth.tenant.db, userId: id });
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "update",
    entity: "user",
    entityId: id,
    details: { ...fields, ...(password ? { password: "changed" } : {}) },
  });
  return toApiUser(row);
}
