import {
  isLang,
  MSG,
  MSG_CLIENTS,
  MSG_SETTINGS,
  renderServerText,
  type TUserCreate,
  type TUserPatch,
} from "@hts/domain";
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, clientUserSites, companies, sessions, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, isUniqueViolation, notFound, validation } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { hashPassword } from "../../lib/password.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { assertPasswordAllowed, issueLinkToken, sendInvitation, toApiUser } from "../auth/index.ts";
import { answerForAddressElsewhere } from "./account-request.ts";
import { toUserListItem } from "./users.mapper.ts";

const clientRoleRefused = () =>
  validation([{ loc: ["body", "role"], msg: MSG_CLIENTS.clientRoleFromClientPage, type: "role" }]);

/** Marks an account whose owner has not chosen a password yet (invitation pending); never verifies. */
const INVITED = "!invited";

export type Mailing = { mailer: Mailer; publicUrl: string };

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
    db
      .select({ user: users, agentId: agents.id, agentName: agents.name })
      .from(users)
      .leftJoin(agents, eq(agents.userId, users.id))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((r) => toUserListItem(r.user, r.agentId, r.agentName)), total: total?.n ?? 0 };
}

/** With a password: a temporary one, changed at first login. Without: an invitation link by e-mail. */
export async function createUser({
  auth,
  input,
  passwordCost,
  mailing,
  client,
}: {
  auth: AuthContext;
  input: TUserCreate;
  passwordCost: number;
  mailing: Mailing;
  /** A client user (issue 25): his client and the sites he is given (none: all of them). */
  client?: { clientId: string; siteIds: string[] };
}) {
  const { db } = auth.tenant;
  // A client user belongs to a client: he is invited from the client's page, which says which one.
  if ((input.role === "client") !== Boolean(client)) throw clientRoleRefused();
  // An address of this company answers 409 (the admin sees that account in the list anyway); an
  // address of another company answers like a new one (decision 078).
  const ownerOf = async () => {
    const [row] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    return row?.companyId ?? null;
  };
  const owner = await ownerOf();
  if (owner === auth.companyId) throw conflict(MSG.emailTaken);
  if (input.password) assertPasswordAllowed(input.password, ["body", "password"]);
  const passwordHash = input.password
    ? await hashPassword(input.password, passwordCost, { key: `user:${auth.user.id}` })
    : INVITED;
  const elsewhere = () =>
    answerForAddressElsewhere({
      auth,
      input,
      mailer: mailing.mailer,
      invitation: !input.password,
      placeholderHash: passwordHash,
    });
  if (owner !== null) return elsewhere();
  try {
    const { row, token } = await db.transaction(async (tx) => {
      const created = await tenantDb(tx, auth.companyId).insert(users, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        role: input.role,
        passwordHash,
        mustChangePassword: Boolean(input.password && input.mustChangePassword),
        // The inviter's language is the best guess for the invitation mail; the user changes it later.
        language: auth.user.language,
        clientId: client?.clientId ?? null,
      });
      if (client && client.siteIds.length > 0)
        await tx
          .insert(clientUserSites)
          .values(
            client.siteIds.map((siteId) => ({ companyId: auth.companyId, userId: created.id, siteId })),
          );
      const link = input.password ? null : await issueLinkToken({ tx, user: created, kind: "invitation" });
      await audit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: input.password ? "create" : "invite",
        entity: "user",
        entityId: created.id,
        details: {
          role: created.role,
          email: created.email,
          ...(client ? { clientId: client.clientId, siteIds: client.siteIds } : {}),
        },
      });
      return { row: created, token: link };
    });
    if (token) {
      await sendInvitation({
        mailer: mailing.mailer,
        publicUrl: mailing.publicUrl,
        token,
        user: row,
        companyName: auth.company.name,
        inviterName: auth.user.name,
      });
    }
    return toApiUser(row);
  } catch (error) {
    // Another creation of the same address won the unique index meanwhile: same rule as above.
    if (isUniqueViolation(error)) {
      if ((await ownerOf()) === auth.companyId) throw conflict(MSG.emailTaken);
      return elsewhere();
    }
    throw error;
  }
}

/**
 * Active admins other than `userId`, counted with the company row locked: two admins demoting each
 * other at the same moment are serialised, and the second sees the first's change.
 */
async function otherActiveAdminsLocked(tx: Db, companyId: string, userId: string): Promise<number> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, "admin"),
        eq(users.active, true),
        ne(users.id, userId),
      ),
    );
  return row?.n ?? 0;
}

async function linkAgent(tx: Db, companyId: string, userId: string, agentId: string | null) {
  await tx
    .update(agents)
    .set({ userId: null })
    .where(and(eq(agents.companyId, companyId), eq(agents.userId, userId)));
  if (!agentId) return;
  const [agent] = await tx
    .select()
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)))
    .for("update");
  if (!agent) throw notFound(MSG_SETTINGS.agentNotFound);
  if (agent.userId && agent.userId !== userId) throw conflict(MSG_SETTINGS.agentAlreadyLinked);
  await tx.update(agents).set({ userId, updatedAt: new Date() }).where(eq(agents.id, agentId));
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
  // A client user stays one (his client and sites go with the role); no office account becomes one.
  if (input.role !== undefined && (input.role === "client") !== (current.role === "client"))
    throw clientRoleRefused();
  const { password, agentId, mustChangePassword, ...fields } = input;
  if (password) assertPasswordAllowed(password, ["body", "password"]);
  const passwordHash = password
    ? await hashPassword(password, passwordCost, { key: `user:${auth.user.id}` })
    : undefined;
  const row = await auth.tenant.db.transaction(async (tx) => {
    const before = await tenantDb(tx, auth.companyId).findById(users, id);
    const losesAdmin =
      before.role === "admin" &&
      before.active &&
      ((input.role !== undefined && input.role !== "admin") || input.active === false);
    if (losesAdmin && (await otherActiveAdminsLocked(tx, auth.companyId, id)) === 0)
      throw conflict(MSG.lastAdmin);
    const updated = await tenantDb(tx, auth.companyId).updateById(users, id, {
      ...fields,
      // A password set by an admin is temporary when asked: its owner changes it at the next login.
      ...(passwordHash
        ? { passwordHash, mustChangePassword: mustChangePassword ?? false, passwordChangedAt: new Date() }
        : {}),
      updatedAt: new Date(),
    });
    if (agentId !== undefined) await linkAgent(tx, auth.companyId, id, agentId);
    // A disabled account, a new role or a new password ends every open session of that user at once.
    if (input.active === false || passwordHash || (input.role && input.role !== before.role)) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "user",
      entityId: id,
      details: {
        ...fields,
        ...(fields.role && fields.role !== before.role ? { previousRole: before.role } : {}),
        ...(password ? { password: mustChangePassword ? "temporary" : "set" } : {}),
        ...(agentId !== undefined ? { agentId } : {}),
      },
    });
    return updated;
  });
  return toApiUser(row);
}

/** An admin sends a user a reset link (or a new invitation when they never chose a password). */
export async function sendUserLink({
  auth,
  id,
  mailing,
}: {
  auth: AuthContext;
  id: string;
  mailing: Mailing;
}) {
  const user = await auth.tenant.findById(users, id);
  const kind: "invitation" | "password-reset" =
    user.passwordHash === INVITED ? "invitation" : "password-reset";
  const token = await auth.tenant.db.transaction(async (tx) => {
    const issued = await issueLinkToken({ tx, user, kind });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "send-link",
      entity: "user",
      entityId: id,
      details: { kind },
    });
    return issued;
  });
  if (kind === "invitation") {
    await sendInvitation({
      ...mailing,
      token,
      user,
      companyName: auth.company.name,
      inviterName: auth.user.name,
    });
  } else {
    const lang = isLang(user.language) ? user.language : "fr";
    const params = { name: user.name, link: `${mailing.publicUrl}/reset-password?token=${token}` };
    await mailing.mailer.send({
      to: user.email,
      subject: renderServerText({ text: MSG_SETTINGS.resetSubject, params }, lang),
      text: renderServerText({ text: MSG_SETTINGS.resetBody, params }, lang),
    });
  }
  return { kind };
}
