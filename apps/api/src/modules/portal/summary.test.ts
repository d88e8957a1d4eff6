import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { attendanceEvents, clientSummarySubscriptions, shifts, users } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "../clients/clients-test-helpers.ts";

// Scheduled e-mail summaries (issue 25) through a real SMTP server: a client user opts in, the job
// queues one mail per complete period with his sites' figures in his language, the mail worker sends
// it, and the same period never goes twice. Staff have no summary of their own to set.

const overrides: Partial<AppConfig> = { publicUrl: "http://hts.test" };
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

async function world() {
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const alpha = await createClientWithSites(ctx.app, admin.token, { name: "Alpha", sites: ["A1", "A2"] });
  const [a1, a2] = alpha.siteIds as [string, string];
  const fr = await createClientUser(ctx.app, ctx.database, admin.token, {
    clientId: alpha.id,
    siteIds: [a1],
  });
  const en = await createClientUser(ctx.app, ctx.database, admin.token, {
    clientId: alpha.id,
    name: "Ann Client",
  });
  await ctx.database.db.update(users).set({ language: "en" }).where(eq(users.id, en.id));
  const email = uniqueEmail("manager");
  await call({
    method: "POST",
    url: "/api/users",
    payload: { name: "Manager", email, password: "motdepasse-2026", role: "manager" },
  });
  const manager = (await login(ctx.app, email, "motdepasse-2026")).token;
  const agent = await call({
    method: "POST",
    url: "/api/agents",
    payload: {
      name: "Aminata Diallo",
      badge: "AG-9",
      phone: "06 11 22 33 44",
      email: "aminata.d@exemple.fr",
    },
  });
  const db = ctx.database.db;
  const companyId = admin.company.id;
  // March 2026: 8 h on A1, clocked in full; 4 h on A2, not clocked (the French user does not see A2).
  const shift = async (siteId: string, day: string, from: string, to: string) =>
    (
      await db
        .insert(shifts)
        .values({
          companyId,
          agentId: agent.json().id,
          siteId,
          shiftDate: day,
          startTime: from,
          endTime: to,
          startsAt: new Date(`${day}T${from}:00Z`),
          endsAt: new Date(`${day}T${to}:00Z`),
        })
        .returning({ id: shifts.id })
    )[0]?.id as string;
  const s1 = await shift(a1, "2026-03-10", "08:00", "16:00");
  await shift(a2, "2026-03-11", "08:00", "12:00");
  for (const [kind, at] of [
    ["clock_in", "2026-03-10T08:00:00Z"],
    ["clock_out", "2026-03-10T16:00:00Z"],
  ] as const)
    await db.insert(attendanceEvents).values({
      companyId,
      agentId: agent.json().id,
      shiftId: s1,
      siteId: a1,
      kind,
      clientId: randomUUID(),
      occurredAt: new Date(at),
    });
  return { fr, en, manager };
}

describe("scheduled e-mail summaries", () => {
  it("are chosen by the client user only, and sent once per period with his sites' figures in his language", async () => {
    const w = await world();
    const fr = as(ctx.app, w.fr.token);
    expect((await fr({ method: "GET", url: "/api/portal/summary" })).json()).toEqual({ frequency: "none" });
    expect(
      (await fr({ method: "PUT", url: "/api/portal/summary", payload: { frequency: "yearly" } })).statusCode,
    ).toBe(422);
    const manager = as(ctx.app, w.manager);
    expect(
      (await manager({ method: "PUT", url: "/api/portal/summary", payload: { frequency: "weekly" } }))
        .statusCode,
    ).toBe(403);
    expect((await manager({ method: "GET", url: "/api/portal/summary" })).statusCode).toBe(403);
    for (const token of [w.fr.token, w.en.token]) {
      const set = await as(
        ctx.app,
        token,
      )({
        method: "PUT",
        url: "/api/portal/summary",
        payload: { frequency: "monthly" },
      });
      expect(set.json()).toEqual({ frequency: "monthly" });
    }

    const now = new Date("2026-04-02T08:00:00Z");
    expect(await ctx.app.clientSummaries.runOnce(now)).toBe(2);
    // The same period twice: nothing more.
    expect(await ctx.app.clientSummaries.runOnce(now)).toBe(0);
    await ctx.app.mailWorker.runOnce();

    const mail = await smtp.waitFor(w.fr.email, (m) => !m.subject.startsWith("Invitation"));
    expect(mail.subject).toContain("Résumé du service sur vos sites — Alpha");
    expect(mail.subject).toMatch(/01\/03\/2026.*31\/03\/2026/);
    // A1 only: 8 h planned and clocked; A2's 4 h are not his.
    expect(mail.text).toContain("Heures prévues : 8,0");
    expect(mail.text).toContain("Heures pointées : 8,0");
    expect(mail.text).toContain("Taux de réalisation : 100\u00a0%");
    expect(mail.text).toContain("http://hts.test/portail");
    expect(mail.text).not.toMatch(/Diallo|06 11/);
    const english = await smtp.waitFor(w.en.email, (m) => !m.subject.startsWith("Invitation"));
    expect(english.subject).toContain("Service summary of your sites — Alpha");
    // All of the client's sites: 12 h planned, 8 h clocked.
    expect(english.text).toContain("Planned hours: 12.0");
    expect(english.text).toContain("Fulfilment: 66.7%");

    // Stopping it: no row, nothing the next month.
    await fr({ method: "PUT", url: "/api/portal/summary", payload: { frequency: "none" } });
    const rows = await ctx.database.db
      .select()
      .from(clientSummarySubscriptions)
      .where(eq(clientSummarySubscriptions.userId, w.fr.id));
    expect(rows).toEqual([]);
    expect(await ctx.app.clientSummaries.runOnce(new Date("2026-05-03T08:00:00Z"))).toBe(1);
  });
});
