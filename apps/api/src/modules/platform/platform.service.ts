import type { TPlatformCompany, TPlatformDemoRequest, TSubscription } from "@hts/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, demoRequests } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Tx } from "../../lib/tenancy.ts";

// What the platform operator reads and changes (decision 106): companies from outside (counts and
// dates, never a record of theirs), their plan and suspension, and the demo requests. Each change to a
// company leaves a row in that company's own audit log, so its administrators see who changed it.

export async function listPlatformCompanies(db: Db): Promise<TPlatformCompany[]> {
  const rows = await db
    .select({
      company: companies,
      users: sql<number>`(select count(*) from users u where u.company_id = "companies"."id")::int`,
      activeUsers: sql<number>`(select count(*) from users u where u.company_id = "companies"."id" and u.active)::int`,
      sites: sql<number>`(select count(*) from sites s where s.company_id = "companies"."id" and s.archived_at is null)::int`,
      agents: sql<number>`(select count(*) from agents a where a.company_id = "companies"."id")::int`,
      lastActivityAt: sql<
        string | null
      >`(select max(u.last_login_at) from users u where u.company_id = "companies"."id")`,
    })
    .from(companies)
    .orderBy(companies.name);
  return rows.map((r) => ({
    id: r.company.id,
    name: r.company.name,
    email: r.company.email,
    subscription: r.company.subscription as TSubscription,
    createdAt: r.company.createdAt.toISOString(),
    suspendedAt: r.company.suspendedAt?.toISOString() ?? null,
    users: Number(r.users),
    activeUsers: Number(r.activeUsers),
    sites: Number(r.sites),
    agents: Number(r.agents),
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
  }));
}

async function companyRow(db: Db | Tx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound();
  return row;
}

export async function changeCompanyPlan({
  db,
  companyId,
  subscription,
  operatorEmail,
}: {
  db: Db;
  companyId: string;
  subscription: TSubscription;
  operatorEmail: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    if (before.subscription === subscription) return;
    await tx.update(companies).set({ subscription }).where(eq(companies.id, companyId));
    await audit(tx, {
      companyId,
      userId: null,
      action: "platform_plan_change",
      entity: "company",
      entityId: companyId,
      details: { from: before.subscription, to: subscription, by: operatorEmail },
    });
  });
}

export async function setCompanySuspended({
  db,
  companyId,
  suspended,
  operatorEmail,
}: {
  db: Db;
  companyId: string;
  suspended: boolean;
  operatorEmail: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    if ((before.suspendedAt !== null) === suspended) return;
    await tx
      .update(companies)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(eq(companies.id, companyId));
    await audit(tx, {
      companyId,
      userId: null,
      action: suspended ? "platform_suspend" : "platform_reinstate",
      entity: "company",
      entityId: companyId,
      details: { by: operatorEmail },
    });
  });
}

type DemoRow = typeof demoRequests.$inferSelect;

export const toPlatformDemoRequest = (row: DemoRow): TPlatformDemoRequest => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  company: row.company,
  sites: row.sitesRange as TPlatformDemoRequest["sites"],
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

export async function listDemoRequests(db: Db): Promise<TPlatformDemoRequest[]> {
  const rows = await db.select().from(demoRequests).orderBy(desc(demoRequests.createdAt)).limit(500);
  return rows.map(toPlatformDemoRequest);
}

export async function setDemoRequestHandled({
  db,
  id,
  handled,
}: {
  db: Db;
  id: string;
  handled: boolean;
}): Promise<TPlatformDemoRequest> {
  const [row] = await db
    .update(demoRequests)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(demoRequests.id, id))
    .returning();
  if (!row) throw notFound();
  return toPlatformDemoRequest(row);
}
