import { describe, expect, it } from "vitest";
import { isPublicHoliday, monthlyHoursFromShifts, splitShiftHours } from "./hours-split.ts";

// Paris is UTC+01:00 in winter and UTC+02:00 in summer (from the last Sunday of March, 02:00, to the
// last Sunday of October, 03:00). Every expectation below is counted by hand on a clock.

const month = (year: number, m: number, ...shifts: { start: string; end: string; breakMinutes?: number }[]) =>
  monthlyHoursFromShifts({ shifts, year, month: m, timeZone: "Europe/Paris" });
const hours = (heures: number, heuresNuit: number, heuresDimanche: number, heuresFerie: number) => ({
  heures,
  heuresNuit,
  heuresDimanche,
  heuresFerie,
});

describe("hours of a shift", () => {
  it("counts a day shift net of its break, with no night", () => {
    // Tuesday 10 March 2026, 08:00-17:00 less 60 min
    const shift = { start: "2026-03-10T08:00:00+01:00", end: "2026-03-10T17:00:00+01:00", breakMinutes: 60 };
    expect(splitShiftHours({ shift })).toEqual(hours(8, 0, 0, 0));
  });

  it("counts night hours from 21:00 and until 06:00", () => {
    // 14:00-23:00: 21:00-23:00 is night; 04:00-12:00: 04:00-06:00 is night
    expect(month(2026, 3, { start: "2026-03-10T14:00:00+01:00", end: "2026-03-10T23:00:00+01:00" })).toEqual(
      hours(9, 2, 0, 0),
    );
    expect(month(2026, 3, { start: "2026-03-11T04:00:00+01:00", end: "2026-03-11T12:00:00+01:00" })).toEqual(
      hours(8, 2, 0, 0),
    );
  });

  it("splits a shift across midnight: all night, break off the total only", () => {
    // Tuesday 22:00 to Wednesday 06:00, 30 min break: 8 h worked, 7.5 paid, 8 of night
    const shift = { start: "2026-03-10T22:00:00+01:00", end: "2026-03-11T06:00:00+01:00", breakMinutes: 30 };
    expect(month(2026, 3, shift)).toEqual(hours(7.5, 8, 0, 0));
  });

  it("accepts instants written in UTC", () => {
    // 19:00Z is 21:00 in Paris in July: 21:00-05:00 local, all night
    expect(month(2026, 7, { start: "2026-07-20T19:00:00Z", end: "2026-07-21T03:00:00Z" })).toEqual(
      hours(8, 8, 0, 0),
    );
  });
});

describe("Sundays and public holidays", () => {
  it("counts Sunday hours by the local calendar day", () => {
    // Sunday 8 March 2026, 07:00-19:00
    expect(month(2026, 3, { start: "2026-03-08T07:00:00+01:00", end: "2026-03-08T19:00:00+01:00" })).toEqual(
      hours(12, 0, 12, 0),
    );
    // Saturday 20:00 to Sunday 08:00: night 21:00-06:00 = 9 h; Sunday from midnight = 8 h
    expect(month(2026, 3, { start: "2026-03-07T20:00:00+01:00", end: "2026-03-08T08:00:00+01:00" })).toEqual(
      hours(12, 9, 8, 0),
    );
  });

  it("counts 14 July, including a night shift that reaches it at midnight", () => {
    expect(month(2026, 7, { start: "2026-07-14T07:00:00+02:00", end: "2026-07-14T19:00:00+02:00" })).toEqual(
      hours(12, 0, 0, 12),
    );
    // 13 July 21:00 to 14 July 07:00: night 21:00-06:00 = 9 h; holiday 00:00-07:00 = 7 h
    expect(month(2026, 7, { start: "2026-07-13T21:00:00+02:00", end: "2026-07-14T07:00:00+02:00" })).toEqual(
      hours(10, 9, 0, 7),
    );
    // 14 July 19:00 to 15 July 07:00: holiday 19:00-24:00 = 5 h; night 21:00-06:00 = 9 h
    expect(month(2026, 7, { start: "2026-07-14T19:00:00+02:00", end: "2026-07-15T07:00:00+02:00" })).toEqual(
      hours(12, 9, 0, 5),
    );
  });

  it("counts 1 May and Easter Monday (6 April 2026), not Pentecost Sunday, an observance", () => {
    expect(month(2026, 5, { start: "2026-05-01T06:00:00+02:00", end: "2026-05-01T14:00:00+02:00" })).toEqual(
      hours(8, 0, 0, 8),
    );
    expect(month(2026, 4, { start: "2026-04-06T08:00:00+02:00", end: "2026-04-06T16:00:00+02:00" })).toEqual(
      hours(8, 0, 0, 8),
    );
    expect(month(2026, 5, { start: "2026-05-24T08:00:00+02:00", end: "2026-05-24T16:00:00+02:00" })).toEqual(
      hours(8, 0, 8, 0),
    );
    expect(isPublicHoliday({ date: "2026-05-24" })).toBe(false);
    expect(isPublicHoliday({ date: "2026-05-25" })).toBe(true);
  });

  it("counts a public holiday on a Sunday as both (Toussaint, 1 November 2026)", () => {
    expect(month(2026, 11, { start: "2026-11-01T08:00:00+01:00", end: "2026-11-01T16:00:00+01:00" })).toEqual(
      hours(8, 0, 8, 8),
    );
  });

  it("counts New Year's night in January only", () => {
    // 31 Dec 2025 20:00 to 1 Jan 2026 08:00: January gets 00:00-08:00, night 00:00-06:00, all holiday
    const shift = { start: "2025-12-31T20:00:00+01:00", end: "2026-01-01T08:00:00+01:00" };
    expect(month(2026, 1, shift)).toEqual(hours(8, 6, 0, 8));
    expect(month(2025, 12, shift)).toEqual(hours(4, 3, 0, 0));
  });
});

describe("month boundaries", () => {
  it("splits a shift from 31 January to 1 February, with its break shared pro rata", () => {
    // Saturday 31 Jan 22:00 to Sunday 1 Feb 06:00, 60 min break: January 2 h (break 15 min), February
    // 6 h (break 45 min), all night; February's part is on a Sunday.
    const shift = { start: "2026-01-31T22:00:00+01:00", end: "2026-02-01T06:00:00+01:00", breakMinutes: 60 };
    expect(month(2026, 1, shift)).toEqual(hours(1.75, 2, 0, 0));
    expect(month(2026, 2, shift)).toEqual(hours(5.25, 6, 6, 0));
    expect(month(2026, 3, shift)).toEqual(hours(0, 0, 0, 0));
  });

  it("adds up a real month: May 2026, 08:00-16:00 every day with a 30 min break", () => {
    const shifts = Array.from({ length: 31 }, (_, i) => {
      const day = String(i + 1).padStart(2, "0");
      return {
        start: `2026-05-${day}T08:00:00+02:00`,
        end: `2026-05-${day}T16:00:00+02:00`,
        breakMinutes: 30,
      };
    });
    // 31 x 7.5 = 232.5 paid; Sundays 3, 10, 17, 24, 31 => 5 x 8 = 40;
    // public holidays 1, 8, 14 (Ascension), 25 (Whit Monday) => 4 x 8 = 32 (24 and 31 are observances)
    expect(month(2026, 5, ...shifts)).toEqual(hours(232.5, 0, 40, 32));
  });
});

describe("daylight saving time", () => {
  it("makes the night of 28-29 March 2026 one hour shorter", () => {
    // 21:00 (+01:00) to 06:00 (+02:00): 8 real hours, all night; Sunday 00:00-06:00 minus the lost hour = 5
    const shift = { start: "2026-03-28T21:00:00+01:00", end: "2026-03-29T06:00:00+02:00" };
    expect(month(2026, 3, shift)).toEqual(hours(8, 8, 5, 0));
  });

  it("makes the night of 24-25 October 2026 one hour longer", () => {
    // 21:00 (+02:00) to 06:00 (+01:00): 10 real hours, all night; Sunday 00:00-06:00 plus the repeated hour = 7
    const shift = { start: "2026-10-24T21:00:00+02:00", end: "2026-10-25T06:00:00+01:00" };
    expect(month(2026, 10, shift)).toEqual(hours(10, 10, 7, 0));
  });
});

describe("invalid shifts", () => {
  it("refuses an end before the start, a break as long as the shift and a date without offset", () => {
    expect(() =>
      month(2026, 3, { start: "2026-03-10T08:00:00+01:00", end: "2026-03-10T07:00:00+01:00" }),
    ).toThrow(/suivre son début/);
    expect(() =>
      month(2026, 3, {
        start: "2026-03-10T08:00:00+01:00",
        end: "2026-03-10T09:00:00+01:00",
        breakMinutes: 60,
      }),
    ).toThrow(/pause/);
    expect(() => month(2026, 3, { start: "2026-03-10T08:00:00", end: "2026-03-10T09:00:00+01:00" })).toThrow(
      /fuseau/,
    );
    expect(() => month(2026, 13)).toThrow(/Mois invalide/);
  });
});
