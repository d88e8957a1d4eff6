import { and, eq, inArray } from "drizzle-orm";
import { clients, sites, users } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

export const DEMO_CLIENT_EMAIL = "client@demo-hts.fr";

/**
 * A client of the demo company (issue 25) with two of its sites and a user who signs in to the portal:
 * a newcomer sees what a customer sees, with the same password as the other demo accounts.
 */
export async function seedDemoClient({
  db,
  companyId,
  passwordHash,
}: {
  db: Tx;
  companyId: string;
  passwordHash: string;
}) {
  const [client] = await db
    .insert(clients)
    .values({
      companyId,
      name: "Groupe Arcades Immobilier",
      billingAddress: "40 avenue de l'Europe, 94300 Vincennes",
      contacts: [
        {
          name: "Nadia Roux",
          role: "Directrice des services généraux",
          phone: null,
          email: DEMO_CLIENT_EMAIL,
          summary: "monthly",
        },
      ],
    })
    .returning();
  if (!client) throw new Error("demo client insert returned nothing");
  await db
    .update(sites)
    .set({ clientId: client.id })
    .where(
      and(
        eq(sites.companyId, companyId),
        inArray(sites.name, ["Centre commercial Les Arcades du Parc", "Résidence Les Jardins de Vincennes"]),
      ),
    );
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      clientId: client.id,
      name: "Nadia Roux",
      email: DEMO_CLIENT_EMAIL,
      role: "client",
      passwordHash,
    })
    .returning();
  if (!user) throw new Error("demo client user insert returned nothing");
  return user;
}
