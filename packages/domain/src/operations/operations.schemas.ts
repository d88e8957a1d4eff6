import { z } from "zod";

// Operations endpoints (issue 26, decision 064): readiness for load balancers and orchestrators.

export const MSG_OPERATIONS = {
  databaseUnreachable: "Base de données injoignable",
  migrationsPending: "Migrations de la base non appliquées : {applied} sur {expected}",
  metricsToken: "Jeton des métriques absent ou invalide",
} as const;

/**
 * GET /api/health/ready: 200 when the database answers and every migration of this version is applied,
 * 503 otherwise (with `detail` in the caller's language). `migrations` is null when the database did
 * not answer.
 */
export const ZReadiness = z.object({
  status: z.enum(["ready", "not_ready"]),
  database: z.enum(["ok", "unreachable"]),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }).nullable(),
  detail: z.string().optional(),
});
export type TReadiness = z.infer<typeof ZReadiness>;
