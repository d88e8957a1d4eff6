import type { TAgent, TAgentLevel, TAgentStatus } from "@hts/domain";
import { agents, sites } from "../../db/schema.ts";

/** An agent row with its assigned site's name (one left join, by primary key). */
export const agentColumns = { row: agents, siteName: sites.name };

export type AgentWithSite = { row: typeof agents.$inferSelect; siteName: string | null };

/**
 * The agent as the API sends it. Without `personal` (the reader may not see this agent's personal
 * data, decision 015) the phone, e-mail and professional card are left out.
 */
export function toApiAgent({ row, siteName }: AgentWithSite, personal = true): TAgent {
  const agent: TAgent = {
    id: row.id,
    name: row.name,
    badge: row.badge,
    phone: row.phone,
    email: row.email,
    speciality: row.speciality,
    level: row.level as TAgentLevel,
    hireDate: row.hireDate,
    assignedSiteId: row.assignedSiteId,
    currentSite: siteName,
    status: row.status as TAgentStatus,
    photo: row.photo,
    certifications: row.certifications,
    professionalCardNumber: row.professionalCardNumber,
    professionalCardExpiry: row.professionalCardExpiry,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (personal) return agent;
  return { ...agent, phone: null, email: null, professionalCardNumber: null, professionalCardExpiry: null };
}
