import { MSG } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { signaturePng } from "../../modules/security-reports/index.ts";
import { DocumentPool, documentPool } from "./document-pool.ts";

// Documents are built in worker threads with a size limit and a bounded queue (decision 049). One
// worker and one queue place here, so that a burst of exports overflows the queue.
const ctx = useTestApp({ documents: { threads: 1, queue: 1, maxChars: 40_000, maxHeapMb: 256 } });

async function finalizedReport(call: ReturnType<typeof as>, siteId: string, description: string) {
  const created = await call({
    method: "POST",
    url: "/api/security-reports",
    payload: {
      siteId,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-07",
      incidents: Array.from({ length: 10 }, () => ({ type: "intrusion", description, measuresTaken: "" })),
      interventions: [],
      responsibleSignature: signaturePng(),
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().id as string;
  const finalized = await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
  if (finalized.statusCode !== 200) throw new Error(finalized.body);
  return id;
}

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Quai", address: "Rungis" },
  });
  return { call, siteId: site.json().id as string };
}

describe("documents in worker threads", () => {
  it("builds the export in a worker thread and the file is a valid PDF", async () => {
    const { call, siteId } = await setup();
    const id = await finalizedReport(call, siteId, "Porte forcée, côté quai");
    const res = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=pdf` });
    expect(res.statusCode, res.body).toBe(200);
    // The pool started a thread for it (the main thread never loads pdfkit for a document).
    expect(documentPool.stats.threads).toBeGreaterThanOrEqual(1);
    const file = await call({ method: "GET", url: res.json().url });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a document over the size limit with a 413 in the caller's language, and keeps nothing", async () => {
    const { call, siteId } = await setup();
    const id = await finalizedReport(call, siteId, "Effraction constatée. ".repeat(220)); // 10 × 4,840 chars
    const fr = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=docx` });
    expect(fr.statusCode).toBe(413);
    expect(fr.json().detail).toBe(MSG.documentTooLarge.replace("{max}", (40_000).toLocaleString("fr-FR")));
    const en = await call({
      method: "POST",
      url: `/api/security-reports/${id}/export?format=docx`,
      headers: { "accept-language": "en" },
    });
    expect(en.statusCode).toBe(413);
    expect(en.json().detail).toMatch(/^Document too large to generate/);
    const report = (await call({ method: "GET", url: `/api/security-reports/${id}` })).json();
    expect(report.status).toBe("finalized");
    expect(report.exports).toEqual([]);
  });

  it("answers 503 with Retry-After when every worker and queue place is taken, then recovers", async () => {
    const { call, siteId } = await setup();
    const ids = await Promise.all(
      Array.from({ length: 3 }, () => finalizedReport(call, siteId, "Vitre brisée. ".repeat(200))),
    );
    // Closing the pool makes the next export pay for a worker's start: the burst arrives meanwhile.
    await documentPool.close();
    const burst = await Promise.all(
      ids.flatMap((id) =>
        (["pdf", "docx", "xlsx"] as const).map((format) =>
          call({ method: "POST", url: `/api/security-reports/${id}/export?format=${format}` }),
        ),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = burst.find((r) => r.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("2");
    expect(busy?.json().detail).toBe(MSG.documentsBusy);
    // Once the burst is over, the same export goes through.
    const refused = burst.findIndex((r) => r.statusCode === 503);
    const id = ids[Math.floor(refused / 3)];
    const format = (["pdf", "docx", "xlsx"] as const)[refused % 3];
    const again = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=${format}` });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("close() terminates the workers", async () => {
    const pool = new DocumentPool({ threads: 1, queue: 1, maxChars: 100_000, maxHeapMb: 256 });
    const body = await pool.render({
      kind: "payroll-month-xlsx",
      doc: { period: "Mars 2026", company: "Société", rows: [] },
    });
    expect(body.subarray(0, 2).toString()).toBe("PK");
    expect(pool.stats.threads).toBe(1);
    await pool.close();
    expect(pool.stats.threads).toBe(0);
  });
});
