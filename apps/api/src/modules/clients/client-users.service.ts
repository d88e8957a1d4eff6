import { MSG_CLIENTS, type TClientUser, type TClientUserInvite } from "@hts/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { clientUserSites, sites, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, validation } from "../../lib/errors.ts";
import { createUser, type Mailing } from "../users/index.ts";
import { clientFor } from "./clients.service.ts";

/** Marks an invitation not yet accepted (the users module's placeholder). */
const INVITED = "!invited";

/** The client's users, with the sites each was given (empty: all of them). */
export async function listClientUsers({
  auth,
  id,
}: {
  auth: AuthContext;
  id: string;
}): Promise<TClientUser[]> {
  await clientFor(auth, id, "read");
  const { db, scope } = auth.tenant;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      active: users.active,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(scope(users, eq(users.clientId, id)))
    .orderBy(asc(users.name), asc(users.id));
  const given =
    rows.length === 0
      ? []
      : await db
          .select({ userId: clientUserSites.userId, siteId: clientUserSites.siteId })
          .from(clientUserSites)
          .where(
            scope(
              clientUserSites,
              inArray(
                clientUserSites.userId,
                rows.map((r) => r.id),
              ),
            ),
          );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    active: r.active,
    siteIds: given.filter((g) => g.userId === r.id).map((g) => g.siteId),
    invitationPending: r.passwordHash === INVITED,
  }));
}

/**
 * Invites a client user by e-mail through the users module's invitation flow (the link lets him choose
 * his password; two-factor is then his to enable like any user). Managers may do it, not only admins:
 * the account can reach nothing but the portal of this client's sites (decision 103).
 */
export async function inviteClientUser({
  auth,
  id,
  input,
  passwordCost,
  mailing,
}: {
  auth: AuthContext;
  id: string;
  input: TClientUserInvite;
  passwordCost: number;
  mailing: Mailing;
}) {
  const client = await clientFor(auth, id, "update");
  if (client.archivedAt) throw conflict(MSG_CLIENTS.clientArchived);
  const siteIds = [...new Set(input.siteIds)];
  if (siteIds.length > 0) {
    const own = await auth.tenant.db
      .select({ id: sites.id })
      .from(sites)
      .where(auth.tenant.scope(sites, inArray(sites.id, siteIds), eq(sites.clientId, id)));
    if (own.length !== siteIds.length)
      throw validation([{ loc: ["body", "siteIds"], msg: MSG_CLIENTS.siteNotOfClient, type: "site" }]);
  }
  return createUser({
    auth,
    input: { name: input.name, email: input.email, role: "client", phone: null },
    passwordCost,
    mailing,
    client: { clientId: id, siteIds },
  });
}

/** Changes which of the client's sites a client user sees (empty: all of them). */
export async function setClientUserSites({
  auth,
  id,
  userId,
  siteIds,
}: {
  auth: AuthContext;
  id: string;
  userId: string;
  siteIds: string[];
}) {
  await clientFor(auth, id, "update");
  const unique = [...new Set(siteIds)];
  await auth.tenant.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), eq(users.id, userId), eq(users.clientId, id)));
    if (!user) throw validation([{ loc: ["path", "userId"], msg: MSG_CLIENTS.clientNotFound, type: "user" }]);
    if (unique.length > 0) {
      const own = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.companyId, auth.companyId), inArray(sites.id, unique), eq(sites.clientId, id)));
      if (own.length !== unique.length)
        throw validation([{ loc: ["body", "siteIds"], msg: MSG_CLIENTS.siteNotOfClient, type: "site" }]);
    }
    await tx.delete(clientUserSites).where(eq(clientUserSites.userId, userId));
    if (unique.length > 0)
      await tx
        .insert(clientUserSites)
        .values(unique.map((siteId) => ({ companyId: auth.companyId, userId, siteId })));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "client-user-sites",
      entity: "user",
      entityId: userId,
      details: { clientId: id, siteIds: unique },
    });
  });
  return (await listClientUsers({ auth, id })).find((u) => u.id === userId);
}
