import { MSG, type TLoginBody, type TRegisterNested } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, users } from "../../db/schema.ts";
import { conflict, isUniqueViolation, unauthorized } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { audit } from "../audit/audit.service.ts";
import { toApiCompany } from "../companies/companies.mapper.ts";
import { toApiUser } from "../users/users.mapper.ts";
import { assertLoginAllowed, recordLoginFailure, type ThrottleConfig } from "./login-throttle.ts";
import { createSession, revokeSession } from "./sessions.service.ts";

/** Creates a company and its main administrator, in one transaction. */
export async function registerCompany({
  db,
  input,
  passwordCost,
}: {
  db: Db;
  input: TRegisterNested;
  passwordCost: number;
}) {
  const passwordHash = await hashPassword(input.admin.password, passwordCost);
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.admin.email));
      if (taken.length > 0) throw conflict(MSG.emailTaken);
      const [company] = await tx.insert(companies).values(input.company).returning();
      if (!company) throw new Error("company insert returned nothing");
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          name: input.admin.name,
          email: input.admin.email,
          phone: input.admin.phone,
          role: "admin",
          passwordHash,
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      await audit(tx, {
        companyId: company.id,
        userId: user.id,
        action: "register",
        entity: "company",
        entityId: company.id,
        details: { subscription: company.subscription },
      });
      return { user: toApiUser(user), company: toApiCompany(company) };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
    throw error;
  }
}

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow, so the
// response time does not reveal which e-mails have an account.
let decoyHash: Promise<string> | undefined;
const decoy = (cost: number) => {
  decoyHash ??= hashPassword("decoy-password-never-valid", cost);
  return decoyHash;
};

export async function login({
  db,
  input,
  ip,
  userAgent,
  ttlMs,
  throttle,
  passwordCost,
}: {
  db: Db;
  input: TLoginBody;
  ip: string;
  userAgent: string | null;
  ttlMs: number;
  throttle: ThrottleConfig;
  passwordCost: number;
}) {
  await assertLoginAllowed({ db, ip, email: input.email, config: throttle });
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, input.email))
    .limit(1);
  const found = rows[0];
  const valid = await verifyPassword(input.password, found?.user.passwordHash ?? (await decoy(passwordCost)));
  // A disabled account fails like a wrong password: the answer never says whether the e-mail exists.
  if (!found || !valid || !found.user.active) {
    await recordLoginFailure({ db, ip, email: input.email, config: throttle });
    throw unauthorized(MSG.badCredentials);
  }
  const { token, expiresAt } = await createSession({ db, user: found.user, ttlMs, ip, userAgent });
  const [user] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, found.user.id))
    .returning();
  await audit(db, {
    companyId: found.company.id,
    userId: found.user.id,
    action: "login",
    entity: "session",
    details: { ip },
  });
  return {
    access_token: token,
    token_type: "bearer" as const,
    expires_at: expiresAt.toISOString(),
    user: toApiUser(user ?? found.user),
    company: toApiCompany(found.company),
  };
}

export async function logout({
  db,
  sessionId,
  companyId,
  userId,
}: {
  db: Db;
  sessionId: string;
  companyId: string;
  userId: string;
}) {
  await revokeSession({ db, sessionId });
  await audit(db, { companyId, userId, action: "logout", entity: "session", entityId: sessionId });
}
