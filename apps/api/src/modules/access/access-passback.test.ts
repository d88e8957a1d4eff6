import { ACCESS_REASONS, MSG_ACCESS, qrStepAt } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { accessLogs, accessSettings, agents, auditLog, badgePresence } from "../../db/schema.ts";
import { accessSettingsOf, signDynamicQrToken } from "./access-keys.ts";

// Issue 28 item 11 (decision 082): anti-passback per zone with its company setting and the control
// room's override, and rotating QR codes accepted within the current or previous 30-second step.
const ctx = useTestApp();
const PASSWORD = "initial-pass-2026";

async function company() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Siège", address: "Paris" } })
  ).json().id as string;
  const point = async (name: string, direction: string, zone = "") => {
    const res = await call({
      method: "POST",
      url: "/api/access/points",
      payload: { name, siteId, location: "Hall", direction, zone },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; readerKey: string; zone: string };
  };
  const badge = async (extra: Record<string, unknown> = {}) => {
    const res = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: {
        badgeId: `B-${Math.random().toString(36).slice(2, 8)}`,
        holderName: "Jean Dupont",
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; version: number; dynamicQrOnly: boolean };
  };
  const staticToken = async (id: string) =>
    (await call({ method: "GET", url: `/api/access/badges/${id}/qr` })).json().token as string;
  const user = async (role: string) => {
    const email = uniqueEmail(role);
    const res = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: role, email, password: PASSWORD, role },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as string, token: (await login(ctx.app, email, PASSWORD)).token };
  };
  const settings = (payload: Record<string, unknown>) =>
    call({ method: "PATCH", url: "/api/access/settings", payload });
  return { admin, call, siteId, point, badge, staticToken, user, settings };
}

const check = (key: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/access/check",
    headers: { "x-reader-key": key, ...headers },
    payload,
  });
const decision = async (key: string, payload: Record<string, unknown>) => {
  const res = await check(key, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { decision: string; reasonCode: string; reason: string };
};

describe("anti-passback", () => {
  it("is off by default: the same code enters twice in a row", async () => {
    const c = await company();
    const door = await c.point("Portail", "entrée");
    const token = await c.staticToken((await c.badge()).id);
    expect((await c.call({ method: "GET", url: "/api/access/settings" })).json()).toMatchObject({
      antiPassback: false,
      staticQrAllowed: true,
    });
    expect((await decision(door.readerKey, { token })).decision).toBe("Autorisé");
    expect((await decision(door.readerKey, { token })).decision).toBe("Autorisé");
  });

  it("refuses a second entry until the badge exits, logs the reason, and keeps zones apart", async () => {
    const c = await company();
    const entry = await c.point("Portail", "entrée");
    const exit = await c.point("Sortie", "sortie");
    const servers = await c.point("Salle serveurs", "entrée", "Serveurs");
    const badge = await c.badge();
    const token = await c.staticToken(badge.id);
    expect((await c.settings({ antiPassback: true })).json().antiPassback).toBe(true);

    expect((await decision(entry.readerKey, { token })).decision).toBe("Autorisé");
    const again = await decision(entry.readerKey, { token });
    expect(again).toMatchObject({
      decision: "Refusé",
      reasonCode: "antiPassback",
      reason: ACCESS_REASONS.antiPassback,
    });
    // Another zone of the same site is entered on its own.
    expect((await decision(servers.readerKey, { token })).decision).toBe("Autorisé");
    expect((await decision(exit.readerKey, { token })).decision).toBe("Autorisé");
    expect((await decision(entry.readerKey, { token })).decision).toBe("Autorisé");
    // A reader at a door used both ways sends the way: this one exits through the entry reader.
    expect((await decision(entry.readerKey, { token, direction: "sortie" })).decision).toBe("Autorisé");
    expect((await decision(entry.readerKey, { token })).decision).toBe("Autorisé");

    const logs = await ctx.database.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.badgeRef, badge.id), eq(accessLogs.reasonCode, "antiPassback")));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: "Refusé",
      reason: "Anti-passback : badge déjà entré",
      accessType: "entrée",
    });
    const english = await check(entry.readerKey, { token }, { "accept-language": "en" });
    expect(english.json().reason).toBe("Anti-passback: badge already inside");
  });

  it("lets two simultaneous entries of one badge through once", async () => {
    const c = await company();
    const entry = await c.point("Portail", "entrée");
    const token = await c.staticToken((await c.badge()).id);
    await c.settings({ antiPassback: true });
    const both = await Promise.all([
      decision(entry.readerKey, { token }),
      decision(entry.readerKey, { token }),
    ]);
    expect(both.map((d) => d.decision).sort()).toEqual(["Autorisé", "Refusé"]);
  });

  it("an operator resets a badge's presence (audited); a planner may not; another company's badge is 404", async () => {
    const c = await company();
    const entry = await c.point("Portail", "entrée");
    const badge = await c.badge();
    const token = await c.staticToken(badge.id);
    await c.settings({ antiPassback: true });
    await decision(entry.readerKey, { token });
    const operator = as(ctx.app, (await c.user("operator")).token);
    const planner = as(ctx.app, (await c.user("planner")).token);

    const inside = (await operator({ method: "GET", url: "/api/access/presence" })).json();
    expect(inside).toMatchObject([
      { badgeRef: badge.id, holderName: "Jean Dupont", site: "Siège", zone: "", accessPoint: "Portail" },
    ]);
    const reset = `/api/access/badges/${badge.id}/presence/reset`;
    expect((await planner({ method: "POST", url: reset })).statusCode).toBe(403);
    expect(
      await ctx.database.db.select().from(badgePresence).where(eq(badgePresence.badgeRef, badge.id)),
    ).toHaveLength(1);
    const other = await company();
    expect((await as(ctx.app, other.admin.token)({ method: "POST", url: reset })).statusCode).toBe(404);

    const done = await operator({ method: "POST", url: reset });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ cleared: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, badge.id), eq(auditLog.action, "reset-presence")));
    expect(row).toBeDefined();
    expect((await decision(entry.readerKey, { token })).decision).toBe("Autorisé");
  });
});

describe("rotating QR codes", () => {
  async function agentWithBadge() {
    const c = await company();
    const door = await c.point("Portail", "entrée");
    const account = await c.user("agent");
    const [agent] = await ctx.database.db
      .insert(agents)
      .values({
        companyId: c.admin.company.id,
        userId: account.id,
        name: "Agent Mobile",
        badge: "AG-1",
        phone: "0600000000",
        email: "agent.mobile@exemple.fr",
        hireDate: "2024-01-01",
      })
      .returning();
    const badge = await c.badge({ holderKind: "agent", agentId: agent?.id, holderName: "Agent Mobile" });
    const secret = (await accessSettingsOf(ctx.database.db, c.admin.company.id)).qrSecret;
    const at = (stepsAgo: number) =>
      signDynamicQrToken({
        secret,
        badgeRef: badge.id,
        version: badge.version,
        step: qrStepAt(new Date()) - stepsAgo,
      });
    return { ...c, makeBadge: c.badge, door, account, badge, secret, at, me: as(ctx.app, account.token) };
  }

  it("the agent's page code opens now, the previous step's too, an older one is refused", async () => {
    const c = await agentWithBadge();
    const mine = await c.me({ method: "GET", url: "/api/access/my-badge" });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    const code = mine.json();
    expect(code).toMatchObject({ badgeRef: c.badge.id, holderName: "Agent Mobile", stepSeconds: 30 });
    expect(code.token).toMatch(/^HTS2\./);
    expect(new Date(code.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    expect(await decision(c.door.readerKey, { token: code.token })).toMatchObject({ decision: "Autorisé" });
    expect((await decision(c.door.readerKey, { token: c.at(1) })).decision).toBe("Autorisé");
    // Photographed a minute ago and replayed: refused, and logged against the badge.
    expect(await decision(c.door.readerKey, { token: c.at(2) })).toMatchObject({
      decision: "Refusé",
      reasonCode: "codeExpired",
    });
    expect((await decision(c.door.readerKey, { token: c.at(40) })).reasonCode).toBe("codeExpired");
    // A code of a step to come is not one we issued yet.
    expect((await decision(c.door.readerKey, { token: c.at(-2) })).reasonCode).toBe("codeExpired");
  });

  it("refuses a tampered code, a code of another company's secret, and codes of an older issue", async () => {
    const c = await agentWithBadge();
    const token = c.at(0);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await decision(c.door.readerKey, { token: tampered })).reasonCode).toBe("unknown");
    const stepEdited = token.replace(`.${qrStepAt(new Date())}.`, `.${qrStepAt(new Date()) + 1}.`);
    expect((await decision(c.door.readerKey, { token: stepEdited })).reasonCode).toBe("unknown");
    const other = await company();
    const foreignSecret = (await accessSettingsOf(ctx.database.db, other.admin.company.id)).qrSecret;
    const foreign = signDynamicQrToken({
      secret: foreignSecret,
      badgeRef: c.badge.id,
      version: c.badge.version,
      step: qrStepAt(new Date()),
    });
    expect((await decision(c.door.readerKey, { token: foreign })).reasonCode).toBe("unknown");
    // Another company's reader does not know the badge at all.
    const otherDoor = await other.point("Porte B", "entrée");
    expect((await decision(otherDoor.readerKey, { token })).reasonCode).toBe("unknown");
    await c.call({ method: "POST", url: `/api/access/badges/${c.badge.id}/reissue` });
    expect((await decision(c.door.readerKey, { token })).reasonCode).toBe("unknown");
  });

  it("printed codes can be refused per badge or for the company once rotating codes are used", async () => {
    const c = await agentWithBadge();
    const printed = await c.staticToken(c.badge.id);
    expect((await decision(c.door.readerKey, { token: printed })).decision).toBe("Autorisé");
    const patched = await c.call({
      method: "PATCH",
      url: `/api/access/badges/${c.badge.id}`,
      payload: { dynamicQrOnly: true },
    });
    expect(patched.json().dynamicQrOnly).toBe(true);
    expect(await decision(c.door.readerKey, { token: printed })).toMatchObject({
      decision: "Refusé",
      reasonCode: "staticQrDisabled",
    });
    expect((await decision(c.door.readerKey, { token: c.at(0) })).decision).toBe("Autorisé");

    const plain = await c.makeBadge();
    const plainPrinted = await c.staticToken(plain.id);
    expect((await decision(c.door.readerKey, { token: plainPrinted })).decision).toBe("Autorisé");
    expect((await c.settings({ staticQrAllowed: false })).json().staticQrAllowed).toBe(false);
    expect((await decision(c.door.readerKey, { token: plainPrinted })).reasonCode).toBe("staticQrDisabled");
    const [row] = await ctx.database.db
      .select()
      .from(accessSettings)
      .where(eq(accessSettings.companyId, c.admin.company.id));
    expect(row?.staticQrAllowed).toBe(false);
  });

  it("a user without a QR badge of his own gets a clear 404 in his language", async () => {
    const c = await company();
    const operator = await c.user("operator");
    const fr = await as(ctx.app, operator.token)({ method: "GET", url: "/api/access/my-badge" });
    expect(fr.statusCode).toBe(404);
    expect(fr.json().detail).toBe(MSG_ACCESS.noBadgeOfMine);
    const en = await as(
      ctx.app,
      operator.token,
    )({
      method: "GET",
      url: "/api/access/my-badge",
      headers: { "accept-language": "en" },
    });
    expect(en.json().detail).toMatch(/^No active QR code badge/);
    expect((await ctx.app.inject({ method: "GET", url: "/api/access/my-badge" })).statusCode).toBe(401);
  });
});
