import { MSG_CLIENTS, publicationOf, type TPublishedKind } from "@hts/domain";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import { clients, sites } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { callerAccess, requireScope } from "../../lib/record-access.ts";
import { rangeInstants } from "../planning/index.ts";

/**
 * Who the portal is for and which sites it covers (decision 103). A client user: his client and the
 * sites he was given (record scope "sites"). A manager or admin previews a client's portal by passing
 * `clientId`. A site outside that scope, or of another company, answers 404 like an unknown id.
 */
export async function portalScope(
  auth: AuthContext,
  { clientId, siteId }: { clientId?: string; siteId?: string },
) {
  const scope = requireScope(auth, "portal", "read");
  // Staff preview any client of the company: their own sites and client do not matter (one query less).
  const caller = scope === "company" ? null : await callerAccess(auth);
  // A client user asking for another client's id gets the same 404 as for an unknown one.
  if (caller && clientId && clientId !== caller.clientId) throw notFound(MSG_CLIENTS.clientNotFound);
  const id = caller ? caller.clientId : clientId;
  if (!id) throw notFound(MSG_CLIENTS.clientNotFound);
  const [client] = await auth.tenant.db
    .select()
    .from(clients)
    .where(auth.tenant.scope(clients, eq(clients.id, id), isNull(clients.archivedAt)));
  if (!client) throw notFound(MSG_CLIENTS.clientNotFound);
  const visible = await auth.tenant.db
    .select({ id: sites.id, name: sites.name, address: sites.address })
    .from(sites)
    .where(
      auth.tenant.scope(
        sites,
        eq(sites.clientId, id),
        isNull(sites.archivedAt),
        caller ? inArray(sites.id, caller.siteIds.length ? caller.siteIds : [id]) : undefined,
      ),
    )
    .orderBy(asc(sites.name), asc(sites.id));
  if (siteId && !visible.some((s) => s.id === siteId)) throw notFound();
  const chosen = siteId ? visible.filter((s) => s.id === siteId) : visible;
  return { client, publication: publicationOf(client.publication), sites: visible, chosen };
}

export type PortalScope = Awaited<ReturnType<typeof portalScope>>;

/** A kind the company does not publish to this client does not exist for him: 404. */
export function requirePublished(scope: PortalScope, kind: TPublishedKind) {
  if (scope.publication[kind] === "hidden") throw notFound();
}

export const siteNames = (scope: PortalScope) => new Map(scope.sites.map((s) => [s.id, s.name]));

/** Site ids of the chosen scope, never empty in SQL (an impossible id stands for none). */
export const chosenIds = (scope: PortalScope) =>
  scope.chosen.length ? scope.chosen.map((s) => s.id) : ["00000000-0000-0000-0000-000000000000"];

/**
 * The instants of planning days [from, to] in the company's zone (Europe/Paris): from local midnight
 * starting `from` to the last millisecond before local midnight ending `to`. Incidents and tours of a
 * month are those of its Paris days, as its shifts are (decision 124).
 */
export function dayInstants({ from, to }: { from: string; to: string }): { from: Date; to: Date } {
  const range = rangeInstants({ start_date: from, end_date: to });
  return { from: range.from, to: new Date(range.to.getTime() - 1) };
}
