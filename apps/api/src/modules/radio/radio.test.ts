import { imeiCheckDigit } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { alarms, notifications, radioClips, radios, shifts } from "../../db/schema.ts";

const ctx = useTestApp({ radioOfflineSeconds: 60 });
const PASSWORD = "motdepasse-2026";

let imeiCounter = 10_000_000;
const imei = () => {
  const body = `35${String(++imeiCounter).padStart(12, "0")}`;
  return `${body}${imeiCheckDigit(body)}`;
};

async function company(name: string) {
  const admin = await registerAndLogin(ctx.app, { companyName: name, subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const post = async (url: string, payload: Record<string, unknown>, status = 201) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const user = async (role: string, userName: string) => {
    const email = uniqueEmail(role);
    const created = await post("/api/users", { name: userName, email, password: PASSWORD, role });
    return { id: created.id as string, token: (await login(ctx.app, email, PASSWORD)).token };
  };
  const site = (await post("/api/sites", { name: `Site ${name}`, address: "1 rue A, Paris" })).id as string;
  const agent = async (agentName: string, badge: string, userId?: string) =>
    (
      await post("/api/agents", {
        name: agentName,
        badge,
        phone: "06 00 00 00 01",
        email: `${badge.toLowerCase()}@exemple.fr`,
        assignedSiteId: site,
        ...(userId ? { userId } : {}),
      })
    ).id as string;
  return { admin, call, post, user, site, agent };
}

/** A shift in progress now, written directly (the planning API works in local days). */
async function onShiftNow(companyId: string, agentId: string, siteId: string) {
  const now = Date.now();
  await ctx.database.db.insert(shifts).values({
    companyId,
    agentId,
    siteId,
    shiftDate: new Date(now).toISOString().slice(0, 10),
    startTime: "00:00",
    endTime: "23:59",
    startsAt: new Date(now - 3600_000),
    endsAt: new Date(now + 3600_000),
    status: "in_progress",
  });
}

const gateway = (key: string, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/radio/gateway/${url}`,
    headers: { "x-radio-key": key },
    payload,
  });

describe("radio fleet", () => {
  it("validates the spec's radio and channel forms with French messages", async () => {
    const a = await company("Radio Forms");
    const bad = await a.call({
      method: "POST",
      url: "/api/radio/radios/",
      payload: { radioId: "123456789012345", serialNumber: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toMatch(/IMEI invalide/);
    const english = await a.call({
      method: "POST",
      url: "/api/radio/radios/",
      headers: { "accept-language": "en" },
      payload: { radioId: "123456789012345", serialNumber: "SN" },
    });
    expect(JSON.stringify(english.json())).toMatch(/Invalid IMEI/);
    const id = imei();
    const created = await a.post("/api/radio/radios/", {
      radioId: id,
      serialNumber: "SN-1",
      agentName: "ignoré",
    });
    expect(created).toMatchObject({
      radioId: id,
      serialNumber: "SN-1",
      status: "available",
      currentChannel: "Urgence",
    });
    expect(created.radioKey).toMatch(/^hts_radio_/);
    const dup = await a.call({
      method: "POST",
      url: "/api/radio/radios/",
      payload: { radioId: id, serialNumber: "SN-2" },
    });
    expect(dup.statusCode).toBe(409);
    // The key is stored hashed only.
    const [row] = await ctx.database.db.select().from(radios).where(eq(radios.id, created.id));
    expect(row?.keyHash).not.toContain(created.radioKey);

    const channel = await a.post("/api/radio/channels/", { name: "Accueil", description: "Hall" });
    expect(channel).toMatchObject({ type: "site", priority: 0, activeMembers: [] });
    const badPriority = await a.call({
      method: "POST",
      url: "/api/radio/channels/",
      payload: { name: "X", priority: 5 },
    });
    expect(badPriority.statusCode).toBe(422);
    const list = (await a.call({ method: "GET", url: "/api/radio/channels/" })).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Urgence", "Accueil"]);
    expect(list[0]).toMatchObject({ type: "emergency", priority: 2, isDefault: true });
    const en = (
      await a.call({ method: "GET", url: "/api/radio/channels/", headers: { "accept-language": "en" } })
    ).json();
    expect(en[0].name).toBe("Emergency");
    const del = await a.call({ method: "DELETE", url: `/api/radio/channels/${list[0].id}` });
    expect(del.statusCode).toBe(409);
  });

  it("takes telemetry by radio key, goes offline after the silence, warns on low battery", async () => {
    const a = await company("Radio Telemetry");
    const agentId = await a.agent("Ali Radio", "TL-1");
    const radio = await a.post("/api/radio/radios/", { radioId: imei(), serialNumber: "SN-T", agentId });
    expect(radio.status).toBe("assigned");
    const none = await gateway("hts_radio_wrong", "telemetry", { battery: 50 });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe("Clé de radio manquante ou invalide");
    const ok = await gateway(radio.radioKey, "telemetry", {
      battery: 12,
      signalStrength: 80,
      location: { lat: 48.85, lng: 2.35 },
    });
    expect(ok.statusCode).toBe(200);
    const seen = (await a.call({ method: "GET", url: `/api/radio/radios/${radio.id}` })).json();
    expect(seen).toMatchObject({
      status: "active",
      battery: 12,
      lastLocation: { lat: 48.85, lng: 2.35 },
      warnings: ["lowBattery"],
    });
    const alerts = (await a.call({ method: "GET", url: "/api/radio/alerts/" })).json();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: "battery", status: "active", agentName: "Ali Radio" });
    // A second low reading opens no second alert.
    await gateway(radio.radioKey, "telemetry", { battery: 10 });
    expect((await a.call({ method: "GET", url: "/api/radio/alerts/" })).json()).toHaveLength(1);
    await ctx.database.db
      .update(radios)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(radios.id, radio.id));
    const silent = (await a.call({ method: "GET", url: `/api/radio/radios/${radio.id}` })).json();
    expect(silent.status).toBe("offline");
    expect(silent.warnings).toContain("signalLost");
    // A retired radio's key stops working.
    await a.call({ method: "PATCH", url: `/api/radio/radios/${radio.id}`, payload: { retired: true } });
    // Radios in service list before retired ones.
    const spare = await a.post("/api/radio/radios/", { radioId: imei(), serialNumber: "SN-SPARE" });
    const fleet = (await a.call({ method: "GET", url: "/api/radio/radios/" })).json();
    expect(fleet.map((r: { id: string }) => r.id)).toEqual([spare.id, radio.id]);
    expect((await gateway(radio.radioKey, "telemetry", { battery: 90 })).statusCode).toBe(401);
  });

  it("analyses transcripts, raises radio alerts, and lists history with search", async () => {
    const a = await company("Radio Comms");
    const agentId = await a.agent("Bea Ronde", "CM-1");
    const radio = await a.post("/api/radio/radios/", { radioId: imei(), serialNumber: "SN-C", agentId });
    const routine = await gateway(radio.radioKey, "communications", {
      transcript: "Ronde terminée, pas de blessé, aucune fumée",
    });
    expect(routine.statusCode).toBe(201);
    expect(routine.json()).toMatchObject({
      emergencyDetected: false,
      fromAgentName: "Bea Ronde",
      channelName: "Urgence",
    });
    const fire = await gateway(radio.radioKey, "communications", {
      transcript: "Départ de feu au local poubelles !",
    });
    expect(fire.json()).toMatchObject({
      emergencyDetected: true,
      aiAnalysis: { keywords_found: ["feu"], categories: ["incendie"] },
    });
    expect(fire.json().aiAnalysis.recommendation).toMatch(/pompiers/);
    const alerts = (await a.call({ method: "GET", url: "/api/radio/alerts/" })).json();
    expect(alerts[0]).toMatchObject({ type: "incendie", severity: "critical", status: "active" });
    const found = await a.call({ method: "GET", url: "/api/radio/communications/?q=poubelles" });
    expect(found.json()).toHaveLength(1);
    expect(found.headers["x-total-count"]).toBe("1");
    const all = (await a.call({ method: "GET", url: "/api/radio/communications/?limit=5" })).json();
    expect(all.map((c: { emergencyDetected: boolean }) => c.emergencyDetected)).toEqual([true, false]);
    const summary = (await a.call({ method: "GET", url: "/api/radio/summary" })).json();
    expect(summary).toMatchObject({
      level: "alert",
      activeAlerts: 1,
      recommendation: "1 alerte(s) active(s), intervention recommandée",
    });
    const bad = await gateway(radio.radioKey, "communications", { transcript: "" });
    expect(bad.statusCode).toBe(422);
  });

  it("SOS: critical alert and alarm, nearest agent on shift, dispatch and measured response time", async () => {
    const a = await company("Radio SOS");
    const operator = await a.user("operator", "Olga Opératrice");
    const companyId = a.admin.company.id as string;
    const senderId = await a.agent("Sami Détresse", "SOS-1");
    const nearId = await a.agent("Nina Proche", "SOS-2");
    const farId = await a.agent("Fred Loin", "SOS-3");
    const offId = await a.agent("Odile Repos", "SOS-4");
    const sender = await a.post("/api/radio/radios/", {
      radioId: imei(),
      serialNumber: "S1",
      agentId: senderId,
    });
    for (const [agentId, lat, lng, shift] of [
      [nearId, 48.857, 2.3525, true],
      [farId, 48.9, 2.5, true],
      [offId, 48.8567, 2.3523, false],
    ] as const) {
      const r = await a.post("/api/radio/radios/", {
        radioId: imei(),
        serialNumber: `R-${agentId.slice(0, 4)}`,
        agentId,
      });
      await gateway(r.radioKey, "telemetry", { location: { lat, lng } });
      if (shift) await onShiftNow(companyId, agentId, a.site);
    }
    const asOperator = as(ctx.app, operator.token);
    const bad = await asOperator({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: sender.id },
    });
    expect(bad.statusCode).toBe(422);
    const sos = await asOperator({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: sender.id, location: { lat: 48.8566, lng: 2.3522 } },
    });
    expect(sos.statusCode).toBe(201);
    const body = sos.json();
    expect(body).toMatchObject({
      type: "sos",
      severity: "critical",
      status: "active",
      agentName: "Sami Détresse",
    });
    expect(body.location).toEqual({ lat: 48.8566, lng: 2.3522 });
    expect(body.nearestAgents.map((n: { name: string }) => n.name)).toEqual(["Nina Proche", "Fred Loin"]);
    expect(body.nearestAgents[0].distanceKm).toBeLessThan(0.1);
    const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, body.alarmId));
    expect(alarm).toMatchObject({ severity: "critique", siteId: a.site, title: "SOS radio : Sami Détresse" });
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, operator.id));
    expect(bell.some((n) => n.severity === "critique")).toBe(true);
    // The alarm reads in English for an English reader.
    const enAlarm = (
      await asOperator({
        method: "GET",
        url: `/api/alarms/${body.alarmId}`,
        headers: { "accept-language": "en" },
      })
    ).json();
    expect(enAlarm.title).toBe("Radio SOS: Sami Détresse");

    const nearest = (
      await asOperator({ method: "GET", url: `/api/radio/alerts/${body.id}/nearest-agents` })
    ).json();
    expect(nearest[0].agentId).toBe(nearId);
    const dispatched = await asOperator({
      method: "POST",
      url: `/api/radio/alerts/${body.id}/dispatch`,
      payload: { agentId: nearId },
    });
    expect(dispatched.json()).toMatchObject({ status: "acknowledged", dispatchedAgentName: "Nina Proche" });
    expect(dispatched.json().responseMinutes).toBeGreaterThanOrEqual(0);
    const resolved = await asOperator({ method: "POST", url: `/api/radio/alerts/${body.id}/resolve` });
    expect(resolved.json().status).toBe("resolved");
    expect(
      (await asOperator({ method: "POST", url: `/api/radio/alerts/${body.id}/resolve` })).statusCode,
    ).toBe(409);
    // A new alert lists before the resolved one.
    const next = await asOperator({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: sender.id, location: { lat: 48.8566, lng: 2.3522 } },
    });
    const listed = (await asOperator({ method: "GET", url: "/api/radio/alerts/" })).json();
    expect(listed.map((x: { id: string }) => x.id)).toEqual([next.json().id, body.id]);
    await asOperator({ method: "POST", url: `/api/radio/alerts/${next.json().id}/acknowledge` });
    await asOperator({ method: "POST", url: `/api/radio/alerts/${next.json().id}/resolve` });
    const summary = (await asOperator({ method: "GET", url: "/api/radio/summary" })).json();
    expect(summary.activeAlerts).toBe(0);
    expect(typeof summary.avgResponseMinutes).toBe("number");
  });

  it("keeps keys and records of one company invisible to another, and agents to their own radio", async () => {
    const a = await company("Radio A");
    const b = await company("Radio B");
    const agentUser = await a.user("agent", "Alex Agent");
    const mine = await a.agent("Alex Agent", "AA-1", agentUser.id);
    const other = await a.agent("Autre Agent", "AA-2");
    const myRadio = await a.post("/api/radio/radios/", {
      radioId: imei(),
      serialNumber: "MINE",
      agentId: mine,
    });
    const otherRadio = await a.post("/api/radio/radios/", {
      radioId: imei(),
      serialNumber: "OTHER",
      agentId: other,
    });
    await gateway(otherRadio.radioKey, "communications", { transcript: "Au secours, agression au parking" });

    // Company B sees none of A's radios, channels, communications or alerts, and cannot use them.
    for (const path of ["radios/", "communications/", "alerts/"]) {
      expect((await b.call({ method: "GET", url: `/api/radio/${path}` })).json()).toEqual([]);
    }
    expect((await b.call({ method: "GET", url: `/api/radio/radios/${myRadio.id}` })).statusCode).toBe(404);
    const foreignSos = await b.call({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: myRadio.id, location: { lat: 48, lng: 2 } },
    });
    expect(foreignSos.statusCode).toBe(404);
    // B's channel id given to A's key is refused.
    const bChannel = await b.post("/api/radio/channels/", { name: "B only" });
    expect((await gateway(myRadio.radioKey, "telemetry", { channelId: bChannel.id })).statusCode).toBe(404);
    // A's key only ever writes to A: the communication lands in A's history.
    expect((await b.call({ method: "GET", url: "/api/radio/communications/" })).json()).toEqual([]);

    // The agent sees his radio only, and no alert of a colleague.
    const asAgent = as(ctx.app, agentUser.token);
    const radiosSeen = (await asAgent({ method: "GET", url: "/api/radio/radios/" })).json();
    expect(radiosSeen.map((r: { serialNumber: string }) => r.serialNumber)).toEqual(["MINE"]);
    expect((await asAgent({ method: "GET", url: "/api/radio/alerts/" })).json()).toEqual([]);
    // He hears the emergency channel, as every agent does on the air.
    const heard = (await asAgent({ method: "GET", url: "/api/radio/communications/" })).json();
    expect(heard.map((c: { channelName: string }) => c.channelName)).toEqual(["Urgence"]);
    expect((await asAgent({ method: "GET", url: `/api/radio/radios/${otherRadio.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await asAgent({
          method: "POST",
          url: "/api/radio/radios/",
          payload: { radioId: imei(), serialNumber: "X" },
        })
      ).statusCode,
    ).toBe(403);
    // SOS from his own radio works; from a colleague's, 404.
    const own = await asAgent({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: myRadio.id, location: { lat: 48.85, lng: 2.35 } },
    });
    expect(own.statusCode).toBe(201);
    const colleague = await asAgent({
      method: "POST",
      url: "/api/radio/alerts/sos",
      payload: { radio_id: otherRadio.id, location: { lat: 48.85, lng: 2.35 } },
    });
    expect(colleague.statusCode).toBe(404);
    expect((await asAgent({ method: "GET", url: "/api/radio/alerts/" })).json()).toHaveLength(1);
    // Dispatching is the control room's.
    expect(
      (
        await asAgent({
          method: "POST",
          url: `/api/radio/alerts/${own.json().id}/dispatch`,
          payload: { agentId: other },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("push-to-talk: stores an Opus clip with a communication, readable by the channel's members only", async () => {
    const a = await company("Radio PTT");
    const b = await company("Radio PTT B");
    const member = await a.user("agent", "Mona Membre");
    const outsider = await a.user("agent", "Oscar Dehors");
    const memberId = await a.agent("Mona Membre", "PT-1", member.id);
    await a.agent("Oscar Dehors", "PT-2", outsider.id);
    const channel = await a.post("/api/radio/channels/", {
      name: "Équipe PTT",
      type: "team",
      agentIds: [memberId],
    });
    expect(channel.activeMembers).toEqual(["Mona Membre"]);
    const clip = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
    const sent = await a.call({
      method: "POST",
      url: `/api/radio/channels/${channel.id}/ptt`,
      headers: { "content-type": "audio/webm;codecs=opus" },
      payload: clip,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      hasAudio: true,
      channelName: "Équipe PTT",
      emergencyDetected: false,
    });
    const id = sent.json().id as string;
    const audio = await as(
      ctx.app,
      member.token,
    )({ method: "GET", url: `/api/radio/communications/${id}/audio` });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/webm");
    expect(Buffer.compare(audio.rawPayload, clip)).toBe(0);
    // Not a member, another company: nothing.
    expect(
      (await as(ctx.app, outsider.token)({ method: "GET", url: `/api/radio/communications/${id}/audio` }))
        .statusCode,
    ).toBe(404);
    expect((await b.call({ method: "GET", url: `/api/radio/communications/${id}/audio` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await b.call({
          method: "POST",
          url: `/api/radio/channels/${channel.id}/ptt`,
          headers: { "content-type": "audio/webm" },
          payload: clip,
        })
      ).statusCode,
    ).toBe(404);
    // The member talks back on his channel; the outsider cannot.
    const back = await as(
      ctx.app,
      member.token,
    )({
      method: "POST",
      url: `/api/radio/channels/${channel.id}/ptt`,
      headers: { "content-type": "audio/ogg" },
      payload: clip,
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().fromAgentName).toBe("Mona Membre");
    const denied = await as(
      ctx.app,
      outsider.token,
    )({
      method: "POST",
      url: `/api/radio/channels/${channel.id}/ptt`,
      headers: { "content-type": "audio/ogg" },
      payload: clip,
    });
    expect(denied.statusCode).toBe(404);
    const bad = await a.call({
      method: "POST",
      url: `/api/radio/channels/${channel.id}/ptt`,
      headers: { "content-type": "audio/wav" },
      payload: clip,
    });
    expect(bad.statusCode).toBe(422);
    // Past the company's retention, the voice is purged and the communication stays.
    await ctx.database.db
      .update(radioClips)
      .set({ createdAt: new Date(Date.now() - 3650 * 86_400_000) })
      .where(eq(radioClips.communicationId, id));
    const purged = await ctx.app.retentionPurge.runOnce();
    expect(purged[a.admin.company.id]).toMatchObject({ radioClips: 1 });
    expect((await a.call({ method: "GET", url: `/api/radio/communications/${id}/audio` })).statusCode).toBe(
      404,
    );
    const kept = (await a.call({ method: "GET", url: "/api/radio/communications/" })).json();
    expect(kept.find((c: { id: string }) => c.id === id)).toMatchObject({ hasAudio: false });
  });
});
