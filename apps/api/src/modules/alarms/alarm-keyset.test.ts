import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";

// Issue 31: the alarm list pages by cursor (X-Next-Cursor, `before`) as well as by offset; both give the
// same alarms in the same order, and the total stays the filters' total on every page.

const ctx = useTestApp();

describe("alarm list, keyset pagination", () => {
  it("walks the list by cursor exactly as by offset, filters kept", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const siteId = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Dépôt", address: "Orly" } })
    ).json().id as string;
    for (let n = 1; n <= 5; n++) {
      const res = await call({
        method: "POST",
        url: "/api/alarms",
        payload: { siteId, title: `Alarme ${n}`, description: "Test", location: "Hall" },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = async (query: string) => {
      const res = await call({ method: "GET", url: `/api/alarms?${query}` });
      expect(res.statusCode).toBe(200);
      return {
        titles: (res.json() as { title: string }[]).map((x) => x.title),
        next: res.headers["x-next-cursor"] as string | undefined,
        total: res.headers["x-total-count"],
      };
    };
    const byOffset = [
      ...(await page("limit=2")).titles,
      ...(await page("limit=2&offset=2")).titles,
      ...(await page("limit=2&offset=4")).titles,
    ];
    expect(byOffset).toEqual(["Alarme 5", "Alarme 4", "Alarme 3", "Alarme 2", "Alarme 1"]);

    const first = await page("limit=2");
    const second = await page(`limit=2&before=${first.next}`);
    const third = await page(`limit=2&before=${second.next}`);
    expect([...first.titles, ...second.titles, ...third.titles]).toEqual(byOffset);
    expect([first.total, second.total, third.total]).toEqual(["5", "5", "5"]);
    expect(third.next).toBeUndefined();
    // Offset adds to the cursor; a filter applies on every page.
    expect((await page(`limit=1&offset=1&before=${first.next}`)).titles).toEqual(["Alarme 2"]);
    expect((await page(`status=resolved&limit=2&before=${first.next}`)).titles).toEqual([]);
    // A cursor of another company's alarm reads nothing of it: an empty page.
    const b = await registerAndLogin(ctx.app);
    const foreign = await as(
      ctx.app,
      b.token,
    )({ method: "GET", url: `/api/alarms?limit=2&before=${first.next}` });
    expect(foreign.json()).toEqual([]);
  });
});
