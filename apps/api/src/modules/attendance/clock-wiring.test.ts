import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { attendanceEvents, loneWorkerChecks } from "../../db/schema.ts";
import { buildCompany, type Company, clockIn, north } from "./attendance-test-helpers.ts";

// What a clock action does in the modules around it (issue 22): the post orders gate the clock-in, the
// clock-out closes the lone-worker checks.
const ctx = useTestApp();
let co: Company;
beforeAll(async () => {
  co = await buildCompany(ctx);
});

describe("clock-in and post orders", () => {
  it("refuses the first clock-in after a new version until the agent acknowledges it", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 5, post: "Accueil" });
    const published = await co.call({
      method: "POST",
      url: "/api/post-orders",
      payload: {
        site_id: site,
        post: "Accueil",
        title: "Accueil",
        body: "Registre des visiteurs obligatoire.",
      },
    });
    expect(published.statusCode, published.body).toBe(201);

    const refused = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe("post_orders_pending");
    expect(refused.json().detail).toMatch(/consignes/);
    const versionIds: string[] = refused.json().post_order_version_ids;
    expect(versionIds).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(attendanceEvents).where(eq(attendanceEvents.agentId, agent.id)),
    ).toEqual([]);

    const ack = await agent.call({
      method: "POST",
      url: `/api/me/post-orders/${versionIds[0]}/acknowledge`,
      payload: { client_id: randomUUID(), occurred_at: new Date().toISOString() },
    });
    expect(ack.statusCode, ack.body).toBe(201);
    const accepted = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("answers in English for an English phone", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 5 });
    await co.call({
      method: "POST",
      url: "/api/post-orders",
      payload: { site_id: site, title: "Général", body: "Clés au PC." },
    });
    const refused = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      headers: { "accept-language": "en" },
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe("Read and acknowledge the post orders before clocking in");
  });
});

describe("clock-out and lone-worker checks", () => {
  it("cancels the agent's open check in the clock-out's transaction", async () => {
    const site = await co.site();
    const agent = await co.agent();
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: 5 });
    const inRes = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: clockIn({ shift_id: shift.id }),
    });
    expect(inRes.statusCode, inRes.body).toBe(201);
    const [check] = await ctx.database.db
      .insert(loneWorkerChecks)
      .values({
        companyId: co.companyId,
        agentId: agent.id,
        siteId: site,
        dueAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const out = await agent.call({
      method: "POST",
      url: "/api/attendance/events",
      payload: {
        client_id: randomUUID(),
        kind: "clock_out",
        occurred_at: new Date().toISOString(),
        position: north(10),
      },
    });
    expect(out.statusCode, out.body).toBe(201);
    const [after] = await ctx.database.db
      .select()
      .from(loneWorkerChecks)
      .where(eq(loneWorkerChecks.id, check?.id ?? ""));
    expect(after?.status).toBe("cancelled");
  });
});
