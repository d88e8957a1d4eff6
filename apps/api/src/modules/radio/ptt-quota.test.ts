import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { radioClips } from "../../db/schema.ts";

// Issue 28 item 10 (decision 076): push-to-talk clips have a storage quota per sender over a rolling
// day and per company, checked one upload after the other; an MP4 clip keeps its type and extension.
const MIB = 1024 * 1024;
const ctx = useTestApp({ pttQuota: { userBytesPerDay: 5 * MIB, companyBytes: 7 * MIB } });

/** A clip just under the 2 MiB body limit. */
const bigClip = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2 * MIB - 4096, 7)]);

async function company(name: string) {
  const admin = await registerAndLogin(ctx.app, { companyName: name, subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const channel = (
    await call({ method: "POST", url: "/api/radio/channels/", payload: { name: "Général", type: "general" } })
  ).json().id as string;
  const operator = async () => {
    const email = uniqueEmail("operator");
    const password = "motdepasse-2026";
    await call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Olga", email, password, role: "operator" },
    });
    return as(ctx.app, (await login(ctx.app, email, password)).token);
  };
  const send = (caller: typeof call, clip: Buffer, type = "audio/webm", lang = "fr") =>
    caller({
      method: "POST",
      url: `/api/radio/channels/${channel}/ptt`,
      headers: { "content-type": type, "accept-language": lang },
      payload: clip,
    });
  return { admin, call, operator, send };
}

describe("push-to-talk storage quota", () => {
  it("refuses a sender past the daily quota (429) and a company past its storage (409), in French", {
    timeout: 120_000,
  }, async () => {
    const a = await company("Quota PTT");
    expect((await a.send(a.call, bigClip())).statusCode).toBe(201);
    expect((await a.send(a.call, bigClip())).statusCode).toBe(201);
    const third = await a.send(a.call, bigClip());
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(
      /^Quota de messages vocaux atteint : 5 Mo par personne sur 24 heures/,
    );
    const english = await a.send(a.call, bigClip(), "audio/webm", "en");
    expect(english.json().detail).toMatch(/^Voice message quota reached: 5 MB per person/);
    // A day later the sender's quota is free again; the company's storage still counts every clip.
    await ctx.database.db
      .update(radioClips)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(radioClips.companyId, a.admin.company.id));
    expect((await a.send(a.call, bigClip())).statusCode).toBe(201);
    // Another sender of the same company: his own day is empty, the company's storage is not.
    const olga = await a.operator();
    const full = await a.send(olga, bigClip());
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/^Espace des messages vocaux de la société plein \(7 Mo\)/);
    expect((await a.send(olga, Buffer.alloc(64 * 1024, 1))).statusCode).toBe(201);
    // Another company is not affected.
    const b = await company("Quota PTT B");
    expect((await b.send(b.call, bigClip())).statusCode).toBe(201);
  });

  it("counts parallel uploads one after the other", { timeout: 300_000 }, async () => {
    const c = await company("Quota PTT parallèle");
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.send(c.call, bigClip())));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429, 429, 429]);
  });
});

describe("push-to-talk clip types", () => {
  it("stores an audio/mp4 clip as .m4a and serves it as audio/mp4", { timeout: 300_000 }, async () => {
    const d = await company("PTT MP4");
    const clip = Buffer.concat([Buffer.from("\0\0\0\x18ftypM4A ", "latin1"), Buffer.alloc(4000, 3)]);
    const sent = await d.send(d.call, clip, "audio/mp4");
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const [row] = await ctx.database.db
      .select({ filename: radioClips.filename, mime: radioClips.mime })
      .from(radioClips)
      .where(eq(radioClips.communicationId, id));
    expect(row?.mime).toBe("audio/mp4");
    expect(row?.filename).toMatch(/^ptt-.*\.m4a$/);
    const audio = await d.call({ method: "GET", url: `/api/radio/communications/${id}/audio` });
    expect(audio.headers["content-type"]).toBe("audio/mp4");
    expect(Buffer.compare(audio.rawPayload, clip)).toBe(0);
  });
});
