import { can, type TSite } from "@hts/domain";
import { Archive, Building2, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ClientsPanel } from "@/features/clients";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSites } from "../api/get-sites.ts";
import { SiteCard } from "../components/site-card.tsx";
import { SiteFormDialog } from "../components/site-form-dialog.tsx";

/** 'Sites de surveillance': search by name or address (on the server), one card per site. */
export function SitesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "sites", level: "write" }) : false;
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  // Archived sites (decision 017): listed on request for those who may restore them.
  const rights = useRecordRights();
  const mayRestore = canWrite && rights.atAll("site", "update");
  const [archived, setArchived] = useState(false);
  const sites = useSites({ q, archived });
  const [dialog, setDialog] = useState<{ open: boolean; site: TSite | null }>({ open: false, site: null });

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("sites.title")}
        description={t("sites.subtitle")}
        meta={
          sites.data && (
            <Badge variant="secondary" data-testid="sites-count">
              {t("sites.count", { count: sites.data.length })}
            </Badge>
          )
        }
        actions={
          canWrite && (
            <div className="flex flex-wrap gap-2">
              {mayRestore && (
                <Button
                  variant={archived ? "default" : "outline"}
                  aria-pressed={archived}
                  onClick={() => setArchived((current) => !current)}
                >
                  <Archive aria-hidden="true" />
                  {t("sites.archive.show")}
                </Button>
              )}
              <Button onClick={() => setDialog({ open: true, site: null })}>
                <Plus aria-hidden="true" />
                {t("sites.new")}
              </Button>
            </div>
          )
        }
      />
      <SearchInput
        label={t("sites.searchLabel")}
        placeholder={t("sites.searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="sm:max-w-md"
      />
      {sites.isPending ? (
        <CardSkeletons />
      ) : sites.isError ? (
        <ErrorState message={t("sites.loadError")} onRetry={() => sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={archived ? t("sites.archive.empty") : t("sites.empty")}
          description={q ? t("sites.emptySearch") : canWrite ? t("sites.emptyHint") : undefined}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={sites.isFetching}>
          {sites.data.map((site) => (
            <li key={site.id} className="flex">
              <SiteCard
                site={site}
                canEdit={canWrite && site.archivedAt === null}
                onEdit={(selected) => setDialog({ open: true, site: selected })}
              />
            </li>
          ))}
        </ul>
      )}
      <SiteFormDialog
        open={dialog.open}
        site={dialog.site}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ClientsPanel />
    </section>
  );
}
