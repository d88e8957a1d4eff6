import type { TAlarm } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { ALARMS_PAGE_SIZE, type AlarmPage, alarmsQueryOptions } from "./get-alarms.ts";

const next = alarmsQueryOptions({ q: "", status: "", severity: "", mine: false }).getNextPageParam;
const page = (offset: number, n: number, total: number, capped = false): AlarmPage => ({
  items: Array.from({ length: n }, (_, i) => ({ id: `a${offset + i}` }) as TAlarm),
  total,
  capped,
  offset,
});
const after = (last: AlarmPage) => next(last, [last], last.offset, [last.offset]);

describe("alarm pages", () => {
  it("asks for the next page until the exact total is reached", () => {
    expect(after(page(0, ALARMS_PAGE_SIZE, 120))).toBe(ALARMS_PAGE_SIZE);
    expect(after(page(100, 20, 120))).toBeUndefined();
  });

  it("keeps paging past a capped total while pages come back full", () => {
    expect(after(page(10_000 - ALARMS_PAGE_SIZE, ALARMS_PAGE_SIZE, 10_000, true))).toBe(10_000);
    expect(after(page(10_000, 7, 10_000, true))).toBeUndefined();
  });
});
