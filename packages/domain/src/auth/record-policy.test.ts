import { describe, expect, it } from "vitest";
import {
  mayAtAll,
  mayOnRecord,
  RECORD_KINDS,
  RECORD_POLICY,
  scopeOf,
  type TCaller,
} from "./record-policy.ts";
import { ROLES } from "./roles.rules.ts";

const agent: TCaller = { userId: "u-agent", role: "agent", siteIds: ["site-a"] };

describe("record policy", () => {
  it("gives an admin the whole company on every kind and action", () => {
    for (const kind of RECORD_KINDS) {
      for (const action of Object.keys(RECORD_POLICY[kind])) {
        expect(scopeOf({ role: "admin", kind, action: action as never })).toBe("company");
      }
    }
  });

  it("answers none for an action a kind does not list", () => {
    expect(scopeOf({ role: "manager", kind: "payslip", action: "delete" })).toBe("none");
    expect(mayAtAll({ role: "operator", kind: "payslip", action: "read" })).toBe(false);
  });

  it("lets an agent read alarms of the sites they work on, and no other", () => {
    const onSite = { ownerUserIds: [], siteId: "site-a" };
    const elsewhere = { ownerUserIds: [], siteId: "site-b" };
    expect(mayOnRecord({ caller: agent, kind: "alarm", action: "read", record: onSite })).toBe(true);
    expect(mayOnRecord({ caller: agent, kind: "alarm", action: "read", record: elsewhere })).toBe(false);
    // Assigned to them elsewhere: their own, so readable.
    const assigned = { ownerUserIds: ["u-agent"], siteId: "site-b" };
    expect(mayOnRecord({ caller: agent, kind: "alarm", action: "read", record: assigned })).toBe(true);
  });

  it("lets an agent finalize only their own security reports", () => {
    const theirs = { ownerUserIds: ["u-agent"], siteId: "site-a" };
    const admins = { ownerUserIds: ["u-admin"], siteId: "site-a" };
    expect(mayOnRecord({ caller: agent, kind: "security-report", action: "finalize", record: theirs })).toBe(
      true,
    );
    expect(mayOnRecord({ caller: agent, kind: "security-report", action: "finalize", record: admins })).toBe(
      false,
    );
    expect(mayOnRecord({ caller: agent, kind: "security-report", action: "read", record: admins })).toBe(
      true,
    );
  });

  it("keeps personal data to the roles that manage people and to the person", () => {
    for (const role of ROLES) {
      const expected =
        role === "operator" || role === "client" ? "none" : role === "agent" ? "own" : "company";
      expect(scopeOf({ role, kind: "agent-personal", action: "read" }), role).toBe(expected);
    }
  });

  it("keeps payslips to payroll roles and the agent's own", () => {
    expect(scopeOf({ role: "planner", kind: "payslip", action: "read" })).toBe("none");
    expect(scopeOf({ role: "manager", kind: "payslip", action: "read" })).toBe("company");
    expect(scopeOf({ role: "agent", kind: "payslip", action: "read" })).toBe("own");
  });

  it("keeps access control to managers and operators, readers and keys to managers", () => {
    for (const role of ROLES) {
      const watches = role === "admin" || role === "manager" || role === "operator";
      expect(scopeOf({ role, kind: "access-log", action: "read" }), role).toBe(watches ? "company" : "none");
      expect(scopeOf({ role, kind: "badge", action: "create" }), role).toBe(watches ? "company" : "none");
      const installs = role === "admin" || role === "manager";
      expect(scopeOf({ role, kind: "access-point", action: "update" }), role).toBe(
        installs ? "company" : "none",
      );
      expect(scopeOf({ role, kind: "badge", action: "delete" }), role).toBe(installs ? "company" : "none");
    }
    expect(mayAtAll({ role: "operator", kind: "access-point", action: "read" })).toBe(true);
  });

  it("shows the floor to the office roles, operators on their sites only, never to agents", () => {
    expect(scopeOf({ role: "manager", kind: "field", action: "read" })).toBe("company");
    expect(scopeOf({ role: "planner", kind: "field", action: "read" })).toBe("company");
    expect(scopeOf({ role: "operator", kind: "field", action: "read" })).toBe("sites");
    expect(scopeOf({ role: "agent", kind: "field", action: "read" })).toBe("none");
    for (const role of ROLES.filter((r) => r !== "client"))
      expect(scopeOf({ role, kind: "push-subscription", action: "create" })).not.toBe("none");
  });

  it("keeps a client user to his portal, his sites and his own client (issue 25)", () => {
    for (const kind of RECORD_KINDS) {
      const scope = scopeOf({ role: "client", kind, action: "read" });
      const expected =
        kind === "portal" || kind === "client-request"
          ? "sites"
          : kind === "client"
            ? "own"
            : kind === "company-settings"
              ? "company"
              : "none";
      expect(scope, kind).toBe(expected);
    }
  });
});
