export const payrollKeys = {
  all: ["payroll"] as const,
  jobs: ["payroll", "jobs"] as const,
  settings: ["payroll", "settings"] as const,
  agents: ["payroll", "agents"] as const,
};
