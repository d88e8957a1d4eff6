import { describe, expect, it } from "vitest";
import { AREAS, accessOf, can, ROLES } from "./roles.rules.ts";

describe("roles", () => {
  it("gives an admin write access to every area", () => {
    for (const area of AREAS) expect(accessOf({ role: "admin", area })).toBe("write");
  });

  it("lets only admins change users", () => {
    for (const role of ROLES) {
      expect(can({ role, area: "users", level: "write" })).toBe(role === "admin");
    }
  });

  it("lets a manager read but not change users", () => {
    expect(can({ role: "manager", area: "users", level: "read" })).toBe(true);
    expect(can({ role: "manager", area: "users", level: "write" })).toBe(false);
  });

  it("keeps agents out of payroll and cameras but lets them write security reports", () => {
    expect(accessOf({ role: "agent", area: "payroll" })).toBe("none");
    expect(accessOf({ role: "agent", area: "cameras" })).toBe("none");
    expect(can({ role: "agent", area: "security-reports", level: "write" })).toBe(true);
    expect(can({ role: "agent", area: "planning", level: "write" })).toBe(false);
  });

  it("gives every role its own settings and notifications, and every office role the event stream", () => {
    for (const role of ROLES) {
      expect(can({ role, area: "settings", level: "write" })).toBe(true);
      expect(can({ role, area: "notifications", level: "write" })).toBe(true);
      expect(can({ role, area: "events", level: "read" })).toBe(role !== "client");
    }
  });

  it("gives a client user the portal and nothing of the office app (issue 25)", () => {
    const open = AREAS.filter((area) => can({ role: "client", area, level: "read" }));
    expect(open.sort()).toEqual(["notifications", "portal", "settings"]);
    expect(can({ role: "manager", area: "clients", level: "write" })).toBe(true);
    expect(can({ role: "operator", area: "clients", level: "write" })).toBe(false);
  });

  it("treats write as implying read", () => {
    expect(can({ role: "planner", area: "planning", level: "read" })).toBe(true);
    expect(can({ role: "operator", area: "planning", level: "read" })).toBe(true);
    expect(can({ role: "operator", area: "planning", level: "write" })).toBe(false);
  });
});
