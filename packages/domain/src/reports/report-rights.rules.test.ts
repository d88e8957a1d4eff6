import { describe, expect, it } from "vitest";
import { mayReadReportType, readableReportTypes } from "./report-rights.rules.ts";

describe("report rights (decision 080)", () => {
  it("gives each role the report types whose every kind it reads company-wide", () => {
    expect(readableReportTypes("admin")).toHaveLength(6);
    expect(readableReportTypes("manager")).toHaveLength(6);
    expect(readableReportTypes("operator")).toHaveLength(6);
    expect(readableReportTypes("planner")).toEqual(["attendance"]);
    expect(readableReportTypes("agent")).toEqual([]);
  });

  it("refuses a planner the reports that hold alarms, cameras or access logs", () => {
    for (const type of ["alarms", "incidents", "security", "cameras", "access"] as const)
      expect(mayReadReportType({ role: "planner", type })).toBe(false);
  });
});
