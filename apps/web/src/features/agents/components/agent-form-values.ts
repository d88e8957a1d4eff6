import { MSG, type TAgent, ZAgentCreate } from "@hts/domain";
import { z } from "zod";
import { today } from "@/features/planning";

// The domain's create schema, with what the form needs on top: the hire date is required (spec
// section 5) and the site select speaks "" for "Non assigné".
export const ZAgentForm = ZAgentCreate.safeExtend({
  hireDate: z.string().trim().min(1, { error: MSG.required }).pipe(ZAgentCreate.shape.hireDate.unwrap()),
  assignedSiteId: z.string(),
});
export type AgentFormInput = z.input<typeof ZAgentForm>;
export type AgentFormOutput = z.output<typeof ZAgentForm>;

export const AGENT_FORM_FIELDS = [
  "name",
  "badge",
  "phone",
  "email",
  "speciality",
  "level",
  "hireDate",
  "assignedSiteId",
  "status",
  "photo",
  "certifications",
  "professionalCardNumber",
  "professionalCardExpiry",
] as const;

/** Spec defaults for a new agent (Surveillance, junior, hired today, Actif), else the agent's values. */
export function agentFormValues(agent: TAgent | null): AgentFormInput {
  if (!agent) {
    return {
      name: "",
      badge: "",
      phone: "",
      email: "",
      speciality: "Surveillance",
      level: "junior",
      hireDate: today(),
      assignedSiteId: "",
      status: "Actif",
      photo: "",
      certifications: [],
      professionalCardNumber: "",
      professionalCardExpiry: "",
    };
  }
  return {
    name: agent.name,
    badge: agent.badge,
    phone: agent.phone ?? "",
    email: agent.email ?? "",
    speciality: agent.speciality as AgentFormInput["speciality"],
    level: agent.level,
    hireDate: agent.hireDate,
    assignedSiteId: agent.assignedSiteId ?? "",
    status: agent.status,
    photo: agent.photo ?? "",
    certifications: agent.certifications,
    professionalCardNumber: agent.professionalCardNumber ?? "",
    professionalCardExpiry: agent.professionalCardExpiry ?? "",
  };
}

/** The API body: empty optional fields become null (they clear the value when editing). */
export function agentBody(values: AgentFormOutput) {
  return {
    ...values,
    assignedSiteId: values.assignedSiteId || null,
    photo: values.photo || null,
    professionalCardNumber: values.professionalCardNumber || null,
    professionalCardExpiry: values.professionalCardExpiry || null,
  };
}
