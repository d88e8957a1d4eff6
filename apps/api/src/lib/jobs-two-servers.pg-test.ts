import type net from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openRtspStub } from "../../test/rtsp-stub.ts";
import { type ServerProcess, startServerProcess, waitFor } from "../../test/server-process.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../db/client.ts";
import { currentLeader } from "./leadership.ts";

// Two real server processes on one PostgreSQL database: the jobs (camera monitor, report worker…)
// run on exactly one of them, and when that one is killed with SIGKILL the other takes over.
describe("jobs once across two instances", () => {
  let database: Database;
  const servers: ServerProcess[] = [];
  let listener: net.Server | undefined;
  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    listener?.close();
    await database?.close();
  });

  it("one leader runs the jobs; killing it hands them to the other within seconds", async () => {
    database = await openTestDatabase({ templateDb: inject("pgTemplate") });
    const url = database.pool?.options.connectionString;
    if (!url) throw new Error("no connection string");
    const env = {
      DATABASE_URL: url,
      LEADER_CHECK_MS: "300",
      CAMERA_PROBE_INTERVAL_MS: "1000",
      CAMERA_PROBE_TIMEOUT_MS: "300",
      // The test's RTSP peer listens on loopback, and its company takes the Enterprise plan.
      CAMERA_ALLOWED_NETWORKS: "127.0.0.1/32",
      SELF_SERVICE_PLANS: "basic,pro,enterprise",
    };
    servers.push(await startServerProcess(env), await startServerProcess(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    // Exactly one of the two holds the lock, and it is one of ours.
    const leaderName = await waitFor(
      async () => (await currentLeader(database)) ?? undefined,
      10_000,
      "leader",
    );
    const pids = servers.map((s) => s.child.pid);
    const leaderPid = Number(leaderName.split(":").at(-1));
    expect(pids).toContain(leaderPid);
    const [leader, follower] = leaderPid === a.child.pid ? [a, b] : [b, a];

    // A camera that answers RTSP goes online: the leader's monitor probes it.
    const stub = await openRtspStub();
    listener = stub.server;
    const port = stub.port;
    const post = async (base: string, path: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const email = `lead.${Date.now()}@example.fr`;
    const registered = await post(follower.baseUrl, "/api/auth/register", {
      company: { name: "Deux instances", email: `c.${email}`, subscription: "enterprise" },
      admin: { name: "Admin", email, password: "motdepasse-solide" },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const token = String(
      (await post(follower.baseUrl, "/api/auth/login", { email, password: "motdepasse-solide" })).json
        .access_token,
    );
    const site = await post(follower.baseUrl, "/api/sites", { name: "Site", address: "Paris" }, token);
    const camera = await post(
      follower.baseUrl,
      "/api/cameras",
      { siteId: site.json.id, name: "Cam", location: "Hall", rtspUrl: `rtsp://127.0.0.1:${port}/s` },
      token,
    );
    const status = async () =>
      (
        (await (
          await fetch(`${follower.baseUrl}/api/cameras/${camera.json.id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { status: string }
      ).status;
    await waitFor(
      async () => ((await status()) === "En ligne" ? true : undefined),
      10_000,
      "caméra en ligne",
    );

    // Kill the leader without any chance to clean up: PostgreSQL drops its lock with its connection.
    leader.child.kill("SIGKILL");
    await leader.exited;
    const next = await waitFor(
      async () => {
        const name = await currentLeader(database);
        return name && name !== leaderName ? name : undefined;
      },
      10_000,
      "reprise par l'autre instance",
    );
    expect(Number(next.split(":").at(-1))).toBe(follower.child.pid);

    // The new leader's monitor now runs: the camera goes offline once its port closes.
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
    listener = undefined;
    await waitFor(
      async () => ((await status()) === "Hors ligne" ? true : undefined),
      10_000,
      "caméra hors ligne",
    );

    // The change was measured, written and audited once, not once per instance.
    const audits = await database.pool?.query(
      "select count(*)::int as n from audit_log where entity = 'camera' and action = 'status' and entity_id = $1",
      [camera.json.id],
    );
    expect(audits?.rows[0]?.n).toBe(2);
  }, 90_000);
});
