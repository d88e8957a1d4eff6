import type { TLang } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type companies, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { toApiCompany } from "../companies/index.ts";
import { idleTimeoutMs, restrictionAtLogin, sessionInfo } from "./session-policy.ts";
import { createSession } from "./sessions.service.ts";
import { toApiUser } from "./user-view.ts";

/**
 * The last step of every sign-in (password, or password then second factor): a session with the
 * company's idle expiry and the forced step it starts under, if any.
 */
export async function completeLogin({
  db,
  user,
  company,
  ip,
  userAgent,
  lang,
  method,
}: {
  db: Db;
  user: typeof users.$inferSelect;
  company: typeof companies.$inferSelect;
  ip: string;
  userAgent: string | null;
  lang: TLang;
  method: "password" | "totp" | "recovery-code";
}) {
  const restriction = restrictionAtLogin({ company, user });
  // Session, last login and audit row commit together (decision 021).
  const { token, expiresAt, updated } = await db.transaction(async (tx) => {
    const session = await createSession({
      db: tx,
      user,
      ttlMs: idleTimeoutMs(company),
      ip,
      userAgent,
      restriction,
    });
    const [row] = await tx
      .update(users)
      .set({ lastLoginAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await audit(tx, {
      companyId: company.id,
      userId: user.id,
      action: "login",
      entity: "session",
      details: { ip, method, ...(restriction ? { restriction } : {}) },
    });
    return { ...session, updated: row };
  });
  return {
    access_token: token,
    token_type: "bearer" as const,
    expires_at: expiresAt.toISOString(),
    user: toApiUser(updated ?? user),
    company: toApiCompany(company),
    session: sessionInfo({ company, restriction, user, lang }),
  };
}
