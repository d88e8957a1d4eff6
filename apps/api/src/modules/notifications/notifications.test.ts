import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { notifications } from "../../db/schema.ts";

const ctx = useTestApp();

async function notify(companyId: string, userId: string, title: string) {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ companyId, userId, title, severity: "critique" })
    .returning();
  return row?.id as string;
}

describe("notifications", () => {
  it("counts the caller's unread notifications, lists them and marks them read", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    expect((await call({ method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({
      count: 0,
    });

    const first = await notify(a.company.id, a.user.id, "Intrusion entrepôt");
    await notify(a.company.id, a.user.id, "Incendie parking");
    expect((await call({ method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({
      count: 2,
    });

    const list = await call({ method: "GET", url: "/api/notifications" });
    expect(
      list
        .json()
        .map((n: { title: string }) => n.title)
        .sort(),
    ).toEqual(["Incendie parking", "Intrusion entrepôt"]);

    const read = await call({ method: "POST", url: `/api/notifications/${first}/read` });
    expect(read.json()).toEqual({ count: 1 });
    await call({ method: "POST", url: "/api/notifications/read-all" });
    expect((await call({ method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({
      count: 0,
    });
  });

  it("never shows or changes another company's notifications", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const id = await notify(a.company.id, a.user.id, "Alarme A");
    const asB = as(ctx.app, b.token);
    expect((await asB({ method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({
      count: 0,
    });
    expect((await asB({ method: "GET", url: "/api/notifications" })).json()).toEqual([]);
    expect((await asB({ method: "POST", url: `/api/notifications/${id}/read` })).statusCode).toBe(404);
    const countA = await as(ctx.app, a.token)({ method: "GET", url: "/api/notifications/unread-count" });
    expect(countA.json()).toEqual({ count: 1 });
  });
});
