import type { FastifyInstance } from "fastify";
import { as } from "../../../test/helpers.ts";

let badge = 0;

/** A site and an agent (assigned to it) for planning tests, created through the API. */
export async function siteAndAgent(
  app: FastifyInstance,
  token: string,
  agent: Record<string, unknown> = {},
): Promise<{ siteId: string; agentId: string }> {
  const call = as(app, token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: `Site ${++badge}`, address: "1 rue de Rivoli, Paris" },
  });
  if (site.statusCode !== 201) throw new Error(site.body);
  const created = await call({
    method: "POST",
    url: "/api/agents",
    payload: {
      name: `Agent ${badge}`,
      badge: `P-${badge}`,
      phone: "06 00 00 00 00",
      email: `agent${badge}@exemple.fr`,
      assignedSiteId: site.json().id,
      ...agent,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { siteId: site.json().id, agentId: created.json().id };
}
