import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { foldLine } from "../calendar/index.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp({ publicUrl: "https://planning.example.fr" });

/** A local date a few days from today, so the shift falls inside the feed's window. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const pathOf = (url: string) => new URL(url).pathname;

describe("agent calendar feed", () => {
  it("serves one VEVENT per shift in Europe/Paris, behind a secret link that rotation revokes", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token, { name: "Éric Lefèvre, chef; poste" });
    const night = inDays(3);
    const post = (payload: Record<string, unknown>) =>
      call({
        method: "POST",
        url: "/api/planning-advanced/shifts",
        payload: { agent_id: agentId, site_id: siteId, ...payload },
      });
    await post({
      shift_date: night,
      start_time: "21:00",
      end_time: "07:00",
      notes: "Ronde toutes les heures, badge n°12",
    });
    await post({ shift_date: inDays(5), start_time: "08:00", end_time: "16:00" });
    const cancelled = (await post({ shift_date: inDays(6) })).json();
    await call({
      method: "PATCH",
      url: `/api/planning-advanced/shifts/${cancelled.id}`,
      payload: { status: "cancelled" },
    });

    const link = await call({ method: "GET", url: `/api/agents/${agentId}/calendar-link` });
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(/^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // No bearer token: phone calendars subscribe with the link alone.
    const feed = await ctx.app.inject({ method: "GET", url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = feed.body;
    expect(text.endsWith("\r\n")).toBe(true);
    const physical = text.slice(0, -2).split("\r\n");
    // CRLF everywhere, no bare LF, every physical line at most 75 octets.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("X-WR-TIMEZONE:Europe/Paris");
    expect(lines).toContain("TZID:Europe/Paris");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l === "END:VEVENT")).toHaveLength(2);
    const compact = (date: string) => date.replace(/-/g, "");
    const nextDay = new Date(Date.parse(`${night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(lines).toContain(`DTSTART;TZID=Europe/Paris:${compact(night)}T210000`);
    expect(lines).toContain(`DTEND;TZID=Europe/Paris:${compact(nextDay)}T070000`);
    // Commas, semicolons and newlines are escaped in TEXT values.
    expect(lines.some((l) => l.startsWith("SUMMARY:Garde Régulière – Site"))).toBe(true);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain(
      "Agent : Éric Lefèvre\\, chef\\; poste\\n",
    );
    // Begin/end blocks are balanced.
    const begins = lines.filter((l) => l.startsWith("BEGIN:")).map((l) => l.slice(6));
    const ends = lines.filter((l) => l.startsWith("END:")).map((l) => l.slice(4));
    expect(begins.sort()).toEqual(ends.sort());

    // Only the hash is stored: the link is shown once; regenerating gives a new one and kills the old.
    const again = (await call({ method: "GET", url: `/api/agents/${agentId}/calendar-link` })).json();
    expect(again).toMatchObject({ url: null, active: true });
    const rotated = await call({ method: "POST", url: `/api/agents/${agentId}/calendar-link/rotate` });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().url).not.toBe(url);
    expect((await ctx.app.inject({ method: "GET", url: pathOf(url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: pathOf(rotated.json().url) })).statusCode).toBe(200);
  });

  it("escapes bare CR and control characters, and builds links from PUBLIC_URL, not the Host header", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token, { name: "Agent\rX-INJECTED:1" });
    await call({
      method: "PATCH",
      url: `/api/sites/${siteId}`,
      payload: { name: "Site\rLOCATION:ailleurs\u0007" },
    });
    const created = await call({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: {
        agent_id: agentId,
        site_id: siteId,
        shift_date: inDays(2),
        notes: "ligne 1\rSUMMARY:faux\nligne 2\r\nligne 3\u2028fin\u001b",
      },
    });
    expect(created.statusCode).toBe(201);
    const link = await call({
      method: "GET",
      url: `/api/agents/${agentId}/calendar-link`,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const { url } = link.json();
    expect(url).toMatch(/^https:\/\/planning\.example\.fr\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = (await ctx.app.inject({ method: "GET", url: pathOf(url), headers: { host: "evil.example" } }))
      .body;
    // Lines end only with CRLF; no CR or LF alone, no other control character, no injected property.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is searched.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u007f\u2028]/);
    const props = ics
      .split("\r\n")
      .filter((l) => !l.startsWith(" "))
      .map((l) => l.split(/[:;]/)[0]);
    expect(props).not.toContain("X-INJECTED");
    expect(props.filter((p) => p === "SUMMARY").length).toBe(props.filter((p) => p === "BEGIN").length - 4);
    expect(ics.replace(/\r\n /g, "")).toContain("ligne 1\\nSUMMARY:faux\\nligne 2\\nligne 3\\nfin");
    expect(ics).not.toContain("evil.example");
  });

  it("answers 404 for unknown tokens and for another company's agents", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const theirs = await siteAndAgent(ctx.app, b.token);
    const call = as(ctx.app, a.token);
    expect(
      (await call({ method: "GET", url: `/api/agents/${theirs.agentId}/calendar-link` })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: "POST", url: `/api/agents/${theirs.agentId}/calendar-link/rotate` })).statusCode,
    ).toBe(404);
    const fake = `/api/calendar/${"A".repeat(43)}.ics`;
    expect((await ctx.app.inject({ method: "GET", url: fake })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendar/abc.ics" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendar/abc" })).statusCode).toBe(404);
  });

  it("lets a user of role agent get and rotate their own link only", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const email = uniqueEmail("agent");
    const user = (
      await call({
        method: "POST",
        url: "/api/users",
        payload: { name: "Lucas", email, password: "motdepasse-2026", role: "agent" },
      })
    ).json();
    const own = await siteAndAgent(ctx.app, a.token, { userId: user.id });
    const other = await siteAndAgent(ctx.app, a.token);
    const agent = as(ctx.app, (await login(ctx.app, email, "motdepasse-2026")).token);
    expect(
      (await agent({ method: "GET", url: `/api/agents/${own.agentId}/calendar-link` })).json().url,
    ).toBeTruthy();
    expect(
      (await agent({ method: "POST", url: `/api/agents/${own.agentId}/calendar-link/rotate` })).statusCode,
    ).toBe(200);
    // A colleague's link is personal data he cannot see: 404, as a record out of reach (decision 015).
    expect(
      (await agent({ method: "GET", url: `/api/agents/${other.agentId}/calendar-link` })).statusCode,
    ).toBe(404);
  });
});

describe("iCalendar line folding", () => {
  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });
});
