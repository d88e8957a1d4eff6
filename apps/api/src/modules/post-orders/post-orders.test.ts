import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany, insertShift } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";
import { auditLog, postOrderAttachments, postOrderVersions } from "../../db/schema.ts";
import { pendingPostOrderVersions } from "./index.ts";

const ctx = useTestApp();
const b64 = (bytes: Buffer) => bytes.toString("base64");
const PDF = Buffer.from("%PDF-1.4\n% plan d'évacuation\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type World = Awaited<ReturnType<typeof fieldCompany>>;
let w: World;
let other: World;
let orderId: string;

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "Consignes SA");
  other = await fieldCompany(ctx.app, "Autre SA");
  // The agent works on the site tomorrow at the 'Accueil' post; the colleague has a shift there too.
  await insertShift(ctx.database, {
    companyId: w.companyId,
    agentId: w.agentId,
    siteId: w.site,
    fromMs: 86_400_000,
    post: "Accueil",
  });
  await insertShift(ctx.database, {
    companyId: w.companyId,
    agentId: w.colleagueId,
    siteId: w.site,
    fromMs: 2 * 86_400_000,
  });
  const res = await w.manager.call({
    method: "POST",
    url: "/api/post-orders",
    payload: {
      site_id: w.site,
      title: "Consignes générales",
      body: "Ronde toutes les deux heures. Clés au PC sécurité.",
      attachments: [{ file_name: "Plan d'évacuation.pdf", content_base64: b64(PDF) }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().id;
});

describe("post orders — office", () => {
  it("creates version 1 with its attachment, typed from the content, and audits it", async () => {
    const detail = (await w.operator.call({ method: "GET", url: `/api/post-orders/${orderId}` })).json();
    expect(detail.current_version).toBe(1);
    expect(detail.post).toBeNull();
    expect(detail.versions[0].attachments).toEqual([
      {
        id: expect.any(String),
        file_name: "Plan_d_evacuation.pdf",
        content_type: "application/pdf",
        size: PDF.length,
      },
    ]);
    const file = await w.planner.call({
      method: "GET",
      url: `/api/post-orders/attachments/${detail.versions[0].attachments[0].id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const [audits] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "post-order"), eq(auditLog.entityId, orderId)));
    expect(audits?.n).toBe(1);
  });

  it("publishes new versions, numbered in order, the earlier ones unchanged", async () => {
    const res = await w.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: {
        body: "Ronde toutes les heures.",
        attachments: [{ file_name: "plan.png", content_base64: b64(PNG) }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail.current_version).toBe(2);
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(detail.versions[1].body).toBe("Ronde toutes les deux heures. Clés au PC sécurité.");
    expect(detail.versions[0].attachments[0].content_type).toBe("image/png");
  });

  it("refuses a file whose content is not an accepted type (422), whatever its name, and stores nothing", async () => {
    const before = await ctx.database.db.select({ n: count() }).from(postOrderVersions);
    const res = await w.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: {
        body: "Version piégée",
        attachments: [{ file_name: "plan.pdf", content_base64: b64(Buffer.from("<html>%PDF-</html>")) }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain("PDF, JPEG, PNG ou WebP");
    const after = await ctx.database.db.select({ n: count() }).from(postOrderVersions);
    expect(after).toEqual(before);
  });

  it("refuses a file over 5 MB (422) and more than 5 files (422)", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    const tooBig = await w.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      headers: { "accept-language": "en" },
      payload: { body: "Gros plan", attachments: [{ file_name: "big.png", content_base64: b64(big) }] },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(JSON.stringify(tooBig.json().detail)).toContain("5 MB at most");
    const six = Array.from({ length: 6 }, (_, i) => ({ file_name: `p${i}.png`, content_base64: b64(PNG) }));
    const tooMany = await w.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: { body: "Six", attachments: six },
    });
    expect(tooMany.statusCode).toBe(422);
    const [files] = await ctx.database.db
      .select({ n: count() })
      .from(postOrderAttachments)
      .where(eq(postOrderAttachments.companyId, w.companyId));
    expect(files?.n).toBe(2);
  });

  it("a second post order for the same site and post is a conflict (409)", async () => {
    const res = await w.manager.call({
      method: "POST",
      url: "/api/post-orders",
      payload: { site_id: w.site, title: "Doublon", body: "x" },
    });
    expect(res.statusCode).toBe(409);
  });

  it("rights: planner and operator read but cannot write; another company's ids are 404", async () => {
    expect((await w.planner.call({ method: "GET", url: "/api/post-orders" })).json()).toHaveLength(1);
    const write = await w.operator.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: { body: "x" },
    });
    expect(write.statusCode).toBe(403);
    const foreign = await other.manager.call({ method: "GET", url: `/api/post-orders/${orderId}` });
    expect(foreign.statusCode).toBe(404);
    const foreignWrite = await other.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: { body: "x" },
    });
    expect(foreignWrite.statusCode).toBe(404);
    const foreignSite = await other.manager.call({
      method: "POST",
      url: "/api/post-orders",
      payload: { site_id: w.site, title: "x", body: "x" },
    });
    expect(foreignSite.statusCode).toBe(404);
    expect((await other.manager.call({ method: "GET", url: "/api/post-orders" })).json()).toEqual([]);
  });
});

describe("post orders — agent", () => {
  it("reads only the post orders of his sites, and cannot write", async () => {
    const secret = await w.manager.call({
      method: "POST",
      url: "/api/post-orders",
      payload: { site_id: w.otherSite, title: "Autre site", body: "confidentiel" },
    });
    expect(secret.statusCode).toBe(201);
    const list = (await w.agentUser.call({ method: "GET", url: "/api/post-orders" })).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(
      (await w.agentUser.call({ method: "GET", url: `/api/post-orders/${secret.json().id}` })).statusCode,
    ).toBe(404);
    const write = await w.agentUser.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: { body: "x" },
    });
    expect(write.statusCode).toBe(403);
  });

  it("lists his current versions, acknowledges once (replays answer the stored one), audited", async () => {
    const mine = (await w.agentUser.call({ method: "GET", url: "/api/me/post-orders" })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      post_order_id: orderId,
      version: 2,
      acknowledged_at: null,
      site_id: w.site,
    });
    const versionId = mine[0].version_id as string;
    expect(
      await pendingPostOrderVersions({
        tx: ctx.database.db,
        companyId: w.companyId,
        agentId: w.agentId,
        siteId: w.site,
        post: "Accueil",
      }),
    ).toEqual([versionId]);

    const clientId = randomUUID();
    const occurredAt = "2026-11-29T07:00:00.000Z";
    const ack = () =>
      w.agentUser.call({
        method: "POST",
        url: `/api/me/post-orders/${versionId}/acknowledge`,
        payload: { client_id: clientId, occurred_at: occurredAt },
      });
    const first = await ack();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      version_id: versionId,
      acknowledged_at: occurredAt,
      replayed: false,
    });
    const again = await ack();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, received_at: first.json().received_at });
    // Another client id for the same version: still once.
    const other2 = await w.agentUser.call({
      method: "POST",
      url: `/api/me/post-orders/${versionId}/acknowledge`,
      payload: { client_id: randomUUID(), occurred_at: occurredAt },
    });
    expect(other2.json().replayed).toBe(true);
    const [audits] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "acknowledge"), eq(auditLog.entityId, orderId)));
    expect(audits?.n).toBe(1);
    expect(
      await pendingPostOrderVersions({
        tx: ctx.database.db,
        companyId: w.companyId,
        agentId: w.agentId,
        siteId: w.site,
        post: "Accueil",
      }),
    ).toEqual([]);
  });

  it("managers see who acknowledged which version and who has not yet", async () => {
    const res = await w.manager.call({ method: "GET", url: `/api/post-orders/${orderId}/acknowledgements` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.acknowledged).toEqual([expect.objectContaining({ agent_id: w.agentId, version: 2 })]);
    expect(body.pending).toEqual([
      expect.objectContaining({ agent_id: w.colleagueId, agent_name: "Cyril Collègue" }),
    ]);
    // A new version makes the agent's acknowledgement out of date.
    await w.manager.call({
      method: "POST",
      url: `/api/post-orders/${orderId}/versions`,
      payload: { body: "v3" },
    });
    const after = (
      await w.manager.call({ method: "GET", url: `/api/post-orders/${orderId}/acknowledgements` })
    ).json();
    expect(after.pending.map((p: { agent_id: string }) => p.agent_id).sort()).toEqual(
      [w.agentId, w.colleagueId].sort(),
    );
  });

  it("an account that is no agent cannot acknowledge; another company's agent gets 404", async () => {
    const mine = (await w.agentUser.call({ method: "GET", url: "/api/me/post-orders" })).json();
    const res = await w.operator.call({
      method: "POST",
      url: `/api/me/post-orders/${mine[0].version_id}/acknowledge`,
      payload: { client_id: randomUUID(), occurred_at: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(403);
    const foreign = await other.agentUser.call({
      method: "POST",
      url: `/api/me/post-orders/${mine[0].version_id}/acknowledge`,
      payload: { client_id: randomUUID(), occurred_at: new Date().toISOString() },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
