import { randomUUID } from "node:crypto";
import { tinyJpeg } from "@hts/domain/storage/image.fixtures";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, useTestApp } from "../../../test/helpers.ts";
import { securityReports } from "../../db/schema.ts";
import { buildCompany, type Company } from "../attendance/attendance-test-helpers.ts";

const ctx = useTestApp();
let co: Company;

beforeAll(async () => {
  co = await buildCompany(ctx);
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const reportsOf = (shiftId: string) =>
  ctx.database.db.select().from(securityReports).where(eq(securityReports.shiftId, shiftId));

describe("daily activity report at the end of a shift", () => {
  it("drafts exactly one security report with the entries, incidents and photos; it signs and exports", async () => {
    const site = await co.site();
    const agent = await co.agent();
    // Nine hours ago for eight hours: ended an hour ago, past the 30 minutes the report waits.
    const shift = await co.shift({ agentId: agent.id, siteId: site, startInMin: -540 });
    const idle = await co.shift({ agentId: (await co.agent()).id, siteId: site, startInMin: -540 });
    // The phone was offline: the photo and the entries arrive after the shift, with their device times.
    const photo = await agent.call({
      method: "POST",
      url: "/api/me/photos",
      payload: {
        // 3.5 MB: more than the 3 million characters of text a document may hold (images count less).
        content_base64: b64(tinyJpeg({ exif: true, width: 320, height: 240, padding: 3_500_000 })),
        shift_id: shift.id,
        taken_at: ago(200),
      },
    });
    expect(photo.statusCode).toBe(201);
    const photoId = photo.json().id;
    const write = (extra: object) =>
      agent.call({
        method: "POST",
        url: "/api/me/logbook",
        payload: { client_id: randomUUID(), shift_id: shift.id, photo_ids: [], ...extra },
      });
    expect(
      (await write({ category: "Ronde", severity: "info", text: "RAS au quai", occurred_at: ago(300) }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await write({
          category: "Intrusion",
          severity: "important",
          text: "Grillage découpé côté nord",
          occurred_at: ago(200),
          photo_ids: [photoId],
        })
      ).statusCode,
    ).toBe(201);

    const job = ctx.app.activityReports;
    const written = (await Promise.all([job.runOnce(), job.runOnce()])).flat();
    await job.runOnce();
    const reports = await reportsOf(shift.id);
    expect(reports).toHaveLength(1);
    expect(written.filter((id) => id === reports[0]?.id)).toHaveLength(1);
    expect(await reportsOf(idle.id)).toHaveLength(0);
    const report = reports[0];
    expect(report).toMatchObject({
      status: "draft",
      siteId: site,
      photoIds: [photoId],
      responsibleName: agent.name,
    });
    expect(report?.incidents).toEqual([expect.objectContaining({ type: "intrusion" })]);
    expect(report?.interventions).toEqual([expect.objectContaining({ description: "Ronde : RAS au quai" })]);
    expect(report?.observations).toContain(
      "2 entrée(s) de main courante, 1 incident(s), 1 photo(s), 0 ronde(s)",
    );

    // The manager sees it, signs it and exports it; the three formats embed the photo.
    const manager = as(ctx.app, (await co.user("manager")).token);
    const read = await manager({ method: "GET", url: `/api/security-reports/${report?.id}` });
    expect(read.json()).toMatchObject({ photoIds: [photoId], shiftId: shift.id });
    expect(
      (await manager({ method: "POST", url: `/api/security-reports/${report?.id}/finalize` })).statusCode,
    ).toBe(200);
    for (const format of ["pdf", "docx", "xlsx"]) {
      const exported = await manager({
        method: "POST",
        url: `/api/security-reports/${report?.id}/export?format=${format}`,
      });
      expect(exported.statusCode, format).toBe(200);
    }
    const pdf = await manager({ method: "GET", url: `/api/security-reports/${report?.id}/files/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString("latin1")).toMatch(/\/Subtype \/Image/);
    // Office files are ZIP archives whose entry names are stored in clear: the photo is a media part
    // (the XLSX's only image: the draft was finalized without a drawn signature).
    const entries = async (format: string) =>
      (
        await manager({ method: "GET", url: `/api/security-reports/${report?.id}/files/${format}` })
      ).rawPayload
        .toString("latin1")
        .match(/(word|xl)\/media\/[\w.-]+\.(jpeg|jpg|png)/g) ?? [];
    expect(await entries("docx")).toContainEqual(expect.stringMatching(/^word\/media\/.+\.(jpeg|jpg)$/));
    expect(await entries("xlsx")).toContainEqual(expect.stringMatching(/^xl\/media\/.+\.jpeg$/));
  });
});
