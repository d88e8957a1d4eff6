import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldCompany, insertShift } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";
import { pushBrowser, startPushEndpoint } from "../../../test/push-endpoint.ts";

// What reaches an agent's phone from the rest of the product (issue 22): a shift created for him, new
// post orders of his site, a 'Tout va bien ?' check; in his language, decrypted as his browser would.

const ctx = useTestApp({
  push: { allowHttp: true, allowedNetworks: ["127.0.0.1/32"], timeoutMs: 2_000, concurrency: 4 },
});
let service: Awaited<ReturnType<typeof startPushEndpoint>>;
let w: Awaited<ReturnType<typeof fieldCompany>>;
const phone = pushBrowser();
const name = `phone-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  service = await startPushEndpoint();
  w = await fieldCompany(ctx.app, "Notif SA");
  const sub = await w.agentUser.call({
    method: "POST",
    url: "/api/push/subscriptions",
    payload: { endpoint: service.endpoint(name), keys: phone.keys },
  });
  expect(sub.statusCode, sub.body).toBe(201);
});
afterAll(() => service.close());

/** The next message the agent's phone receives, decrypted (the sends are not awaited by the routes). */
async function nextMessage(after: number): Promise<Record<string, string>> {
  for (let i = 0; i < 100; i++) {
    const got = service.received.slice(after).find((r) => r.path === `/push/${name}`);
    if (got) return JSON.parse(phone.decrypt(got.body));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no push received");
}

describe("notifications to the agent's phone", () => {
  it("a shift planned for him, in English once he reads English", async () => {
    const lang = await w.agentUser.call({
      method: "PUT",
      url: "/api/settings/language",
      payload: { language: "en" },
    });
    expect(lang.statusCode, lang.body).toBe(200);
    const before = service.received.length;
    const created = await w.planner.call({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: {
        agent_id: w.agentId,
        site_id: w.site,
        shift_date: "2031-03-04",
        start_time: "08:00",
        end_time: "16:00",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const message = await nextMessage(before);
    expect(message).toMatchObject({ kind: "shift_changed", title: "Schedule changed" });
    expect(message.body).toContain("Site Notif SA");
    await w.agentUser.call({ method: "PUT", url: "/api/settings/language", payload: { language: "fr" } });
  });

  it("new post orders of a site he works on", async () => {
    await insertShift(ctx.database, {
      companyId: w.companyId,
      agentId: w.agentId,
      siteId: w.site,
      fromMs: 86_400_000,
    });
    const before = service.received.length;
    const res = await w.manager.call({
      method: "POST",
      url: "/api/post-orders",
      payload: { site_id: w.site, title: "Consignes de nuit", body: "Rondes toutes les deux heures." },
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = await nextMessage(before);
    expect(message).toMatchObject({ kind: "post_orders", title: "Nouvelles consignes" });
    expect(message.body).toContain("Consignes de nuit");
  });

  it("a 'Tout va bien ?' check opening while he is on duty", async () => {
    const policy = await w.manager.call({
      method: "PUT",
      url: "/api/lone-worker/policies",
      payload: { site_id: w.otherSite, interval_min: 60, grace_min: 10 },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const shift = await insertShift(ctx.database, {
      companyId: w.companyId,
      agentId: w.agentId,
      siteId: w.otherSite,
      fromMs: -61 * 60_000,
    });
    const { attendanceEvents } = await import("../../db/schema.ts");
    await ctx.database.db.insert(attendanceEvents).values({
      companyId: w.companyId,
      agentId: w.agentId,
      shiftId: shift.id,
      siteId: w.otherSite,
      kind: "clock_in",
      clientId: randomUUID(),
      occurredAt: new Date(Date.now() - 61 * 60_000),
    });
    const before = service.received.length;
    expect((await ctx.app.loneWorkerJob.runOnce()).created).toBe(1);
    const message = await nextMessage(before);
    expect(message).toMatchObject({ kind: "check_due", title: "Tout va bien ?" });
    expect(message.body).toContain("10 min");
  });
});
