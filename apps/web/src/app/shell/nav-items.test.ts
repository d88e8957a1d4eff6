import { describe, expect, it } from "vitest";
import { NAV_ITEMS, titleKeyFor, visibleNavItems } from "./nav-items.ts";

describe("sidebar entries", () => {
  it("lists the spec's 13 entries, 'Consignes', 'Sur le terrain' (issue 22), 'Rondes' and 'Main courante' (issue 23), 'Demandes clients' (issue 25), all visible to an admin", () => {
    expect(NAV_ITEMS).toHaveLength(18);
    expect(visibleNavItems("admin")).toHaveLength(18);
  });

  it("shows the clients' requests to those who answer them only", () => {
    for (const role of ["admin", "manager"] as const)
      expect(visibleNavItems(role).map((item) => item.path)).toContain("/dashboard/client-requests");
    for (const role of ["planner", "operator", "agent"] as const)
      expect(visibleNavItems(role).map((item) => item.path)).not.toContain("/dashboard/client-requests");
  });

  it("shows the logbook to the office roles, never to an agent (he writes his in the agent app)", () => {
    for (const role of ["admin", "manager", "planner", "operator"] as const)
      expect(visibleNavItems(role).map((item) => item.path)).toContain("/dashboard/logbook");
    expect(visibleNavItems("agent").map((item) => item.path)).not.toContain("/dashboard/logbook");
  });

  it("shows the control room's 'Rondes' to the office roles, never to an agent (he walks them in the agent app)", () => {
    for (const role of ["manager", "planner", "operator"] as const)
      expect(visibleNavItems(role).map((item) => item.path)).toContain("/dashboard/tours");
    expect(visibleNavItems("agent").map((item) => item.path)).not.toContain("/dashboard/tours");
  });

  it("shows 'Consignes' to the office roles, not to an agent (his are in the agent app)", () => {
    for (const role of ["manager", "planner", "operator"] as const) {
      expect(visibleNavItems(role).map((item) => item.path)).toContain("/dashboard/post-orders");
    }
    expect(visibleNavItems("agent").map((item) => item.path)).not.toContain("/dashboard/post-orders");
  });

  it("shows 'Sur le terrain' to the office roles, never to an agent", () => {
    for (const role of ["manager", "planner", "operator"] as const)
      expect(visibleNavItems(role).map((item) => item.path)).toContain("/dashboard/field");
    expect(visibleNavItems("agent").map((item) => item.path)).not.toContain("/dashboard/field");
  });

  it("hides what an agent may not open", () => {
    const paths = visibleNavItems("agent").map((item) => item.path);
    expect(paths).not.toContain("/dashboard/salary-calculator");
    expect(paths).not.toContain("/dashboard/cameras");
    expect(paths).not.toContain("/dashboard/ai-insights");
    expect(paths).toContain("/dashboard");
    expect(paths).toContain("/dashboard/security-reports");
    expect(paths).toContain("/dashboard/settings");
  });

  it("gives the title of the entry that matches, not of a longer sibling", () => {
    expect(titleKeyFor("/dashboard")).toBe("nav.dashboard");
    expect(titleKeyFor("/dashboard/planning")).toBe("nav.planning");
    expect(titleKeyFor("/dashboard/planning-pro")).toBe("nav.planningPro");
    expect(titleKeyFor("/dashboard/sites/123")).toBe("nav.sites");
    expect(titleKeyFor("/dashboard/reports")).toBe("nav.reports");
    expect(titleKeyFor("/dashboard/nope")).toBeNull();
  });
});
