import type { TDashboard } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { DashboardCache } from "./company-cache.ts";

const board = (n: number) => ({ totalSites: n }) as TDashboard;

describe("dashboard cache", () => {
  it("shares one computation between concurrent callers and keeps it for the TTL only", async () => {
    let clock = 0;
    const cache = new DashboardCache(5_000, 100, () => clock);
    let computed = 0;
    const compute = async () => board(++computed);
    const key = { companyId: "c1", variant: "fr" };
    const [a, b] = await Promise.all([cache.get(key, compute), cache.get(key, compute)]);
    expect([a.totalSites, b.totalSites, computed]).toEqual([1, 1, 1]);
    clock = 4_999;
    expect((await cache.get(key, compute)).totalSites).toBe(1);
    clock = 5_000;
    expect((await cache.get(key, compute)).totalSites).toBe(2);
  });

  it("forgets a company's entries on a change, and only that company's", async () => {
    const cache = new DashboardCache(60_000, 100, () => 0);
    let computed = 0;
    const compute = async () => board(++computed);
    await cache.get({ companyId: "c1", variant: "fr" }, compute);
    await cache.get({ companyId: "c1", variant: "en" }, compute);
    await cache.get({ companyId: "c2", variant: "fr" }, compute);
    cache.forgetCompany("c1");
    expect((await cache.get({ companyId: "c1", variant: "fr" }, compute)).totalSites).toBe(4);
    expect((await cache.get({ companyId: "c2", variant: "fr" }, compute)).totalSites).toBe(3);
  });

  it("refreshes an entry in use before it expires, and does not put back one forgotten meanwhile", async () => {
    let clock = 0;
    const cache = new DashboardCache(2_000, 100, () => clock);
    let computed = 0;
    const compute = async () => board(++computed);
    const key = { companyId: "c1", variant: "fr" };
    expect((await cache.get(key, compute)).totalSites).toBe(1);
    clock = 1_499;
    expect((await cache.get(key, compute)).totalSites).toBe(1);
    expect(computed).toBe(1);
    // Past three quarters of its life: served at once, computed again behind it.
    clock = 1_500;
    expect((await cache.get(key, compute)).totalSites).toBe(1);
    await Promise.resolve();
    expect(computed).toBe(2);
    // The refreshed value counts from when it started: still served at 3,499, not at 3,500.
    clock = 3_499;
    expect((await cache.get(key, compute)).totalSites).toBe(2);
    await Promise.resolve();
    expect(computed).toBe(3);
    // A refresh that ends after its company was forgotten is dropped: the next call computes again.
    let release: (value: TDashboard) => void = () => {};
    clock = 5_000;
    const slow = () => new Promise<TDashboard>((resolve) => (release = resolve));
    expect((await cache.get(key, slow)).totalSites).toBe(3);
    cache.forgetCompany("c1");
    release(board(99));
    await Promise.resolve();
    expect((await cache.get(key, compute)).totalSites).toBe(4);
  });

  it("does not keep a failed computation", async () => {
    const cache = new DashboardCache(60_000, 100, () => 0);
    const key = { companyId: "c1", variant: "fr" };
    await expect(cache.get(key, () => Promise.reject(new Error("panne")))).rejects.toThrow("panne");
    expect((await cache.get(key, async () => board(7))).totalSites).toBe(7);
  });
});
