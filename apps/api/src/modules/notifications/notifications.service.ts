import { renderServerText, type TLang } from "@hts/domain";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { notifications } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";

// Notifications belong to one user of one company: both conditions are always applied.
const mine = (auth: AuthContext) => auth.tenant.scope(notifications, eq(notifications.userId, auth.user.id));

export async function listNotifications({
  auth,
  lang,
  limit,
  offset,
}: {
  auth: AuthContext;
  lang: TLang;
  limit: number;
  offset: number;
}) {
  const [rows, [total]] = await Promise.all([
    auth.tenant.db
      .select()
      .from(notifications)
      .where(mine(auth))
      .orderBy(desc(notifications.createdAt))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(notifications).where(mine(auth)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      // Rendered in the reader's language when written as a template (decision 014).
      title: row.message ? renderServerText(row.message.title, lang, auth.user.timezone) : row.title,
      body: row.message?.body ? renderServerText(row.message.body, lang, auth.user.timezone) : row.body,
      severity: row.severity,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt ? row.readAt.toISOString() : null,
    })),
    total: total?.n ?? 0,
  };
}

export async function unreadCount(auth: AuthContext): Promise<number> {
  const [row] = await auth.tenant.db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(auth), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one notification (or all when `id` is absent) as read; returns how many changed. */
export async function markRead({ auth, id }: { auth: AuthContext; id?: string }): Promise<number> {
  const rows = await auth.tenant.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(auth), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}
