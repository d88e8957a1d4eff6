import { can, type TClient, type TSite } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { clientsQuery } from "../api/clients-api.ts";
import { ClientCard } from "./client-card.tsx";
import { ClientFormDialog } from "./client-form-dialog.tsx";
import { InviteClientUserDialog } from "./invite-client-user-dialog.tsx";

/** 'Clients' on the Sites & Clients screen (issue 25): each client with its sites and figures. */
export function ClientsPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canRead = user ? can({ role: user.role, area: "clients", level: "read" }) : false;
  const canWrite = user ? can({ role: user.role, area: "clients", level: "write" }) : false;
  const clients = useQuery({ ...clientsQuery(), enabled: canRead });
  const sites = useQuery({
    queryKey: ["sites", "for-clients"],
    queryFn: ({ signal }) => api.get<TSite[]>("/sites", { signal, query: { limit: 500 } }),
    enabled: canWrite,
  });
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<TClient | null>(null);
  if (!canRead) return null;
  const taken = new Set(clients.data?.flatMap((c) => c.sites.map((s) => s.id)) ?? []);
  const freeSites = (sites.data ?? []).filter((s) => !taken.has(s.id));
  return (
    <section aria-labelledby="clients-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="clients-title" className="text-xl font-semibold">
          {t("clients.title")}
        </h2>
        {canWrite && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t("clients.new")}
          </Button>
        )}
      </div>
      {clients.isError && (
        <ErrorState message={clients.error.message} onRetry={() => void clients.refetch()} />
      )}
      {clients.data?.length === 0 && <EmptyState title={t("clients.empty")} />}
      <div className="grid gap-4 lg:grid-cols-2">
        {clients.data?.map((client) => (
          <ClientCard
            key={client.id}
            client={client}
            freeSites={freeSites}
            canWrite={canWrite}
            onInvite={setInviting}
          />
        ))}
      </div>
      <ClientFormDialog open={creating} onOpenChange={setCreating} />
      <InviteClientUserDialog client={inviting} onClose={() => setInviting(null)} />
    </section>
  );
}
