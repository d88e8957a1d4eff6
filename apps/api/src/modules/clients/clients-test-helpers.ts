import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { as, login, uniqueEmail } from "../../../test/helpers.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";

// Test fixtures of the clients module: a client with sites, and a client user who can sign in. The
// invitation itself is proven through the real SMTP server in clients.test.ts; elsewhere the invited
// account is given a password straight in the store, as accepting the link would.

export const CLIENT_PASSWORD = "Portail-client-2026";

export async function createClientWithSites(
  app: FastifyInstance,
  token: string,
  { name = "Foncière Ouest", sites = ["Tour A", "Tour B", "Tour C"] } = {},
) {
  const call = as(app, token);
  const siteIds: string[] = [];
  for (const site of sites) {
    const res = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: site, address: `${site}, Nantes` },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    siteIds.push(res.json().id);
  }
  const created = await call({ method: "POST", url: "/api/clients", payload: { name } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().id as string;
  if (siteIds.length > 0) {
    const attached = await call({ method: "POST", url: `/api/clients/${id}/sites`, payload: { siteIds } });
    if (attached.statusCode !== 200) throw new Error(attached.body);
  }
  return { id, siteIds };
}

export async function createClientUser(
  app: FastifyInstance,
  database: Database,
  token: string,
  {
    clientId,
    siteIds = [],
    name = "Claire Cliente",
  }: { clientId: string; siteIds?: string[]; name?: string },
) {
  const email = uniqueEmail("client");
  const res = await as(
    app,
    token,
  )({
    method: "POST",
    url: `/api/clients/${clientId}/users`,
    payload: { name, email, siteIds },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(CLIENT_PASSWORD, 4) })
    .where(eq(users.id, id));
  return { id, email, token: (await login(app, email, CLIENT_PASSWORD)).token };
}
