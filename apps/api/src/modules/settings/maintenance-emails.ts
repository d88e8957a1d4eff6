import { isLang, MSG_SETTINGS, renderServerText } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox, users } from "../../db/schema.ts";
import { prefsOf } from "./profile.service.ts";

/**
 * `maintenanceNotifications`: when maintenance starts or ends, members who keep that preference on
 * get an e-mail in their language (through the outbox, sent after the commit). Admins keep working
 * during maintenance and are not told.
 */
export async function queueMaintenanceEmails({
  tx,
  companyId,
  companyName,
  on,
}: {
  tx: Db;
  companyId: string;
  companyName: string;
  on: boolean;
}) {
  const members = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  const at = new Date().toISOString();
  const rows = members
    .filter(
      (u) =>
        u.role !== "admin" && prefsOf(u).maintenanceNotifications && u.passwordHash.startsWith("scrypt$"),
    )
    .map((u) => {
      const lang = isLang(u.language) ? u.language : "fr";
      const params = { company: companyName, name: u.name, at: { dateTime: at } };
      return {
        companyId,
        to: u.email,
        subject: renderServerText(
          { text: on ? MSG_SETTINGS.maintenanceOnSubject : MSG_SETTINGS.maintenanceOffSubject, params },
          lang,
          u.timezone,
        ),
        body: renderServerText(
          { text: on ? MSG_SETTINGS.maintenanceOnBody : MSG_SETTINGS.maintenanceOffBody, params },
          lang,
          u.timezone,
        ),
      };
    });
  if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
}
