import { MSG, type TPlatformOperator } from "@hts/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { platformOperators, platformSessions } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";

// Platform operators' accounts and sessions (decision 106). Apart from the companies' users and
// sessions on purpose: an operator's token is never found by the companies' session lookup, so no
// business route can ever serve them.

const SESSION_MS = 12 * 3600_000;

type OperatorRow = typeof platformOperators.$inferSelect;
const view = (row: OperatorRow): TPlatformOperator => ({ id: row.id, email: row.email, name: row.name });

/**
 * Creates the operator, or sets the name and password of an existing one (the command line and the
 * environment variables both come here). Returns whether the account was created.
 */
export async function upsertPlatformOperator({
  db,
  email,
  name,
  password,
  passwordCost,
}: {
  db: Db;
  email: string;
  name: string;
  password: string;
  passwordCost: number;
}): Promise<{ created: boolean; operator: TPlatformOperator }> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password, passwordCost);
  const [existing] = await db.select().from(platformOperators).where(eq(platformOperators.email, normalised));
  if (existing) {
    const [row] = await db
      .update(platformOperators)
      .set({ name, passwordHash })
      .where(eq(platformOperators.id, existing.id))
      .returning();
    if (!row) throw new Error("operator update returned nothing");
    // A new password ends the sessions opened with the old one.
    await db.delete(platformSessions).where(eq(platformSessions.operatorId, row.id));
    return { created: false, operator: view(row) };
  }
  const [row] = await db
    .insert(platformOperators)
    .values({ email: normalised, name, passwordHash })
    .returning();
  if (!row) throw new Error("operator insert returned nothing");
  return { created: true, operator: view(row) };
}

/** Creates the operator only when the e-mail has no account yet (the environment, at every start). */
export async function ensurePlatformOperator(args: Parameters<typeof upsertPlatformOperator>[0]) {
  const [existing] = await args.db
    .select({ id: platformOperators.id })
    .from(platformOperators)
    .where(eq(platformOperators.email, args.email.trim().toLowerCase()));
  if (existing) return false;
  await upsertPlatformOperator(args);
  return true;
}

let decoy: Promise<string> | undefined;

export async function platformLogin({
  db,
  email,
  password,
  passwordCost,
  ip,
}: {
  db: Db;
  email: string;
  password: string;
  passwordCost: number;
  ip: string;
}): Promise<{ token: string; operator: TPlatformOperator }> {
  const [row] = await db.select().from(platformOperators).where(eq(platformOperators.email, email));
  // An unknown e-mail is checked against a real hash too: both failures take the same time.
  decoy ??= hashPassword("decoy-password-never-valid", passwordCost);
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoy), { key: ip });
  if (!row || !valid) throw unauthorized(MSG.badCredentials);
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(platformSessions).values({
      operatorId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_MS),
    });
    await tx
      .update(platformOperators)
      .set({ lastLoginAt: new Date() })
      .where(eq(platformOperators.id, row.id));
  });
  return { token, operator: view(row) };
}

/** The operator and session behind a token, or null (unknown, expired or revoked). */
export async function findPlatformSession(db: Db, token: string) {
  const [found] = await db
    .select({ session: platformSessions, operator: platformOperators })
    .from(platformSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, platformSessions.operatorId))
    .where(
      and(
        eq(platformSessions.tokenHash, hashToken(token)),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, new Date()),
      ),
    );
  return found ? { sessionId: found.session.id, operator: view(found.operator) } : null;
}

export async function platformLogout(db: Db, sessionId: string): Promise<void> {
  await db.update(platformSessions).set({ revokedAt: new Date() }).where(eq(platformSessions.id, sessionId));
}

/** Where the demo-request notices go: every operator's address. */
export async function operatorEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: platformOperators.email }).from(platformOperators);
  return rows.map((r) => r.email);
}
