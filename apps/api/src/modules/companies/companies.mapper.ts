import type { TCompany, TSubscription } from "@hts/domain";
import type { companies } from "../../db/schema.ts";

export function toApiCompany(row: typeof companies.$inferSelect): TCompany {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    subscription: row.subscription as TSubscription,
    created_at: row.createdAt.toISOString(),
  };
}
