import {
  identifierProblem,
  MSG_CLIENTS,
  publicationOf,
  type TClientCreate,
  type TClientPatch,
  type TPublication,
} from "@hts/domain";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { clients, clientUserSites, sites, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound, validation } from "../../lib/errors.ts";
import { callerAccess, requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { type ClientSiteRow, toApiClient } from "./clients.mapper.ts";

const siteFields = {
  clientId: sites.clientId,
  id: sites.id,
  name: sites.name,
  address: sites.address,
  status: sites.status,
  activeAlarmsCount: sites.activeAlarmsCount,
  archivedAt: sites.archivedAt,
};

async function sitesOf(auth: AuthContext, clientIds: string[]) {
  const bucket = new Map<string, ClientSiteRow[]>();
  if (clientIds.length === 0) return bucket;
  const rows = await auth.tenant.db
    .select(siteFields)
    .from(sites)
    .where(auth.tenant.scope(sites, inArray(sites.clientId, clientIds)))
    .orderBy(asc(sites.name), asc(sites.id));
  for (const row of rows) {
    const list = bucket.get(row.clientId ?? "") ?? [];
    list.push(row);
    bucket.set(row.clientId ?? "", list);
  }
  return bucket;
}

/** Clients of the company (a client user: his own only), by name, with their sites and figures. */
export async function listClients({
  auth,
  q,
  archived,
}: {
  auth: AuthContext;
  q?: string;
  archived?: "true" | "false";
}) {
  const scope = requireScope(auth, "client", "read");
  const caller = await callerAccess(auth);
  const pattern = q ? containsPattern(q) : null;
  const rows = await auth.tenant.db
    .select()
    .from(clients)
    .where(
      auth.tenant.scope(
        clients,
        scope === "own"
          ? eq(clients.id, caller.clientId ?? "00000000-0000-0000-0000-000000000000")
          : undefined,
        archived === "true" ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt),
        pattern
          ? or(ilike(clients.name, pattern), ilike(clients.siren, pattern), ilike(clients.siret, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id));
  const bucket = await sitesOf(
    auth,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toApiClient(row, bucket.get(row.id) ?? []));
}

/** The client row if the caller may do `action` on it; 404 for a client he may not read. */
export async function clientFor(auth: AuthContext, id: string, action: "read" | "update" | "delete") {
  const row = await auth.tenant.findById(clients, id);
  const caller = await callerAccess(auth);
  // "own" for a client is the client the caller's account belongs to: the owner is the caller then.
  await requireOnRecord({
    auth,
    kind: "client",
    action,
    record: { ownerUserIds: caller.clientId === id ? [caller.userId] : [], siteId: null },
  });
  return row;
}

export async function getClient({ auth, id }: { auth: AuthContext; id: string }) {
  const row = await clientFor(auth, id, "read");
  return toApiClient(row, (await sitesOf(auth, [id])).get(id) ?? []);
}

/** SIREN and SIRET each pass their key; together, the SIRET must extend the SIREN. */
function assertIdentifiers(pair: { siren: string | null; siret: string | null }) {
  const problem = identifierProblem(pair);
  if (problem === "mismatch")
    throw validation([{ loc: ["body", "siret"], msg: MSG_CLIENTS.siretMismatch, type: "mismatch" }]);
  if (problem)
    throw validation([
      {
        loc: ["body", problem],
        msg: problem === "siren" ? MSG_CLIENTS.sirenInvalid : MSG_CLIENTS.siretInvalid,
        type: "identifier",
      },
    ]);
}

export async function createClient({ auth, input }: { auth: AuthContext; input: TClientCreate }) {
  requireScope(auth, "client", "create");
  assertIdentifiers(input);
  const created = await inTransaction(auth.tenant, async (t) => {
    const row = await t.insert(clients, input);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "client",
      entityId: row.id,
    });
    return row;
  });
  return toApiClient(created, []);
}

export async function updateClient({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TClientPatch;
}) {
  const current = await clientFor(auth, id, "update");
  if (current.archivedAt) throw conflict(MSG_CLIENTS.clientArchived);
  assertIdentifiers({
    siren: "siren" in input ? (input.siren ?? null) : current.siren,
    siret: "siret" in input ? (input.siret ?? null) : current.siret,
  });
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(clients, id, { ...input, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "client",
      entityId: id,
      details: input,
    });
  });
  return getClient({ auth, id });
}

/**
 * Attaches existing sites to the client. A site of another client is refused (409): moving a site
 * between clients is a detach then an attach, two audited decisions, so no portal loses a site by a slip.
 */
export async function attachSites({
  auth,
  id,
  siteIds,
}: {
  auth: AuthContext;
  id: string;
  siteIds: string[];
}) {
  const client = await clientFor(auth, id, "update");
  if (client.archivedAt) throw conflict(MSG_CLIENTS.clientArchived);
  await inTransaction(auth.tenant, async (t) => {
    const rows = await t.db
      .select({ id: sites.id, clientId: sites.clientId, archivedAt: sites.archivedAt })
      .from(sites)
      .where(t.scope(sites, inArray(sites.id, siteIds)))
      .for("update");
    if (rows.length !== new Set(siteIds).size) throw notFound();
    if (rows.some((r) => r.archivedAt)) throw conflict(MSG_CLIENTS.siteArchived);
    if (rows.some((r) => r.clientId && r.clientId !== id)) throw conflict(MSG_CLIENTS.siteOfAnotherClient);
    await t.db
      .update(sites)
      .set({ clientId: id, updatedAt: new Date() })
      .where(t.scope(sites, inArray(sites.id, siteIds)));
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "attach-sites",
      entity: "client",
      entityId: id,
      details: { siteIds },
    });
  });
  return getClient({ auth, id });
}

/** Detaches a site: the client's users who were given that site lose it in the same transaction. */
export async function detachSite({ auth, id, siteId }: { auth: AuthContext; id: string; siteId: string }) {
  await clientFor(auth, id, "update");
  await inTransaction(auth.tenant, async (t) => {
    const [row] = await t.db
      .select({ id: sites.id })
      .from(sites)
      .where(t.scope(sites, eq(sites.id, siteId), eq(sites.clientId, id)))
      .for("update");
    if (!row) throw notFound();
    await t.db.update(sites).set({ clientId: null, updatedAt: new Date() }).where(eq(sites.id, siteId));
    await t.db
      .delete(clientUserSites)
      .where(and(eq(clientUserSites.companyId, auth.companyId), eq(clientUserSites.siteId, siteId)));
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "detach-site",
      entity: "client",
      entityId: id,
      details: { siteId },
    });
  });
  return getClient({ auth, id });
}

/**
 * Deletes a client: erased when nothing refers to it, archived (read-only, hidden from the list,
 * its portal closed) when it has sites or users, as sites are (decision 017).
 */
export async function deleteClient({ auth, id }: { auth: AuthContext; id: string }) {
  const client = await clientFor(auth, id, "delete");
  if (client.archivedAt) throw conflict(MSG_CLIENTS.clientArchived);
  return inTransaction(auth.tenant, async (t) => {
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    const [siteCount, userCount] = await Promise.all([
      n(
        t.db
          .select({ n: count() })
          .from(sites)
          .where(t.scope(sites, eq(sites.clientId, id))),
      ),
      n(
        t.db
          .select({ n: count() })
          .from(users)
          .where(t.scope(users, eq(users.clientId, id))),
      ),
    ]);
    const referred = siteCount + userCount > 0;
    if (referred) {
      const now = new Date();
      await t.updateById(clients, id, { archivedAt: now, updatedAt: now });
    } else await t.deleteById(clients, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: referred ? "archive" : "delete",
      entity: "client",
      entityId: id,
      details: { sites: siteCount, users: userCount },
    });
    return { deleted: !referred };
  });
}

export async function restoreClient({ auth, id }: { auth: AuthContext; id: string }) {
  const client = await clientFor(auth, id, "update");
  if (!client.archivedAt) throw conflict(MSG_CLIENTS.clientNotArchived);
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(clients, id, { archivedAt: null, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "restore",
      entity: "client",
      entityId: id,
    });
  });
  return getClient({ auth, id });
}

export async function getPublication({ auth, id }: { auth: AuthContext; id: string }): Promise<TPublication> {
  return publicationOf((await clientFor(auth, id, "read")).publication);
}

export async function updatePublication({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: Partial<TPublication>;
}): Promise<TPublication> {
  const current = await clientFor(auth, id, "update");
  if (current.archivedAt) throw conflict(MSG_CLIENTS.clientArchived);
  const next = { ...publicationOf(current.publication), ...input };
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(clients, id, { publication: next, updatedAt: new Date() });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "publication",
      entity: "client",
      entityId: id,
      details: input,
    });
  });
  return next;
}
