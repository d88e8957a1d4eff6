import { afterAll, describe, expect, inject, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../db/client.ts";

// Two real server processes on one PostgreSQL database (decision 066): requests alternated between
// them meet the public form's limit (10 per hour and per address) at the same count as one instance.
describe("rate limits across two instances", () => {
  let database: Database;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    await database?.close();
  });

  it("the 11th request is refused whichever instance answers", async () => {
    database = await openTestDatabase({ templateDb: inject("pgTemplate") });
    const url = database.pool?.options.connectionString;
    if (!url) throw new Error("no connection string");
    servers.push(
      await startServerProcess({ DATABASE_URL: url }),
      await startServerProcess({ DATABASE_URL: url }),
    );
    const send = async (server: ServerProcess) =>
      (
        await fetch(`${server.baseUrl}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push(await send(servers[i % 2] as ServerProcess));
    expect(codes).toEqual([...Array(10).fill(422), 429, 429]);
    const rows = await database.pool?.query(
      "select hits from rate_limit_hits where key like 'POST /api/demo-requests|%'",
    );
    expect(rows?.rows).toEqual([{ hits: 12 }]);
  }, 120_000);
});
