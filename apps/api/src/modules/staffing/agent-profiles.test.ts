// An agent's planning profile (decision 126): planners and managers read and write it, validated with
// French sentences; operators and agents may not; another company's agent or site is refused; and the
// scheduler plans by it (a fixed day off is never proposed).
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";

const ctx = useTestApp();

type World = Awaited<ReturnType<typeof fieldCompany>>;
let w: World;
let other: World;
let siteId: string;
let guard: string;

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "Profils Planif SA");
  other = await fieldCompany(ctx.app, "Autres Profils SA");
  siteId = (await w.post("/api/sites", { name: "Dépôt Sud", address: "3 rue E, Nîmes" })).id;
  guard = (
    await w.post("/api/agents", {
      name: "Hugo Cynophile",
      badge: "PRF-1",
      phone: "06 00 00 00 29",
      email: `profil.${Date.now()}@exemple.fr`,
      certifications: ["Cynophile"],
    })
  ).id;
  const post = await w.planner.call({
    method: "POST",
    url: "/api/coverage/posts",
    payload: {
      site_id: siteId,
      name: "Ronde",
      start_time: "08:00",
      end_time: "16:00",
      qualifications: ["Cynophile"],
    },
  });
  expect(post.statusCode, post.body).toBe(201);
});

const url = (id: string) => `/api/coverage/agents/${id}/profile`;

describe("agent planning profiles", () => {
  it("reads the defaults, saves a profile, and the scheduler never proposes his fixed day off", async () => {
    const empty = await w.planner.call({ method: "GET", url: url(guard) });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().profile).toMatchObject({
      contract_hours_per_week: null,
      fixed_days_off: [],
      preferences: [],
    });

    const week = { start_date: "2026-10-05", end_date: "2026-10-07", site_ids: [siteId] }; // Monday to Wednesday
    const before = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/preview",
      payload: week,
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().proposed.map((s: { shift_date: string }) => s.shift_date)).toEqual([
      "2026-10-05",
      "2026-10-06",
      "2026-10-07",
    ]);

    const saved = await w.manager.call({
      method: "PUT",
      url: url(guard),
      payload: {
        contract_hours_per_week: 24,
        fixed_days_off: [2],
        allowed_site_ids: [siteId],
        preferences: [{ kind: "avoid", post: "Ronde", weekday: 3, weight: 10 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ contract_hours_per_week: 24, fixed_days_off: [2] });
    const read = await w.planner.call({ method: "GET", url: url(guard) });
    expect(read.json().profile.allowed_site_ids).toEqual([siteId]);

    const after = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/preview",
      payload: week,
    });
    const proposed = after.json();
    expect(proposed.proposed.map((s: { shift_date: string }) => s.shift_date)).toEqual([
      "2026-10-05",
      "2026-10-07",
    ]);
    expect(proposed.uncovered).toEqual([expect.objectContaining({ date: "2026-10-06", reason: "limits" })]);
    // The Wednesday he would rather avoid is still worked (a slot outweighs a wish), and shown as a cost.
    expect(proposed.breakdown.preferences).toBe(10);
  });

  it("refuses bad input with French sentences, and another company's site", async () => {
    const bad = await w.planner.call({
      method: "PUT",
      url: url(guard),
      payload: { fixed_days_off: [8], preferences: [{ kind: "want", weight: 5 }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("Le jour de la semaine va de 1 (lundi) à 7 (dimanche)");
    expect(bad.body).toContain("Une préférence nomme un poste, un jour de la semaine, ou les deux");
    const foreign = await w.planner.call({
      method: "PUT",
      url: url(guard),
      payload: { allowed_site_ids: [other.site] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain("Site inconnu dans la liste des sites autorisés");
  });

  it("is for planners and managers of the agent's company only", async () => {
    for (const who of [w.operator, w.agentUser]) {
      expect((await who.call({ method: "GET", url: url(guard) })).statusCode).toBe(403);
      expect((await who.call({ method: "PUT", url: url(guard), payload: {} })).statusCode).toBe(403);
    }
    const foreign = await other.planner.call({ method: "PUT", url: url(guard), payload: {} });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain("Agent introuvable");
  });
});
