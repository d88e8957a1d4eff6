import { MSG_CAMERAS, SECRET_MASK } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { auditLog, cameras, sessions } from "../../db/schema.ts";
import { signStreamLink } from "./video/stream-links.ts";

// Live-stream access, credential masking and the address rules (issue 14). No ffmpeg needed: the
// cameras here have no reachable stream, the WebSocket only says why.
const ctx = useTestApp({ cameraAllowedNetworks: ["127.0.0.2/32"] });

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const siteId = (
    await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
  ).json().id as string;
  const add = async (extra: Record<string, unknown> = {}) =>
    call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId, name: "Cam", location: "Hall", ...extra },
    });
  const member = async (role: string) => {
    const email = uniqueEmail(role);
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: role, email, password: "motdepasse-solide", role },
    });
    return login(ctx.app, email, "motdepasse-solide");
  };
  return { admin, call, siteId, add, member };
}

/** Opens the live WebSocket and returns its first text message (or the close code). */
async function firstMessage(app: FastifyInstance, url: string) {
  // Listen before the upgrade completes: the server speaks first.
  let resolve: (value: unknown) => void = () => {};
  const first = new Promise<unknown>((r) => (resolve = r));
  const socket = await app.injectWS(
    url,
    {},
    {
      onInit: (ws) => {
        ws.once("message", (data) => resolve(JSON.parse(data.toString())));
        ws.once("close", (code) => resolve({ closed: code }));
      },
    },
  );
  const message = await first;
  socket.terminate();
  return message;
}

describe("live stream access", () => {
  it("gives the camera's company a signed link that opens the stream, and nobody else", async () => {
    const { call, add, member } = await setup();
    const camera = (await add()).json();
    const ticket = await call({ method: "POST", url: `/api/cameras/${camera.id}/stream` });
    expect(ticket.statusCode).toBe(200);
    const { url, expiresAt } = ticket.json();
    expect(url).toMatch(new RegExp(`^/api/cameras/${camera.id}/live\\?token=`));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    // The stream opens and says where it stands first.
    expect(await firstMessage(ctx.app, url)).toEqual({ type: "state", state: "connecting" });

    // A plain GET is not a stream.
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(426);

    // Another company's user: 404 on the link, and its own link cannot open this camera.
    const other = await registerAndLogin(ctx.app);
    const asOther = as(ctx.app, other.token);
    expect((await asOther({ method: "POST", url: `/api/cameras/${camera.id}/stream` })).statusCode).toBe(404);
    const otherSite = (
      await asOther({ method: "POST", url: "/api/sites", payload: { name: "B", address: "Lyon" } })
    ).json();
    const otherCamera = (
      await asOther({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId: otherSite.id, name: "B", location: "B" },
      })
    ).json();
    const otherUrl = (await asOther({ method: "POST", url: `/api/cameras/${otherCamera.id}/stream` })).json()
      .url as string;
    const swapped = otherUrl.replace(otherCamera.id, camera.id);
    const refused = await ctx.app.inject({ method: "GET", url: swapped });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(MSG_CAMERAS.streamLinkInvalid);

    // An agent has no right to cameras: no link. A planner neither.
    const agent = await member("agent");
    expect(
      (await as(ctx.app, agent.token)({ method: "POST", url: `/api/cameras/${camera.id}/stream` }))
        .statusCode,
    ).toBe(403);
    const planner = await member("planner");
    expect(
      (await as(ctx.app, planner.token)({ method: "POST", url: `/api/cameras/${camera.id}/stream` }))
        .statusCode,
    ).toBe(403);
    // An operator has.
    const operator = await member("operator");
    expect(
      (await as(ctx.app, operator.token)({ method: "POST", url: `/api/cameras/${camera.id}/stream` }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses expired, forged and revoked links, and a link whose holder lost the right", async () => {
    const { call, add, member } = await setup();
    const camera = (await add()).json();
    const operator = await member("operator");
    const asOperator = as(ctx.app, operator.token);
    const [session] = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, operator.user.id));
    const keys = ctx.app.cameraVideo.keys;
    const link = (expiresAt: number, cameraId = camera.id) =>
      `/api/cameras/${camera.id}/live?token=${signStreamLink({ keys, claims: { cameraId, sessionId: session?.id as string, expiresAt } })}`;

    expect((await ctx.app.inject({ method: "GET", url: link(Date.now() + 30_000) })).statusCode).toBe(426);
    expect((await ctx.app.inject({ method: "GET", url: link(Date.now() - 1) })).statusCode).toBe(401);
    const forged = `${link(Date.now() + 30_000).slice(0, -3)}abc`;
    expect((await ctx.app.inject({ method: "GET", url: forged })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/cameras/${camera.id}/live?token=x.y.z` })).statusCode,
    ).toBe(401);

    // The operator becomes an agent: a new role ends the session the link was issued to, so the
    // link no longer opens the stream.
    const valid = (await asOperator({ method: "POST", url: `/api/cameras/${camera.id}/stream` })).json().url;
    await call({ method: "PATCH", url: `/api/users/${operator.user.id}`, payload: { role: "agent" } });
    expect((await ctx.app.inject({ method: "GET", url: valid })).statusCode).toBe(401);

    // A logout ends it too.
    await call({ method: "PATCH", url: `/api/users/${operator.user.id}`, payload: { role: "operator" } });
    const back = as(ctx.app, (await login(ctx.app, operator.user.email, "motdepasse-solide")).token);
    const again = (await back({ method: "POST", url: `/api/cameras/${camera.id}/stream` })).json().url;
    await back({ method: "POST", url: "/api/auth/logout" });
    expect((await ctx.app.inject({ method: "GET", url: again })).statusCode).toBe(401);
  });
});

describe("camera credentials", () => {
  const SECRET = "Tr3s-s3cret!";
  const URL_WITH_SECRET = `rtsp://admin:${encodeURIComponent(SECRET)}@192.0.2.10:554/Streaming/Channels/101`;

  it("stores the URL sealed, answers it masked everywhere, and never writes the secret in clear", async () => {
    const { call, add } = await setup();
    const created = await add({ rtspUrl: URL_WITH_SECRET });
    expect(created.statusCode).toBe(201);
    const masked = `rtsp://admin:${SECRET_MASK}@192.0.2.10:554/Streaming/Channels/101`;
    expect(created.json().rtspUrl).toBe(masked);
    const id = created.json().id;
    expect((await call({ method: "GET", url: `/api/cameras/${id}` })).json().rtspUrl).toBe(masked);
    expect((await call({ method: "GET", url: "/api/cameras" })).body).not.toContain("s3cret");

    const [row] = await ctx.database.db.select().from(cameras).where(eq(cameras.id, id));
    expect(row?.rtspUrl).toBe(masked);
    expect(row?.rtspSecret).not.toContain("s3cret");
    expect(ctx.app.cameraVideo.keys.open(row?.rtspSecret as string)).toBe(URL_WITH_SECRET);

    // The form sends the masked URL back with another path: the password is kept.
    const patched = await call({
      method: "PATCH",
      url: `/api/cameras/${id}`,
      payload: { rtspUrl: masked.replace("101", "102"), name: "Quai" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().rtspUrl).toBe(masked.replace("101", "102"));
    const [after] = await ctx.database.db.select().from(cameras).where(eq(cameras.id, id));
    expect(ctx.app.cameraVideo.keys.open(after?.rtspSecret as string)).toBe(
      URL_WITH_SECRET.replace("101", "102"),
    );

    // ...but not to another host: the password must be typed again, nothing changes.
    const moved = await call({
      method: "PATCH",
      url: `/api/cameras/${id}`,
      payload: { rtspUrl: masked.replace("192.0.2.10", "198.51.100.7"), name: "Ailleurs" },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail[0]).toMatchObject({
      loc: ["body", "rtspUrl"],
      msg: MSG_CAMERAS.maskedSecretLost,
    });
    expect((await call({ method: "GET", url: `/api/cameras/${id}` })).json().name).toBe("Quai");

    const journal = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(journal.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(journal)).not.toContain("s3cret");
  });

  it("masks secret query parameters of HTTP cameras", async () => {
    const { add } = await setup();
    const created = await add({ rtspUrl: "http://192.0.2.7/video.cgi?user=admin&pwd=abc123&res=720" });
    expect(created.json().rtspUrl).toBe(`http://192.0.2.7/video.cgi?user=admin&pwd=${SECRET_MASK}&res=720`);
  });
});

describe("camera address rules", () => {
  it("refuses loopback, link-local and cloud metadata with a French 422, unless the instance allows them", async () => {
    const { add, call } = await setup();
    const cases: [Record<string, string>, string, string][] = [
      [{ ipAddress: "127.0.0.1" }, "ipAddress", MSG_CAMERAS.addressLoopback],
      [{ ipAddress: "::1" }, "ipAddress", MSG_CAMERAS.addressLoopback],
      [{ rtspUrl: "rtsp://169.254.169.254/latest" }, "rtspUrl", MSG_CAMERAS.addressMetadata],
      [{ rtspUrl: "rtsp://169.254.3.4/live" }, "rtspUrl", MSG_CAMERAS.addressLinkLocal],
      [{ rtspUrl: "http://[fe80::1]/video" }, "rtspUrl", MSG_CAMERAS.addressLinkLocal],
      [{ rtspUrl: "rtsp://0.0.0.0:554/" }, "rtspUrl", MSG_CAMERAS.addressUnspecified],
      [{ rtspUrl: "rtsp://localhost:5432/" }, "rtspUrl", MSG_CAMERAS.hostRefused],
    ];
    const before = (await call({ method: "GET", url: "/api/cameras" })).json().length;
    for (const [payload, field, msg] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ["body", field], msg, type: "address_refused" }]);
    }
    expect((await call({ method: "GET", url: "/api/cameras" })).json()).toHaveLength(before);

    const english = await call({
      method: "POST",
      url: "/api/cameras",
      headers: { "accept-language": "en" },
      payload: {
        siteId: (await call({ method: "GET", url: "/api/sites" })).json()[0].id,
        name: "A",
        location: "B",
        ipAddress: "127.0.0.1",
      },
    });
    expect(english.json().detail[0].msg).toMatch(/^Address refused/);

    // Private ranges are where cameras live; the instance allows 127.0.0.2 in this test.
    expect((await add({ ipAddress: "192.168.1.64" })).statusCode).toBe(201);
    expect((await add({ rtspUrl: "rtsp://127.0.0.2:8554/demo" })).statusCode).toBe(201);
    const camera = (await add({ ipAddress: "10.1.2.3" })).json();
    const patch = await call({
      method: "PATCH",
      url: `/api/cameras/${camera.id}`,
      payload: { ipAddress: "127.0.0.1" },
    });
    expect(patch.statusCode).toBe(422);
  });
});

describe("PTZ", () => {
  it("offers rotation only to cameras that answer ONVIF PTZ, and says so in French otherwise", async () => {
    const { add, call, member } = await setup();
    const fixed = (await add({ ipAddress: "192.0.2.44" })).json();
    // Motorised, but nothing speaks ONVIF at this address (the instance allows 127.0.0.2 here).
    const ptz = (await add({ type: "ptz", ipAddress: "127.0.0.2" })).json();
    expect((await call({ method: "GET", url: `/api/cameras/${fixed.id}/ptz` })).json()).toEqual({
      available: false,
    });
    expect((await call({ method: "GET", url: `/api/cameras/${ptz.id}/ptz` })).json()).toEqual({
      available: false,
    });
    const move = await call({ method: "POST", url: `/api/cameras/${ptz.id}/ptz`, payload: { pan: 0.5 } });
    expect(move.statusCode).toBe(409);
    expect(move.json().detail).toBe(MSG_CAMERAS.ptzUnavailable);
    expect(
      (await call({ method: "POST", url: `/api/cameras/${ptz.id}/ptz`, payload: { pan: 3 } })).statusCode,
    ).toBe(422);
    const agent = await member("agent");
    expect(
      (await as(ctx.app, agent.token)({ method: "GET", url: `/api/cameras/${ptz.id}/ptz` })).statusCode,
    ).toBe(403);
  });
});
