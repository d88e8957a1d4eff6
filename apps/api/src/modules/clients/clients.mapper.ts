import type { TClient, TClientContact } from "@hts/domain";
import type { clients } from "../../db/schema.ts";

export type ClientSiteRow = {
  id: string;
  name: string;
  address: string;
  status: string;
  activeAlarmsCount: number;
  archivedAt: Date | null;
};

/** A client with its (non-archived) sites and the figures the list shows. */
export function toApiClient(row: typeof clients.$inferSelect, siteRows: ClientSiteRow[]): TClient {
  const live = siteRows.filter((s) => !s.archivedAt);
  return {
    id: row.id,
    name: row.name,
    siren: row.siren,
    siret: row.siret,
    vatNumber: row.vatNumber,
    billingAddress: row.billingAddress,
    contacts: row.contacts as TClientContact[],
    notes: row.notes,
    sites: live.map((s) => ({
      id: s.id,
      name: s.name,
      address: s.address,
      status: s.status === "active" ? "active" : "inactive",
    })),
    activeSitesCount: live.filter((s) => s.status === "active").length,
    activeAlarmsCount: live.reduce((sum, s) => sum + s.activeAlarmsCount, 0),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
