import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { easterSunday, frenchPublicHolidays } from "./french-holidays.ts";

describe("public holidays of mainland France", () => {
  it("are the eleven days of 2026, Easter Monday, Ascension and Whit Monday included", () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("finds Easter at both ends of its range (22 March 2285, 25 April 2038)", () => {
    expect(easterSunday(2285)).toEqual({ month: 3, day: 22 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it("are the public days of the date-holidays calendar 'FR', day for day, from 1900 to 2200", () => {
    const calendar = new Holidays("FR");
    for (let year = 1900; year <= 2200; year++) {
      const expected = calendar
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10))
        .sort();
      expect(frenchPublicHolidays(year), String(year)).toEqual(expected);
    }
  });
});
