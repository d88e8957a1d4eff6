import { and, asc, eq, like, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cameras, users } from "../../db/schema.ts";
import { DEMO_ADMIN_EMAIL } from "./demo-company.ts";

/**
 * Points the first cameras of the demo company at the simulated streams (`npm start` with the demo):
 * a new user sees live video at once. Run at every start, so a changed simulator port follows; cameras
 * a user re-pointed elsewhere are left alone.
 */
export async function attachDemoCameras({ db, urls }: { db: Db; urls: string[] }): Promise<number> {
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
  // Cameras already simulated keep their stream (the port may have changed); the others take the rest.
  const kept = rows.filter(
    (row) => row.rtspUrl?.startsWith("rtsp://127.0.0.1:") && byStream.has(streamOf(row.rtspUrl)),
  );
  const free = urls.filter((url) => !kept.some((row) => streamOf(row.rtspUrl) === streamOf(url)));
  const added = rows.filter((row) => row.rtspUrl?.startsWith("rtsp://192.0.2.")).slice(0, free.length);
  const plan = [
    ...kept.map((row) => ({
      id: row.id,
      from: row.rtspUrl,
      to: byStream.get(streamOf(row.rtspUrl)) as string,
    })),
    ...added.map((row, i) => ({ id: row.id, from: row.rtspUrl, to: free[i] as string })),
  ];
  for (const { id, from, to } of plan) {
    if (from === to) continue;
    await db
      .update(cameras)
      .set({ rtspUrl: to, rtspSecret: null, ipAddress: null })
      .where(eq(cameras.id, id));
  }
  return plan.length;
}
