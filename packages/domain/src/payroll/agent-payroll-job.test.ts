import { describe, expect, it } from "vitest";
import { payrollJobForAgent } from "./agent-payroll-job.ts";

describe("payrollJobForAgent", () => {
  it("maps each speciality to a payroll job", () => {
    expect(payrollJobForAgent({ speciality: "Surveillance", level: "junior" })).toBe("agent_securite");
    expect(payrollJobForAgent({ speciality: "Intervention", level: "senior" })).toBe("agent_intervention");
    expect(payrollJobForAgent({ speciality: "Cynophile", level: "expert" })).toBe("agent_cynophile");
    expect(payrollJobForAgent({ speciality: "Accueil", level: "junior" })).toBe("agent_statique");
    expect(payrollJobForAgent({ speciality: "Rondier", level: "junior" })).toBe("agent_securite");
  });

  it("pays a fire-safety agent at the SSIAP level held, else by seniority", () => {
    expect(payrollJobForAgent({ speciality: "Incendie", level: "junior" })).toBe("ssiap1");
    expect(payrollJobForAgent({ speciality: "Incendie", level: "senior" })).toBe("ssiap2_chef_equipe");
    expect(payrollJobForAgent({ speciality: "Incendie", level: "expert" })).toBe("ssiap3_chef_service");
    expect(
      payrollJobForAgent({ speciality: "Incendie", level: "junior", certifications: ["SST", "ssiap3"] }),
    ).toBe("ssiap3_chef_service");
    expect(payrollJobForAgent({ speciality: "Incendie", level: "expert", certifications: ["SSIAP 1"] })).toBe(
      "ssiap1",
    );
  });

  it("falls back to security agent for an unknown speciality", () => {
    expect(payrollJobForAgent({ speciality: "Autre", level: "junior" })).toBe("agent_securite");
  });
});
