import {
  MSG_CLIENTS,
  renderServerText,
  requestChangeProblem,
  requestMailStep,
  type TClientRequest,
  type TClientRequestAnswer,
  type TClientRequestCreate,
  type TClientRequestKind,
  type TClientRequestStatus,
  type TClientRequestsQuery,
  type TPortalRequest,
  type TServerText,
} from "@hts/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clientRequests, clients, notifications, sites, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { inTransaction, type Tx } from "../../lib/tenancy.ts";
import { queueClientRequestEmail } from "./client-request-emails.ts";

// Requests a client files from the portal and the company answers (issue 25). The portal passes the
// client and sites its scope allows (portal-scope.ts); the office reads and answers through the record
// policy's "client-request" kind. Every step is audited and notified in its transaction, and signalled
// live after the commit.

type Row = typeof clientRequests.$inferSelect;
type PortalSites = { clientId: string; sites: readonly { id: string; name: string }[] };

const NO_ID = "00000000-0000-0000-0000-000000000000";
const KIND_TEXT: Record<TClientRequestKind, string> = {
  extra_guard: MSG_CLIENTS.kindExtraGuard,
  intervention: MSG_CLIENTS.kindIntervention,
  post_orders: MSG_CLIENTS.kindPostOrders,
  complaint: MSG_CLIENTS.kindComplaint,
  remark: MSG_CLIENTS.kindRemark,
};
const STATUS_TEXT: Record<TClientRequestStatus, string> = {
  open: MSG_CLIENTS.requestStatusOpen,
  in_progress: MSG_CLIENTS.requestStatusInProgress,
  closed: MSG_CLIENTS.requestStatusClosed,
};

function toPortal(row: Row, siteName: string): TPortalRequest {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName,
    kind: row.kind as TClientRequestKind,
    subject: row.subject,
    body: row.body,
    wantedDate: row.wantedDate,
    status: row.status as TClientRequestStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client's requests on the sites he sees, newest first. */
export async function listPortalRequests({ auth, scope }: { auth: AuthContext; scope: PortalSites }) {
  requireScope(auth, "client-request", "read");
  const names = new Map(scope.sites.map((s) => [s.id, s.name]));
  const ids = scope.sites.length ? scope.sites.map((s) => s.id) : [NO_ID];
  const rows = await auth.tenant.db
    .select()
    .from(clientRequests)
    .where(
      auth.tenant.scope(
        clientRequests,
        eq(clientRequests.clientId, scope.clientId),
        inArray(clientRequests.siteId, ids),
      ),
    )
    .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
    .limit(200);
  return rows.map((row) => toPortal(row, names.get(row.siteId) ?? "—"));
}

async function notify(
  tx: Tx,
  {
    companyId,
    userIds,
    title,
    body,
    link,
  }: {
    companyId: string;
    userIds: string[];
    title: TServerText;
    body: TServerText;
    link: string;
  },
) {
  if (userIds.length === 0) return;
  await tx.insert(notifications).values(
    userIds.map((userId) => ({
      companyId,
      userId,
      title: renderServerText(title, "fr"),
      body: renderServerText(body, "fr"),
      message: { title, body },
      link,
    })),
  );
}

/** A client user files a request for one of the sites he sees (any other site: 404). */
export async function createPortalRequest({
  auth,
  scope,
  clientName,
  input,
  events,
}: {
  auth: AuthContext;
  scope: PortalSites;
  clientName: string;
  input: TClientRequestCreate;
  events: EventBus;
}): Promise<TPortalRequest> {
  requireScope(auth, "client-request", "create");
  const site = scope.sites.find((s) => s.id === input.siteId);
  if (!site) throw notFound();
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(clientRequests, {
      clientId: scope.clientId,
      siteId: site.id,
      createdBy: auth.user.id,
      kind: input.kind,
      subject: input.subject,
      body: input.body,
      wantedDate: input.wantedDate ?? null,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "client-request",
      entityId: created.id,
      details: { siteId: site.id, kind: input.kind },
    });
    // The company's managers and administrators hear of it (the policy's readers of requests).
    const managers = await t.db
      .select({ id: users.id })
      .from(users)
      .where(t.scope(users, inArray(users.role, ["admin", "manager"]), eq(users.active, true)));
    await notify(t.db, {
      companyId: auth.companyId,
      userIds: managers.map((m) => m.id),
      title: {
        text: MSG_CLIENTS.requestCreatedTitle,
        params: { client: clientName, subject: input.subject },
      },
      body: {
        text: MSG_CLIENTS.requestCreatedBody,
        params: { site: site.name, kind: { text: KIND_TEXT[input.kind] } },
      },
      link: "/dashboard/client-requests",
    });
    await queueClientRequestEmail({
      tx: t.db,
      companyId: auth.companyId,
      companyName: auth.company.name,
      userId: auth.user.id,
      step: "received",
      request: { subject: input.subject, kind: input.kind, siteName: site.name, answer: null },
      kindText: KIND_TEXT[input.kind],
    });
    return created;
  });
  await events.publishSafely({ companyId: auth.companyId, type: "client-request.updated", id: row.id });
  return toPortal(row, site.name);
}

const author = alias(users, "request_author");
const answerer = alias(users, "request_answerer");

function officeSelect(auth: AuthContext) {
  return auth.tenant.db
    .select({
      row: clientRequests,
      siteName: sites.name,
      clientName: clients.name,
      createdByName: author.name,
      answeredByName: answerer.name,
    })
    .from(clientRequests)
    .innerJoin(sites, eq(sites.id, clientRequests.siteId))
    .innerJoin(clients, eq(clients.id, clientRequests.clientId))
    .leftJoin(author, eq(author.id, clientRequests.createdBy))
    .leftJoin(answerer, eq(answerer.id, clientRequests.answeredBy));
}

type OfficeRow = Awaited<ReturnType<ReturnType<typeof officeSelect>["where"]>>[number];

const toOffice = (r: OfficeRow): TClientRequest => ({
  ...toPortal(r.row, r.siteName),
  clientId: r.row.clientId,
  clientName: r.clientName,
  createdByName: r.createdByName,
  answeredByName: r.answeredByName,
});

/** The company's requests (managers and admins), open ones first by the client's filter. */
export async function listClientRequests({
  auth,
  query,
}: {
  auth: AuthContext;
  query: TClientRequestsQuery;
}) {
  requireScope(auth, "client-request", "read");
  const where = auth.tenant.scope(
    clientRequests,
    query.status ? eq(clientRequests.status, query.status) : undefined,
    query.clientId ? eq(clientRequests.clientId, query.clientId) : undefined,
    query.siteId ? eq(clientRequests.siteId, query.siteId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    officeSelect(auth)
      .where(where)
      .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    auth.tenant.db.select({ n: count() }).from(clientRequests).where(and(where)),
  ]);
  return { items: rows.map(toOffice), total: total?.n ?? 0 };
}

async function readOffice(auth: AuthContext, id: string) {
  const [row] = await officeSelect(auth).where(auth.tenant.scope(clientRequests, eq(clientRequests.id, id)));
  if (!row) throw notFound();
  return toOffice(row);
}

/** The company moves a request on (status) and answers it; the client who filed it is notified. */
export async function answerClientRequest({
  auth,
  id,
  input,
  events,
}: {
  auth: AuthContext;
  id: string;
  input: TClientRequestAnswer;
  events: EventBus;
}): Promise<TClientRequest> {
  const current = await auth.tenant.findById(clientRequests, id);
  await requireOnRecord({
    auth,
    kind: "client-request",
    action: "update",
    record: { siteId: current.siteId, ownerUserIds: [] },
  });
  const problem = requestChangeProblem({
    current: { status: current.status as TClientRequestStatus, answer: current.answer },
    next: input,
  });
  if (problem) throw conflict(problem);
  await inTransaction(auth.tenant, async (t) => {
    const now = new Date();
    const answered = input.answer !== undefined;
    const saved = await t.updateById(clientRequests, id, {
      ...(input.status ? { status: input.status } : {}),
      ...(answered ? { answer: input.answer ?? null, answeredBy: auth.user.id, answeredAt: now } : {}),
      updatedAt: now,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: answered ? "answer" : "status",
      entity: "client-request",
      entityId: id,
      details: { before: current.status, after: saved.status, answered },
    });
    await notify(t.db, {
      companyId: auth.companyId,
      userIds: current.createdBy ? [current.createdBy] : [],
      title: {
        text: MSG_CLIENTS.requestUpdatedTitle,
        params: {
          subject: saved.subject,
          status: { text: STATUS_TEXT[saved.status as TClientRequestStatus] },
        },
      },
      body: { text: MSG_CLIENTS.requestUpdatedBody, params: { answer: saved.answer ?? "" } },
      link: "/portail",
    });
    const step = requestMailStep({
      before: current.status as TClientRequestStatus,
      after: saved.status as TClientRequestStatus,
      answered,
    });
    if (step) {
      const [site] = await t.db
        .select({ name: sites.name })
        .from(sites)
        .where(t.scope(sites, eq(sites.id, saved.siteId)));
      const kind = saved.kind as TClientRequestKind;
      await queueClientRequestEmail({
        tx: t.db,
        companyId: auth.companyId,
        companyName: auth.company.name,
        userId: current.createdBy,
        step,
        request: { subject: saved.subject, kind, siteName: site?.name ?? "—", answer: saved.answer },
        kindText: KIND_TEXT[kind],
      });
    }
  });
  await events.publishSafely({ companyId: auth.companyId, type: "client-request.updated", id });
  return readOffice(auth, id);
}
