import { isLang, renderServerText, type TLang, type TPushKind, type TServerText } from "@hts/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { sendPush } from "./send-push.ts";

type Log = { warn(obj: object, msg: string): void };

/**
 * A notification to people's phones, each in their own language (rule 17): the texts travel as French
 * templates and are rendered per receiver. Never throws and is not awaited by a request: callers fire it
 * after their commit, and a push service that is slow or down delays no answer.
 */
export function notifyUsers({
  db,
  userIds,
  kind,
  title,
  body,
  url = "/agent",
  tag,
  log,
}: {
  db: Db;
  userIds: readonly string[];
  kind: TPushKind;
  title: TServerText;
  body: TServerText;
  url?: string;
  tag?: string;
  log?: Log;
}): void {
  if (userIds.length === 0) return;
  void (async () => {
    const rows = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    const byLang = new Map<TLang, string[]>();
    for (const row of rows) {
      const lang = isLang(row.language) ? row.language : "fr";
      byLang.set(lang, [...(byLang.get(lang) ?? []), row.id]);
    }
    for (const [lang, ids] of byLang) {
      const payload = { title: renderServerText(title, lang), body: renderServerText(body, lang), url, tag };
      await sendPush({ db, userIds: ids, kind, payload, log });
    }
  })().catch((error) => log?.warn({ err: error, kind }, "notification push impossible"));
}
