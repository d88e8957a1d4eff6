import fs from "node:fs";
import path from "node:path";
import { hasImageMetadata } from "@hts/domain";
import { tinyJpeg, tinyPng } from "@hts/domain/storage/image.fixtures";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { companies, media } from "../../db/schema.ts";
import { buildCompany, type Company } from "../attendance/attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const mediaCount = async (companyId: string) =>
  (await ctx.database.db.select({ n: count() }).from(media).where(eq(media.companyId, companyId)))[0]?.n ?? 0;
const filesOf = (companyId: string): string[] => {
  const root = path.join(ctx.app.appConfig.mediaDir, companyId);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name);
};

/** An agent with a shift in progress on a new site. */
async function agentOnShift() {
  const site = await co.site();
  const agent = await co.agent();
  const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -30 });
  return { site, agent, shift };
}

describe("photos from the phone (POST /api/me/photos)", () => {
  it("stores a JPEG without its EXIF position, served with its type and no-sniff", async () => {
    const { agent } = await agentOnShift();
    const photo = tinyJpeg({ exif: true, width: 1600, height: 1200 });
    const res = await agent.call({
      method: "POST",
      url: "/api/me/photos",
      payload: { content_base64: b64(photo) },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const file = await agent.call({ method: "GET", url: `/api/media/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(hasImageMetadata(file.rawPayload)).toBe(false);
    expect(file.rawPayload.toString("latin1")).not.toContain("GPS");
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({
      mime: "image/jpeg",
      width: 1600,
      height: 1200,
      sizeBytes: file.rawPayload.length,
    });
    // Sent again (an offline queue replaying): the same photo, stored once.
    const again = await agent.call({
      method: "POST",
      url: "/api/me/photos",
      payload: { content_base64: b64(photo) },
    });
    expect(again.json().id).toBe(id);
  });

  it("refuses what is not a photo, too heavy or too large, in French, and stores nothing", async () => {
    const { agent } = await agentOnShift();
    const before = await mediaCount(co.companyId);
    const filesBefore = filesOf(co.companyId).length;
    const cases = [
      {
        bytes: new TextEncoder().encode("%PDF-1.7 not a photo"),
        type: "photo_type",
        text: "JPEG, PNG ou WebP",
      },
      {
        bytes: tinyJpeg({ exif: false, padding: 8 * 1024 * 1024 }),
        type: "photo_too_big",
        text: "8 Mo au plus",
      },
      {
        bytes: tinyPng({ text: false, width: 9000, height: 100 }),
        type: "photo_too_large",
        text: "192 pixels au plus de côté",
      },
      // Beyond 4096 px a photo is decoded to be reduced (decision 116): pixels that do not decode refuse it.
      {
        bytes: tinyPng({ text: false, width: 5000, height: 100 }),
        type: "photo_unreadable",
        text: "illisible",
      },
      { bytes: tinyJpeg({ exif: true }).subarray(0, 30), type: "photo_unreadable", text: "illisible" },
    ];
    for (const c of cases) {
      const res = await agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: { content_base64: b64(c.bytes) },
        headers: { "accept-language": "fr" },
      });
      expect(res.statusCode, c.type).toBe(422);
      expect(res.json().detail[0].type).toBe(c.type);
      expect(res.json().detail[0].msg).toContain(c.text);
    }
    expect(await mediaCount(co.companyId)).toBe(before);
    expect(filesOf(co.companyId)).toHaveLength(filesBefore);
  });

  it("keeps the metadata when the company says so", async () => {
    const { agent } = await agentOnShift();
    await ctx.database.db
      .update(companies)
      .set({ settings: sql`${companies.settings} || '{"storage":{"keep_photo_metadata":true}}'::jsonb` })
      .where(eq(companies.id, co.companyId));
    try {
      const res = await agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: { content_base64: b64(tinyPng({ text: true, width: 7, height: 7 })) },
      });
      expect(res.statusCode).toBe(201);
      const file = await agent.call({ method: "GET", url: `/api/media/${res.json().id}` });
      expect(file.rawPayload.toString("latin1")).toContain("GPS");
    } finally {
      await ctx.database.db
        .update(companies)
        .set({ settings: sql`${companies.settings} - 'storage'` })
        .where(eq(companies.id, co.companyId));
    }
  });

  it("refuses past the company's quota with a clear message, nothing stored", async () => {
    const other = await buildCompany(ctx);
    const site = await other.site();
    const agent = await other.agent();
    await other.shift({ agentId: agent.id, siteId: site, startInMin: -5 });
    await ctx.database.db
      .update(companies)
      .set({ settings: sql`${companies.settings} || '{"storage":{"quota_mb":1}}'::jsonb` })
      .where(eq(companies.id, other.companyId));
    const send = (seed: number) =>
      agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: { content_base64: b64(tinyJpeg({ exif: false, width: seed, padding: 600_000 })) },
      });
    expect((await send(10)).statusCode).toBe(201);
    const refused = await send(11);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({ type: "quota_exceeded" });
    expect(refused.json().detail[0].msg).toContain("Espace de stockage de la société plein");
    expect(await mediaCount(other.companyId)).toBe(1);
    expect(filesOf(other.companyId)).toHaveLength(1);
  });

  it("requires an agent on one of his own shifts", async () => {
    const manager = await co.user("manager");
    const noAgent = await as(
      ctx.app,
      manager.token,
    )({
      method: "POST",
      url: "/api/me/photos",
      payload: { content_base64: b64(tinyJpeg({ exif: false })) },
    });
    expect(noAgent.statusCode).toBe(403);
    const idle = await co.agent();
    const off = await idle.call({
      method: "POST",
      url: "/api/me/photos",
      payload: { content_base64: b64(tinyJpeg({ exif: false })) },
    });
    expect(off.statusCode).toBe(422);
    const { shift } = await agentOnShift();
    const foreign = await idle.call({
      method: "POST",
      url: "/api/me/photos",
      payload: { content_base64: b64(tinyJpeg({ exif: false })), shift_id: shift.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("stored files' rights and retention", () => {
  it("an unattached photo is its author's and the office's; another agent or company gets 404", async () => {
    const { agent, site } = await agentOnShift();
    const colleague = await co.agent();
    await co.shift({ agentId: colleague.id, siteId: site, startInMin: -10 });
    const { id } = (
      await agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: { content_base64: b64(tinyJpeg({ exif: false, width: 3 })) },
      })
    ).json();
    const manager = await co.user("manager");
    expect((await as(ctx.app, manager.token)({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(
      200,
    );
    expect((await colleague.call({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(404);
    const stranger = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    expect((await as(ctx.app, stranger.token)({ method: "GET", url: `/api/media/${id}` })).statusCode).toBe(
      404,
    );
    expect((await co.call({ method: "GET", url: "/api/media/not-a-uuid" })).statusCode).toBe(404);
  });

  it("deletes files past the retention period, and unattached ones after a day", async () => {
    const { agent } = await agentOnShift();
    const { id } = (
      await agent.call({
        method: "POST",
        url: "/api/me/photos",
        payload: { content_base64: b64(tinyJpeg({ exif: false, width: 4 })) },
      })
    ).json();
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, id));
    await ctx.app.mediaRetention.runOnce();
    expect(await ctx.app.blobs.stat(co.companyId, row?.sha256 ?? "")).not.toBeNull();
    await ctx.app.mediaRetention.runOnce(new Date(Date.now() + 2 * 86_400_000));
    expect(await ctx.database.db.select().from(media).where(eq(media.id, id))).toHaveLength(0);
    expect(await ctx.app.blobs.stat(co.companyId, row?.sha256 ?? "")).toBeNull();
  });
});
