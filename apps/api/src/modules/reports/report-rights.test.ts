import { REPORT_TYPES, type TReportType } from "@hts/domain";
import { beforeAll, describe, expect, it } from "vitest";
import {
  as,
  login,
  type Registered,
  registerAndLogin,
  uniqueEmail,
  useTestApp,
} from "../../../test/helpers.ts";
import { reportJobs } from "../../db/schema.ts";

// Issue 28 item 8: a generated report is offered to a reader only if he may read, company-wide, every
// kind of record it holds (decision 080). A planner (no alarm, camera or access log) reads attendance
// reports only; the store is unchanged by his refusals.
const ctx = useTestApp();
const PASSWORD = "secret-pass-2026";

let admin: Registered;
const tokens: Record<string, string> = {};
const jobs = {} as Record<TReportType, string>;

beforeAll(async () => {
  admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const site = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Tour", address: "Paris" } })
  ).json().id;
  await call({
    method: "POST",
    url: "/api/alarms",
    payload: {
      siteId: site,
      title: "Intrusion secrète",
      severity: "critique",
      description: "d",
      location: "l",
    },
  });
  for (const role of ["manager", "planner", "operator", "agent"]) {
    const email = uniqueEmail(role);
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: role, email, password: PASSWORD, role },
    });
    tokens[role] = (await login(ctx.app, email, PASSWORD)).token;
  }
  tokens.admin = admin.token;
  for (const type of REPORT_TYPES) {
    const res = await call({
      method: "POST",
      url: "/api/reports",
      payload: { type, format: "excel", period: "month", includeGraphs: false },
    });
    expect(res.statusCode, res.body).toBe(202);
    jobs[type] = res.json().id;
  }
  while (await ctx.app.reportWorker.runOnce()) {}
});

/** The report types each role may read, whatever role generated them. */
const READABLE: Record<string, TReportType[]> = {
  admin: [...REPORT_TYPES],
  manager: [...REPORT_TYPES],
  operator: [...REPORT_TYPES],
  planner: ["attendance"],
  agent: [],
};

describe("generated reports follow the record policy of what they hold", () => {
  it.each(["admin", "manager", "operator", "planner"])(
    "%s lists and downloads only what he may read",
    async (who) => {
      const call = as(ctx.app, tokens[who] ?? "");
      const listed = (await call({ method: "GET", url: "/api/reports" })).json() as { type: TReportType }[];
      expect(listed.map((r) => r.type).sort()).toEqual([...(READABLE[who] ?? [])].sort());
      for (const type of REPORT_TYPES) {
        const allowed = READABLE[who]?.includes(type);
        const job = await call({ method: "GET", url: `/api/reports/${jobs[type]}` });
        const file = await call({ method: "GET", url: `/api/reports/${jobs[type]}/file` });
        expect([type, job.statusCode]).toEqual([type, allowed ? 200 : 404]);
        expect([type, file.statusCode]).toEqual([type, allowed ? 200 : 404]);
        if (!allowed) expect(file.body).not.toContain("Intrusion secrète");
      }
    },
  );

  it("the planner gets 404 on the alarms report's file, in his language, and the store is unchanged", async () => {
    const before = await ctx.database.db.select().from(reportJobs);
    const call = as(ctx.app, tokens.planner ?? "");
    const res = await call({
      method: "GET",
      url: `/api/reports/${jobs.alarms}/file`,
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/not found/i);
    const listed = (await call({ method: "GET", url: "/api/reports" })).json() as { id: string }[];
    expect(listed.map((r) => r.id)).not.toContain(jobs.alarms);
    expect(await ctx.database.db.select().from(reportJobs)).toEqual(before);
  });

  it("an agent is refused the reports area", async () => {
    const res = await as(ctx.app, tokens.agent ?? "")({ method: "GET", url: "/api/reports" });
    expect(res.statusCode).toBe(403);
  });
});
