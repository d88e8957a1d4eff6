import type { TPushSubscription } from "@hts/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { pushBrowser, startPushEndpoint, verifyVapid } from "../../../test/push-endpoint.ts";
import { pushSubscriptions, pushVapidKeys } from "../../db/schema.ts";
import { sendPush } from "./index.ts";
import { deliver } from "./push-transport.ts";

// Web Push end to end (decision 088): the server encrypts and signs with web-push, a real HTTP push
// service on 127.0.0.1 receives the request, and the test decrypts it as the browser would.

const ctx = useTestApp({
  push: { allowHttp: true, allowedNetworks: ["127.0.0.1/32"], timeoutMs: 2_000, concurrency: 4 },
});
let service: Awaited<ReturnType<typeof startPushEndpoint>>;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  service = await startPushEndpoint();
  admin = await registerAndLogin(ctx.app, { companyName: "Push SA" });
});
afterAll(() => service.close());

async function newUser(role: "agent" | "operator") {
  const email = uniqueEmail(role);
  const res = await as(
    ctx.app,
    admin.token,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Push ${role}`, email, password: "motdepasse-2026", role },
  });
  const id = res.json().id as string;
  return { id, token: (await login(ctx.app, email, "motdepasse-2026")).token };
}

const subscribeAs = (token: string, payload: object) =>
  as(ctx.app, token)({ method: "POST", url: "/api/push/subscriptions", payload });

describe("Web Push", () => {
  it("makes one VAPID key pair for the installation and gives its public key", async () => {
    const first = await as(ctx.app, admin.token)({ method: "GET", url: "/api/push/public-key" });
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    const again = await as(ctx.app, admin.token)({ method: "GET", url: "/api/push/public-key" });
    expect(again.json().public_key).toBe(key);
    const rows = await ctx.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.publicKey).toBe(key);
    expect(JSON.stringify(first.json())).not.toContain(rows[0]?.privateKey);
    expect((await ctx.app.inject({ method: "GET", url: "/api/push/public-key" })).statusCode).toBe(401);
  });

  it("delivers an encrypted, signed message that the browser decrypts, to opted-in subscriptions only", async () => {
    const agent = await newUser("agent");
    const operator = await newUser("operator");
    const phone = pushBrowser();
    const desk = pushBrowser();
    const created = await subscribeAs(agent.token, { endpoint: service.endpoint("phone"), keys: phone.keys });
    expect(created.statusCode).toBe(201);
    expect((created.json() as TPushSubscription).kinds.sort()).toEqual([
      "check_due",
      "post_orders",
      "shift_changed",
    ]);
    // The operator wants changed shifts only.
    const desk201 = await subscribeAs(operator.token, {
      endpoint: service.endpoint("desk"),
      keys: desk.keys,
      kinds: ["shift_changed"],
    });
    expect(desk201.statusCode).toBe(201);

    const before = service.received.length;
    const outcome = await sendPush({
      db: ctx.database.db,
      userIds: [agent.id, operator.id],
      kind: "check_due",
      payload: { title: "Tout va bien ?", body: "Répondez avant 14:10", url: "/agent", tag: "check" },
    });
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
    const got = service.received.slice(before);
    expect(got.map((r) => r.path)).toEqual(["/push/phone"]);
    const request = got[0];
    if (!request) throw new Error("no request");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.ttl).toBe("600");
    expect(request.headers.urgency).toBe("high");
    // The body is ciphertext: the title is not readable on the wire, only after decryption.
    expect(request.body.toString("latin1")).not.toContain("Tout va bien");
    expect(JSON.parse(phone.decrypt(request.body))).toEqual({
      kind: "check_due",
      title: "Tout va bien ?",
      body: "Répondez avant 14:10",
      url: "/agent",
      tag: "check",
    });
    // Another browser's keys cannot read it.
    expect(() => desk.decrypt(request.body)).toThrow();
    const publicKey = (await as(ctx.app, admin.token)({ method: "GET", url: "/api/push/public-key" })).json()
      .public_key as string;
    const claims = verifyVapid({
      authorization: String(request.headers.authorization),
      publicKey,
      audience: service.origin,
    });
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    // A forged key in the header is caught by the check itself.
    expect(() =>
      verifyVapid({
        authorization: String(request.headers.authorization),
        publicKey: desk.keys.p256dh,
        audience: service.origin,
      }),
    ).toThrow();
  });

  it("deletes a subscription the push service says is gone, and never throws on a dead endpoint", async () => {
    const agent = await newUser("agent");
    service.answer("gone", 410);
    await subscribeAs(agent.token, { endpoint: service.endpoint("gone"), keys: pushBrowser().keys });
    // A port nobody listens on: a network error, counted, not thrown.
    await subscribeAs(agent.token, { endpoint: "http://127.0.0.1:1/push/dead", keys: pushBrowser().keys });
    const outcome = await sendPush({
      db: ctx.database.db,
      userIds: [agent.id],
      kind: "shift_changed",
      payload: { title: "Planning modifié", body: "Votre vacation de demain commence à 07:00" },
    });
    expect(outcome).toEqual({ sent: 0, removed: 1, failed: 1 });
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, agent.id));
    expect(left.map((s) => s.endpoint)).toEqual(["http://127.0.0.1:1/push/dead"]);
    expect(left[0]?.failures).toBe(1);
    expect(
      await sendPush({
        db: ctx.database.db,
        userIds: [],
        kind: "check_due",
        payload: { title: "x", body: "y" },
      }),
    ).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it("refuses endpoints on internal networks and malformed keys, whatever the role", async () => {
    const agent = await newUser("agent");
    const keys = pushBrowser().keys;
    for (const endpoint of [
      "http://10.0.0.5/push",
      "https://169.254.169.254/latest",
      "https://localhost/x",
      "ftp://x.fr/y",
    ]) {
      const res = await subscribeAs(agent.token, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(422);
    }
    expect(
      (await subscribeAs(agent.token, { endpoint: service.endpoint("k"), keys: { ...keys, auth: "abc" } }))
        .statusCode,
    ).toBe(422);
    const count = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, agent.id));
    expect(count).toEqual([]);
  });

  it("lets each user list and remove only their own subscriptions", async () => {
    const agent = await newUser("agent");
    const other = await newUser("agent");
    await subscribeAs(agent.token, { endpoint: service.endpoint("mine"), keys: pushBrowser().keys });
    const foreign = await as(
      ctx.app,
      other.token,
    )({
      method: "DELETE",
      url: "/api/push/subscriptions",
      payload: { endpoint: service.endpoint("mine") },
    });
    expect(foreign.statusCode).toBe(404);
    const listed = await as(ctx.app, agent.token)({ method: "GET", url: "/api/push/subscriptions" });
    expect(listed.json().map((s: TPushSubscription) => s.endpoint)).toEqual([service.endpoint("mine")]);
    expect(
      (await as(ctx.app, other.token)({ method: "GET", url: "/api/push/subscriptions" })).json(),
    ).toEqual([]);
    const mine = await as(
      ctx.app,
      agent.token,
    )({
      method: "DELETE",
      url: "/api/push/subscriptions",
      payload: { endpoint: service.endpoint("mine") },
    });
    expect(mine.statusCode).toBe(204);
    expect(
      (await as(ctx.app, agent.token)({ method: "GET", url: "/api/push/subscriptions" })).json(),
    ).toEqual([]);
  });

  it("judges the addresses a name resolves to at connection time (no DNS rebinding to the loopback)", async () => {
    const port = new URL(service.origin).port;
    const request = { method: "POST", headers: {}, body: Buffer.from("x") };
    const options = { allowHttp: true, allowedNetworks: [], timeoutMs: 2_000 };
    const before = service.received.length;
    await expect(
      deliver({ ...request, endpoint: `http://localhost:${port}/push/rebind` }, options),
    ).rejects.toThrow(/refused/);
    await expect(
      deliver({ ...request, endpoint: `http://127.0.0.1:${port}/push/rebind` }, options),
    ).rejects.toThrow(/refused/);
    expect(service.received.length).toBe(before);
    // The same request to a listed network goes through.
    const allowed = { ...options, allowedNetworks: ["127.0.0.1/32", "::1/128"] };
    expect(await deliver({ ...request, endpoint: `http://localhost:${port}/push/rebind` }, allowed)).toBe(
      201,
    );
  });
});
