import { and, asc, eq, like, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cameras, users } from "../../db/schema.ts";
import { DEMO_ADMIN_EMAIL } from "./demo-company.ts";

/**
 * Points every camera of the demo company at the simulated streams (`npm start` with the demo): a new
 * user sees a living company, every camera online (issue 29). There are fewer streams than cameras, so
 * the cameras share them in turn (the relay serves one stream to many readers). Run at every start, so a
 * changed simulator port follows; cameras a user re-pointed elsewhere are left alone.
 */
export async function attachDemoCameras({ db, urls }: { db: Db; urls: string[] }): Promise<number> {
  if (urls.length === 0) return 0;
  const [admin] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  if (!admin) return 0;
  const rows = await db
    .select({ id: cameras.id, rtspUrl: cameras.rtspUrl })
    .from(cameras)
    .where(
      and(
        eq(cameras.companyId, admin.companyId),
        // Still the seeded documentation address, or already a simulated stream.
        or(like(cameras.rtspUrl, "rtsp://192.0.2.%"), like(cameras.rtspUrl, "rtsp://127.0.0.1:%/demo-%")),
      ),
    )
    .orderBy(asc(cameras.name), asc(cameras.id));
  const streamOf = (url: string | null) => /\/(demo-\d+)$/.exec(url ?? "")?.[1] ?? null;
  const byStream = new Map(urls.map((url) => [streamOf(url), url]));
  let next = 0;
  const plan = rows.map((row) => {
    // A camera already simulated keeps its stream (only the port may change); the others take turns.
    const kept = row.rtspUrl?.startsWith("rtsp://127.0.0.1:")
      ? byStream.get(streamOf(row.rtspUrl))
      : undefined;
    const to = kept ?? (urls[next++ % urls.length] as string);
    return { id: row.id, from: row.rtspUrl, to };
  });
  for (const { id, from, to } of plan) {
    if (from === to) continue;
    await db
      .update(cameras)
      .set({ rtspUrl: to, rtspSecret: null, ipAddress: null })
      .where(eq(cameras.id, id));
  }
  return plan.length;
}
