import type { TenantDb } from "../../lib/tenancy.ts";
import { countAgents as countCompanyAgents } from "../agents/index.ts";

/**
 * Agents online / total for the dashboard. Online means status 'Actif' **and** a shift in progress now
 * (decision 007): the spec's "status active counts as online" described a prototype without presence;
 * an 'Actif' agent at home between two shifts is not online for a control room.
 */
export async function countAgents(tenant: TenantDb): Promise<{ online: number; total: number }> {
  return countCompanyAgents(tenant.db, tenant.companyId);
}
