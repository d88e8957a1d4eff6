import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { DEMO_READER_KEY, seedDemoAccess } from "./demo-access.ts";
import { seedDemoAlarmHistory } from "./demo-alarm-history.ts";
import { DEMO_CLIENT_EMAIL, seedDemoClient } from "./demo-client.ts";
import { seedDemoOperations } from "./demo-operations.ts";
import { seedDemoPlanning } from "./demo-planning.ts";
import { DEMO_RADIO_KEY, seedDemoRadio } from "./demo-radio.ts";
import { seedDemoReports } from "./demo-reports.ts";

// The demo company a new user opens on first start. Later areas (sites, agents, cameras, alarms,
// shifts) add their own seeders to DEMO_SEEDERS; each receives the company and its users.

export const DEMO_PASSWORD = "Demo-HTS-2026";
export const DEMO_ADMIN_EMAIL = "admin@demo-hts.fr";

const DEMO_USERS = [
  { name: "Claire Martin", email: DEMO_ADMIN_EMAIL, role: "admin", phone: "06 12 34 56 78" },
  { name: "Julien Moreau", email: "responsable@demo-hts.fr", role: "manager", phone: "06 23 45 67 89" },
  { name: "Sophie Bernard", email: "planning@demo-hts.fr", role: "planner", phone: "06 34 56 78 90" },
  { name: "Karim Haddad", email: "operateur@demo-hts.fr", role: "operator", phone: "06 45 67 89 01" },
  { name: "Lucas Petit", email: "agent@demo-hts.fr", role: "agent", phone: "06 56 78 90 12" },
] as const;

export type DemoContext = {
  db: Db;
  company: typeof companies.$inferSelect;
  users: (typeof users.$inferSelect)[];
};

export type DemoSeeder = (ctx: DemoContext) => Promise<void>;

/** Seeders of the other areas, run in order inside the demo transaction. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedDemoOperations,
  seedDemoAlarmHistory,
  seedDemoPlanning,
  seedDemoReports,
  seedDemoAccess,
  seedDemoRadio,
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

/** Creates the demo company with one user per role, all with DEMO_PASSWORD. */
export async function seedDemoCompany({ db, passwordCost }: { db: Db; passwordCost: number }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: "Sentinelle Sécurité Île-de-France",
        email: "contact@demo-hts.fr",
        phone: "01 84 60 12 34",
        address: "12 rue de la Paix, 75002 Paris",
        subscription: "pro",
      })
      .returning();
    if (!company) throw new Error("demo company insert returned nothing");
    const created = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, companyId: company.id, passwordHash })))
      .returning();
    for (const seed of DEMO_SEEDERS) await seed({ db: tx, company, users: created });
    const client = await seedDemoClient({ db: tx, companyId: company.id, passwordHash });
    return { company, users: [...created, client] };
  });
}

export function demoBanner(): string {
  return [
    "Société de démonstration créée : Sentinelle Sécurité Île-de-France",
    `  Identifiant (admin) : ${DEMO_ADMIN_EMAIL}`,
    `  Mot de passe        : ${DEMO_PASSWORD}`,
    "  Autres rôles : responsable@, planning@, operateur@, agent@demo-hts.fr (même mot de passe)",
    `  Portail client : ${DEMO_CLIENT_EMAIL} (même mot de passe)`,
    `  Lecteur de badges : /access-reader avec la clé ${DEMO_READER_KEY}`,
    `  Passerelle radio : en-tête X-Radio-Key ${DEMO_RADIO_KEY} sur /api/radio/gateway/*`,
  ].join("\n");
}
