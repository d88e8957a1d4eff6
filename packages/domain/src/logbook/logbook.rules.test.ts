import { describe, expect, it } from "vitest";
import { alarmSeverityOf, entryWithinShift, isIncident, logbookCategoriesOf } from "./logbook.rules.ts";
import { DEFAULT_LOGBOOK_CATEGORIES } from "./logbook.schemas.ts";

describe("logbook rules", () => {
  it("uses the company's categories, or the defaults", () => {
    expect(logbookCategoriesOf({})).toEqual([...DEFAULT_LOGBOOK_CATEGORIES]);
    expect(logbookCategoriesOf({ logbook: { categories: [" Ronde ", "Ronde", "", 3] } })).toEqual(["Ronde"]);
    expect(logbookCategoriesOf({ logbook: { categories: [] } })).toEqual([...DEFAULT_LOGBOOK_CATEGORIES]);
  });

  it("an entry belongs to the shift from its start to 30 min after its end", () => {
    const startsAt = new Date("2026-11-28T20:00:00Z");
    const endsAt = new Date("2026-11-29T08:00:00Z");
    expect(entryWithinShift({ startsAt, endsAt, at: new Date("2026-11-28T19:59:00Z") })).toBe(false);
    expect(entryWithinShift({ startsAt, endsAt, at: new Date("2026-11-29T08:29:00Z") })).toBe(true);
    expect(entryWithinShift({ startsAt, endsAt, at: new Date("2026-11-29T08:31:00Z") })).toBe(false);
  });

  it("severities above info are incidents; info raises a low alarm", () => {
    expect(isIncident("info")).toBe(false);
    expect(isIncident("moyen")).toBe(true);
    expect(alarmSeverityOf("info")).toBe("faible");
    expect(alarmSeverityOf("critique")).toBe("critique");
  });
});

describe("alarm type of a category", () => {
  it("maps the default categories and falls back to 'autre'", async () => {
    const { alarmTypeOfCategory } = await import("./logbook.rules.ts");
    expect(alarmTypeOfCategory("Intrusion")).toBe("intrusion");
    expect(alarmTypeOfCategory("Incendie / fumée")).toBe("incendie");
    expect(alarmTypeOfCategory("Fuite d'eau")).toBe("autre");
  });
});
