import { describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "./demo-company.ts";

const ctx = useTestApp();

describe("demo reports", () => {
  it("seeds a finalized and signed security report, a draft, and one generated report", async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    const call = as(ctx.app, (await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).token);

    const reports = (await call({ method: "GET", url: "/api/security-reports" })).json();
    expect(reports.map((r: { status: string }) => r.status).sort()).toEqual(["draft", "finalized"]);
    const finalized = reports.find((r: { status: string }) => r.status === "finalized");
    expect(finalized).toMatchObject({ hasSignature: true, totalIncidents: 2 });
    expect(finalized.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const exported = await call({
      method: "POST",
      url: `/api/security-reports/${finalized.id}/export?format=pdf`,
    });
    expect(exported.statusCode).toBe(200);

    const jobs = (await call({ method: "GET", url: "/api/reports" })).json();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: "done",
      progress: 100,
      type: "incidents",
      site: "Tous les sites",
    });
    const file = await call({ method: "GET", url: jobs[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
