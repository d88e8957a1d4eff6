import { MSG, MSG_ACCESS } from "@hts/domain";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { accessLogs, alarms, auditLog, badges, notifications } from "../../db/schema.ts";

const ctx = useTestApp();

async function userWithRole(adminToken: string, role: string) {
  const email = uniqueEmail(role);
  const res = await as(
    ctx.app,
    adminToken,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Utilisateur ${role}`, email, password: "initial-pass-2026", role },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return login(ctx.app, email, "initial-pass-2026");
}

async function company(name = "Société Accès") {
  const admin = await registerAndLogin(ctx.app, { companyName: name });
  const call = as(ctx.app, admin.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: `Siège ${name}`, address: "Paris" },
  });
  const siteId = site.json().id as string;
  const point = await call({
    method: "POST",
    url: "/api/access/points",
    payload: { name: "Portail nord", siteId, location: "Entrée principale" },
  });
  expect(point.statusCode).toBe(201);
  return { admin, call, siteId, point: point.json() as { id: string; readerKey: string } };
}

async function newBadge(call: ReturnType<typeof as>, extra: Record<string, unknown> = {}) {
  const res = await call({
    method: "POST",
    url: "/api/access/badges",
    payload: {
      badgeId: `B-${Math.random().toString(36).slice(2, 8)}`,
      holderName: "Jean Dupont",
      department: "Sécurité",
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; badgeId: string; version: number };
}

async function qrToken(call: ReturnType<typeof as>, id: string) {
  const res = await call({ method: "GET", url: `/api/access/badges/${id}/qr` });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const check = (key: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/access/check",
    headers: { "x-reader-key": key, ...headers },
    payload,
  });

const countLogs = async (companyId: string) =>
  (
    await ctx.database.db.select({ n: count() }).from(accessLogs).where(eq(accessLogs.companyId, companyId))
  )[0]?.n;

describe("badges", () => {
  it("creates a badge from the spec's form with its defaults, and refuses a duplicate number with a French 409", async () => {
    const { call } = await company();
    const res = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: { badgeId: "A-001", holderName: "Marie Curie" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      badgeId: "A-001",
      holder: "Marie Curie",
      department: null,
      badgeType: "qrcode",
      expiryDate: null,
      status: "Actif",
      version: 1,
      holderKind: "employee",
    });
    const dup = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: { badgeId: "A-001", holderName: "Autre" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(MSG_ACCESS.badgeTaken);
  });

  it("requires the card uid of an NFC badge and keeps uids unique", async () => {
    const { call } = await company();
    const missing = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: { badgeId: "N-1", holderName: "Paul", badgeType: "nfc" },
    });
    expect(missing.statusCode).toBe(422);
    const ok = await newBadge(call, { badgeType: "nfc", nfcUid: "04:a2:2b:9c" });
    expect(ok).toMatchObject({ nfcUid: "04A22B9C" });
    const dup = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: { badgeId: "N-2", holderName: "Luc", badgeType: "nfc", nfcUid: "04A22B9C" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(MSG_ACCESS.nfcUidTaken);
    const qr = await call({ method: "GET", url: `/api/access/badges/${ok.id}/qr` });
    expect(qr.statusCode).toBe(409);
  });

  it("edits, deactivates and reactivates, audits each change, searches and filters", async () => {
    const { call, admin } = await company();
    const b = await newBadge(call, {
      holderName: "Anne Visiteur",
      holderKind: "visitor",
      department: "Accueil",
    });
    await newBadge(call, { holderName: "Bob Logistique", department: "Logistique" });
    const edit = await call({
      method: "PATCH",
      url: `/api/access/badges/${b.id}`,
      payload: { expiryDate: "2030-01-31" },
    });
    expect(edit.json()).toMatchObject({
      expiryDate: "2030-01-31",
      expires: "2030-01-31",
      holderKind: "visitor",
    });
    const off = await call({
      method: "PATCH",
      url: `/api/access/badges/${b.id}`,
      payload: { status: "Désactivé" },
    });
    expect(off.json().status).toBe("Désactivé");
    const search = await call({ method: "GET", url: "/api/access/badges?q=accueil" });
    expect(search.json().map((x: { id: string }) => x.id)).toEqual([b.id]);
    const disabled = await call({ method: "GET", url: "/api/access/badges?status=D%C3%A9sactiv%C3%A9" });
    expect(disabled.headers["x-total-count"]).toBe("1");
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.company.id), eq(auditLog.entity, "badge")));
    expect(actions.map((a) => a.action).sort()).toEqual(["create", "create", "deactivate", "update"]);
  });

  it("links a badge to an agent or user of the company only", async () => {
    const { call, admin } = await company();
    const other = await company("Autre société");
    const own = await newBadge(call, { userId: admin.user.id });
    expect(own).toMatchObject({ holderKind: "user", userId: admin.user.id });
    const foreign = await call({
      method: "POST",
      url: "/api/access/badges",
      payload: { badgeId: "X-1", holderName: "X", userId: other.admin.user.id },
    });
    expect(foreign.statusCode).toBe(422);
    const holders = await call({ method: "GET", url: "/api/access/holders" });
    expect(holders.json()).toContainEqual({ kind: "user", id: admin.user.id, name: "Admin Test" });
  });

  it("serves a printable credit-card PDF with the QR code", async () => {
    const { call } = await company();
    const b = await newBadge(call);
    const res = await call({ method: "GET", url: `/api/access/badges/${b.id}/card.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // 85.6 x 54 mm in points.
    expect(res.rawPayload.toString("latin1")).toMatch(/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
    const qr = await call({ method: "GET", url: `/api/access/badges/${b.id}/qr` });
    expect(qr.json().svg).toContain("<svg");
  });
});

describe("access points", () => {
  it("shows the reader key once, stores only its hash, and regenerating it voids the old one", async () => {
    const { call, point } = await company();
    expect(point.readerKey).toMatch(/^hts_rk_/);
    const read = await call({ method: "GET", url: `/api/access/points/${point.id}` });
    expect(read.json()).not.toHaveProperty("readerKey");
    expect(JSON.stringify(read.json())).not.toContain(point.readerKey);
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/access/reader",
          headers: { "x-reader-key": point.readerKey },
        })
      ).json(),
    ).toMatchObject({
      name: "Portail nord",
      direction: "entrée",
      status: "Actif",
    });
    const again = await call({ method: "POST", url: `/api/access/points/${point.id}/reader-key` });
    const fresh = again.json().readerKey as string;
    expect(fresh).not.toBe(point.readerKey);
    const b = await newBadge(call);
    const token = await qrToken(call, b.id);
    expect((await check(point.readerKey, { token })).statusCode).toBe(401);
    expect((await check(fresh, { token })).json().decision).toBe("Autorisé");
  });

  it("configures status, direction and rule, and refuses a foreign site", async () => {
    const { call, point } = await company();
    const other = await company("Voisine");
    const res = await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: {
        status: "Maintenance",
        direction: "sortie",
        rule: { departments: ["Sécurité"], from: "08:00", to: "18:00" },
      },
    });
    expect(res.json()).toMatchObject({
      status: "Maintenance",
      direction: "sortie",
      rule: {
        departments: ["Sécurité"],
        badgeIds: [],
        days: [1, 2, 3, 4, 5, 6, 7],
        from: "08:00",
        to: "18:00",
      },
    });
    const foreign = await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { siteId: other.siteId },
    });
    expect(foreign.statusCode).toBe(422);
    const half = await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { rule: { from: "08:00" } },
    });
    expect(half.statusCode).toBe(422);
    // A site with a reader keeps it: deleting the site deactivates it instead.
    const site = (await call({ method: "GET", url: `/api/access/points/${point.id}` })).json().siteId;
    const removed = await call({ method: "DELETE", url: `/api/sites/${site}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toBe("inactive");
  });
});

describe("reader API", () => {
  it("grants a valid QR badge and logs every field of the spec", async () => {
    const { call, point, siteId, admin } = await company();
    const b = await newBadge(call, { holderName: "Jean Dupont", department: "Sécurité" });
    const res = await check(point.readerKey, { token: await qrToken(call, b.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      decision: "Autorisé",
      reason: "Accès autorisé",
      reasonCode: "granted",
      holder: { name: "Jean Dupont", department: "Sécurité", badgeId: b.badgeId },
      accessPoint: {
        name: "Portail nord",
        location: "Entrée principale",
        direction: "entrée",
        site: "Siège Société Accès",
      },
    });
    const logs = await call({ method: "GET", url: "/api/access/logs" });
    expect(logs.json()[0]).toMatchObject({
      personName: "Jean Dupont",
      badgeId: b.badgeId,
      department: "Sécurité",
      status: "Autorisé",
      siteId,
      siteName: "Siège Société Accès",
      location: "Entrée principale",
      accessType: "entrée",
      reason: "Accès autorisé",
      method: "qrcode",
      accessPointId: point.id,
    });
    const p = await call({ method: "GET", url: `/api/access/points/${point.id}` });
    expect(p.json().lastActivity).not.toBeNull();
    expect(await countLogs(admin.company.id)).toBe(1);
  });

  it("answers the reason in the reader's language", async () => {
    const { call, point } = await company();
    const b = await newBadge(call);
    const res = await check(
      point.readerKey,
      { token: await qrToken(call, b.id) },
      { "accept-language": "en" },
    );
    expect(res.json().reason).toBe("Access granted");
  });

  it("refuses an edited, forged or re-issued code as 'Badge inconnu ou falsifié' and logs it against the badge", async () => {
    const { call, point } = await company();
    const b = await newBadge(call, { holderName: "Copieur" });
    const token = await qrToken(call, b.id);
    const [prefix, ref, version, sig] = token.split(".");
    const edited = `${prefix}.${ref}.${Number(version) + 1}.${sig}`;
    const forged = `${prefix}.${ref}.${version}.${"A".repeat(43)}`;
    for (const bad of [edited, forged]) {
      const res = await check(point.readerKey, { token: bad });
      expect(res.json()).toMatchObject({
        decision: "Refusé",
        reason: "Badge inconnu ou falsifié",
        holder: null,
      });
    }
    await call({ method: "POST", url: `/api/access/badges/${b.id}/reissue` });
    expect((await check(point.readerKey, { token })).json().reasonCode).toBe("unknown");
    const fresh = await qrToken(call, b.id);
    expect(fresh).not.toBe(token);
    expect((await check(point.readerKey, { token: fresh })).json().decision).toBe("Autorisé");
    const logs = (await call({ method: "GET", url: "/api/access/logs?status=refus%C3%A9" })).json();
    expect(logs).toHaveLength(3);
    expect(logs.every((l: { personName: string }) => l.personName === "Copieur")).toBe(true);
    const junk = await check(point.readerKey, { token: "n'importe quoi" });
    expect(junk.json()).toMatchObject({ decision: "Refusé", reasonCode: "unknown" });
  });

  it("enforces status, expiry, maintenance, departments and hours", async () => {
    const { call, point } = await company();
    const expired = await newBadge(call, { expiryDate: "2020-01-01" });
    const off = await newBadge(call);
    await call({ method: "PATCH", url: `/api/access/badges/${off.id}`, payload: { status: "Désactivé" } });
    const logistics = await newBadge(call, { department: "Logistique" });
    const security = await newBadge(call, { department: "Sécurité" });
    const reason = async (id: string) =>
      (await check(point.readerKey, { token: await qrToken(call, id) })).json().reason;
    expect(await reason(expired.id)).toBe("Badge expiré");
    expect(await reason(off.id)).toBe("Badge désactivé");
    await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { rule: { departments: ["Sécurité"] } },
    });
    expect(await reason(logistics.id)).toBe("Badge non autorisé sur ce point d'accès");
    expect(await reason(security.id)).toBe("Accès autorisé");
    // A slot of one minute that is never now: 'Hors plage horaire'.
    const now = new Date();
    const paris = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const later = paris.format(new Date(now.getTime() + 3 * 3600_000));
    const later2 = paris.format(new Date(now.getTime() + 3 * 3600_000 + 60_000));
    await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { rule: { departments: ["Sécurité"], from: later, to: later2 } },
    });
    expect(await reason(security.id)).toBe("Hors plage horaire");
    await call({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { status: "Maintenance", rule: {} },
    });
    expect(await reason(security.id)).toBe("Point d'accès en maintenance");
  });

  it("decides NFC badges by their registered uid", async () => {
    const { call, point } = await company();
    await newBadge(call, { badgeType: "nfc", nfcUid: "04 11 22 33 44 55 66", holderName: "Carte NFC" });
    const ok = await check(point.readerKey, { nfcUid: "04:11:22:33:44:55:66" });
    expect(ok.json()).toMatchObject({ decision: "Autorisé", holder: { name: "Carte NFC" } });
    const unknown = await check(point.readerKey, { nfcUid: "04AABBCC" });
    expect(unknown.json()).toMatchObject({ decision: "Refusé", reasonCode: "unknown" });
    const logs = (await call({ method: "GET", url: "/api/access/logs" })).json();
    expect(logs[0]).toMatchObject({ personName: "Inconnu", badgeId: "NFC 04AABBCC", method: "nfc" });
  });

  it("needs a reader key (never a user session) and answers bad input with a French 4xx", async () => {
    const { call, point, admin } = await company();
    const b = await newBadge(call);
    const token = await qrToken(call, b.id);
    const noKey = await ctx.app.inject({ method: "POST", url: "/api/access/check", payload: { token } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().detail).toBe(MSG_ACCESS.readerKeyMissing);
    const session = await ctx.app.inject({
      method: "POST",
      url: "/api/access/check",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { token },
    });
    expect(session.statusCode).toBe(401);
    const empty = await check(point.readerKey, {});
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().detail)).toContain(MSG_ACCESS.presentationRequired);
    const garbage = await check(point.readerKey, { nfcUid: "x".repeat(100) });
    expect(garbage.statusCode).toBe(422);
    expect(await countLogs(admin.company.id)).toBe(0);
    // Bad input that names a badge is refused with a 422 and logged against that badge.
    const both = await check(point.readerKey, { token, nfcUid: "04AABBCC" });
    expect(both.statusCode).toBe(422);
    const logs = (await as(ctx.app, admin.token)({ method: "GET", url: "/api/access/logs" })).json();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: "Refusé",
      reasonCode: "unknown",
      badgeId: b.badgeId,
      personName: "Jean Dupont",
    });
  });

  it("never lets a reader of company A decide on company B's badges", async () => {
    const a = await company("Société A");
    const b = await company("Société B");
    const badgeB = await newBadge(b.call, { badgeType: "nfc", nfcUid: "04DEADBEEF0001" });
    const qrB = await newBadge(b.call);
    const tokenB = await qrToken(b.call, qrB.id);
    expect((await check(a.point.readerKey, { token: tokenB })).json()).toMatchObject({
      decision: "Refusé",
      reasonCode: "unknown",
      holder: null,
    });
    expect((await check(a.point.readerKey, { nfcUid: "04DEADBEEF0001" })).json().decision).toBe("Refusé");
    // Nothing of B in A's log (no name, no number), nothing written in B's.
    const logsA = (await a.call({ method: "GET", url: "/api/access/logs" })).json();
    expect(logsA).toHaveLength(2);
    expect(JSON.stringify(logsA)).not.toContain(qrB.badgeId);
    expect(JSON.stringify(logsA)).not.toContain(badgeB.badgeId);
    expect(await countLogs(b.admin.company.id)).toBe(0);
    // And B's records through A's session answer 404.
    expect((await a.call({ method: "GET", url: `/api/access/badges/${qrB.id}` })).statusCode).toBe(404);
    expect((await a.call({ method: "GET", url: `/api/access/points/${b.point.id}` })).statusCode).toBe(404);
    expect(
      (
        await a.call({
          method: "PATCH",
          url: `/api/access/badges/${qrB.id}`,
          payload: { status: "Désactivé" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await a.call({ method: "GET", url: `/api/access/logs?siteId=${b.siteId}` })).json()).toEqual([]);
  });

  it("raises one alarm of type 'acces' after N refusals in M minutes, with a bell notification", async () => {
    const { call, point, admin } = await company();
    await call({
      method: "PATCH",
      url: "/api/access/settings",
      payload: { refusalAlarmCount: 3, refusalAlarmMinutes: 5 },
    });
    for (let i = 0; i < 2; i++) await check(point.readerKey, { token: "faux" });
    const none = await ctx.database.db.select().from(alarms).where(eq(alarms.companyId, admin.company.id));
    expect(none).toHaveLength(0);
    for (let i = 0; i < 3; i++) await check(point.readerKey, { token: "faux" });
    const raised = await ctx.database.db.select().from(alarms).where(eq(alarms.companyId, admin.company.id));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      type: "acces",
      severity: "important",
      status: "active",
      location: "Entrée principale",
    });
    const listed = (await call({ method: "GET", url: "/api/alarms" })).json();
    expect(listed[0]).toMatchObject({ type: "acces", siteName: "Siège Société Accès" });
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(bell.some((n) => n.title.includes("Portail nord"))).toBe(true);

    // An English reader reads the server's sentences in English, from the alarm list, the dashboard,
    // the bell and the log (decision 014); the point's name is the company's own words.
    const en = { "accept-language": "en" };
    const [alarm] = (await call({ method: "GET", url: "/api/alarms", headers: en })).json();
    expect(alarm).toMatchObject({
      title: "Refused access attempts: Portail nord",
      description: "3 refused attempts in 5 min at access point Portail nord",
      triggeredBy: "Reader Portail nord",
      actions: ["Alarm raised by access control"],
    });
    const dashboard = (await call({ method: "GET", url: "/api/dashboard", headers: en })).json();
    expect(dashboard.recentAlerts[0].title).toBe("Refused access attempts: Portail nord");
    const bellEn = (await call({ method: "GET", url: "/api/notifications", headers: en })).json();
    expect(JSON.stringify(bellEn)).toContain("Access control alarm: Portail nord");
    expect(JSON.stringify(bellEn)).not.toContain("Alarme contrôle d'accès");
    const [entry] = (await call({ method: "GET", url: "/api/access/logs", headers: en })).json();
    expect(entry).toMatchObject({ personName: "Unknown", reason: "Unknown or forged badge" });
    // French stays the default, as written.
    const [fr] = (await call({ method: "GET", url: "/api/alarms" })).json();
    expect(fr.title).toBe("Tentatives d'accès refusées : Portail nord");
    expect(fr.triggeredBy).toBe("Lecteur Portail nord");
  });

  it("throttles a reader per key with a French 429", async () => {
    const { point } = await company();
    const limit = ctx.app.appConfig.readerChecksPerMinute;
    let last = 0;
    let detail = "";
    for (let i = 0; i <= limit; i++) {
      const res = await check(point.readerKey, { token: "x" });
      last = res.statusCode;
      if (last === 429) detail = res.json().detail;
    }
    expect(last).toBe(429);
    expect(detail).toBe(MSG.tooManyRequests);
  });
});

describe("roles", () => {
  it("lets operators issue badges but not install readers; planners and agents see nothing", async () => {
    const { admin, point } = await company();
    const operator = as(ctx.app, (await userWithRole(admin.token, "operator")).token);
    const b = await newBadge(operator);
    expect((await operator({ method: "GET", url: "/api/access/logs" })).statusCode).toBe(200);
    const install = await operator({
      method: "PATCH",
      url: `/api/access/points/${point.id}`,
      payload: { status: "Maintenance" },
    });
    expect(install.statusCode).toBe(403);
    expect((await operator({ method: "DELETE", url: `/api/access/badges/${b.id}` })).statusCode).toBe(403);
    const p = await as(ctx.app, admin.token)({ method: "GET", url: `/api/access/points/${point.id}` });
    expect(p.json().status).toBe("Actif");
    for (const role of ["planner", "agent"]) {
      const user = as(ctx.app, (await userWithRole(admin.token, role)).token);
      expect((await user({ method: "GET", url: "/api/access/badges" })).statusCode, role).toBe(403);
      expect((await user({ method: "GET", url: "/api/access/logs" })).statusCode, role).toBe(403);
    }
    const manager = as(ctx.app, (await userWithRole(admin.token, "manager")).token);
    expect((await manager({ method: "DELETE", url: `/api/access/badges/${b.id}` })).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(badges).where(eq(badges.id, b.id))).toHaveLength(0);
  });
});

describe("access log", () => {
  it("filters by name, badge, department, status, site and dates, pages on the server, exports CSV and Excel", async () => {
    const { call, point } = await company();
    const jean = await newBadge(call, { holderName: "Jean Dupont", department: "Sécurité" });
    const lea = await newBadge(call, { holderName: "Léa Martin", department: "Logistique" });
    await check(point.readerKey, { token: await qrToken(call, jean.id) });
    await check(point.readerKey, { token: await qrToken(call, lea.id) });
    await check(point.readerKey, { token: "faux" });
    const q = async (query: string) =>
      (await call({ method: "GET", url: `/api/access/logs?${query}` })).json();
    expect((await q("q=dupont")).map((l: { personName: string }) => l.personName)).toEqual(["Jean Dupont"]);
    expect(await q(`q=${lea.badgeId}`)).toHaveLength(1);
    expect(await q("q=logist")).toHaveLength(1);
    expect(await q("status=Autoris%C3%A9")).toHaveLength(2);
    expect(await q("status=refus%C3%A9")).toHaveLength(1);
    expect(await q(`accessPointId=${point.id}`)).toHaveLength(3);
    expect(await q("from=2000-01-01&to=2000-01-02")).toHaveLength(0);
    const page = await call({ method: "GET", url: "/api/access/logs?limit=2&offset=2" });
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json()).toHaveLength(1);
    const csv = await call({ method: "GET", url: "/api/access/logs/export.csv?q=dupont" });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Jean Dupont"');
    expect(lines[0]).toBe(
      '"Date";"Nom";"Badge";"Département";"Statut";"Site";"Emplacement";"Type d\'accès";"Motif"',
    );
    expect(lines[1]).toContain('"Autorisé"');
    // In the requester's language (decision 123): titles, decision and direction words, day order.
    const english = await call({
      method: "GET",
      url: "/api/access/logs/export.csv?q=dupont",
      headers: { "accept-language": "en" },
    });
    const [titles, row] = english.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(titles).toBe(
      '"Date";"Name";"Badge";"Department";"Status";"Site";"Location";"Access type";"Reason"',
    );
    expect(row).toContain('"Granted"');
    expect(row).toMatch(/"(entry|exit)"/);
    expect(row).not.toMatch(/Autorisé|entrée|sortie/);
    const xlsx = await call({ method: "GET", url: "/api/access/logs/export.xlsx" });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const stats = (await call({ method: "GET", url: "/api/access/stats" })).json();
    expect(stats).toEqual({ accessPoints: 1, activeBadges: 2, attemptsToday: 3, refusedToday: 1 });
    // The reports' figures and the dashboard's access point count are real.
    const report = (await call({ method: "GET", url: "/api/reports/stats?period=week" })).json();
    expect(report).toMatchObject({ accessAttempts: 3, unauthorizedAttempts: 1 });
    const dashboard = (await call({ method: "GET", url: "/api/dashboard" })).json();
    expect(dashboard.activeSites[0]).toMatchObject({ accessPoints: 1 });
  });

  it("purges entries past the company's retention and audits the purge", async () => {
    const { call, point, admin } = await company();
    await call({ method: "PATCH", url: "/api/access/settings", payload: { logRetentionDays: 30 } });
    expect((await call({ method: "GET", url: "/api/access/settings" })).json()).toEqual({
      refusalAlarmCount: 3,
      refusalAlarmMinutes: 5,
      logRetentionDays: 30,
      antiPassback: false,
      staticQrAllowed: true,
    });
    await check(point.readerKey, { token: "faux" });
    await check(point.readerKey, { token: "faux" });
    const [oldest] = await ctx.database.db
      .select()
      .from(accessLogs)
      .where(eq(accessLogs.companyId, admin.company.id));
    await ctx.database.db
      .update(accessLogs)
      .set({ at: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(accessLogs.id, oldest?.id ?? ""));
    const result = await ctx.app.accessLogPurge.runOnce();
    expect(result[admin.company.id]).toBe(1);
    expect(await countLogs(admin.company.id)).toBe(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, admin.company.id),
          eq(auditLog.action, "purge"),
          eq(auditLog.entity, "access-log"),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(ctx.app.jobs.names).toContain("access-log-purge");
  });
});
