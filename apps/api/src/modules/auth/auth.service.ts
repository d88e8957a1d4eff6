import { MSG, type TLang, type TLoginBody, type TRegisterNested } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { conflict, isUniqueViolation, unauthorized } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { toApiCompany } from "../companies/index.ts";
import { completeLogin } from "./login-completion.ts";
import {
  pruneLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type ThrottleConfig,
} from "./login-throttle.ts";
import { assertCompanyOpen } from "./session-policy.ts";
import { revokeSession } from "./sessions.service.ts";
import { startTwoFactorLogin } from "./two-factor-login.ts";
import { toApiUser } from "./user-view.ts";

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
  throttle,
  passwordCost,
  lang,
}: {
  db: Db;
  input: TLoginBody;
  ip: string;
  userAgent: string | null;
  throttle: ThrottleConfig;
  passwordCost: number;
  lang: TLang;
}) {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, input.email))
    .limit(1);
  const found = rows[0];
  // Throttle (decision 022): a slot is reserved before the hash, so parallel attempts count.
  const reservation = await reserveLoginAttempt({
    db,
    ip,
    email: input.email,
    userId: found?.user.id ?? null,
    config: throttle,
  });
  // An invited account has no password yet: verify against the decoy so it answers like any other.
  const stored = found?.user.passwordHash.startsWith("scrypt$") ? found.user.passwordHash : undefined;
  let valid: boolean;
  try {
    const hash = stored ?? (await decoy(passwordCost));
    valid =
      (await verifyPassword(input.password, hash, { key: ip, priority: reservation.known })) && !!stored;
  } catch (error) {
    // Refused by the hashing pool (429/503): nothing was evaluated, the slot goes back.
    await releaseLoginAttempt({ db, reservation });
    throw error;
  }
  // A disabled account fails like a wrong password: the answer never says whether the e-mail exists.
  if (!found || !valid || !found.user.active) {
    await pruneLoginFailures({ db, config: throttle });
    throw unauthorized(MSG.badCredentials);
  }
  await releaseLoginAttempt({ db, reservation });
  // Issue 10: the company's allowlist and maintenance mode, then a second step when the account has
  // two-factor authentication (the first step gives no usable token).
  assertCompanyOpen({ company: found.company, user: found.user, ip });
  if (found.user.totpSecret) return startTwoFactorLogin({ db, user: found.user, ip, userAgent });
  return completeLogin({
    db,
    user: found.user,
    company: found.company,
    ip,
    userAgent,
    lang,
    method: "password",
  });
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
  await db.transaction(async (tx) => {
    await revokeSession({ db: tx, sessionId });
    await audit(tx, { companyId, userId, action: "logout", entity: "session", entityId: sessionId });
  });
}
