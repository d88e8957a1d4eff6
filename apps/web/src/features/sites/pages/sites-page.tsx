import { can, type TSite } from "@hts/domain";
import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
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
  const sites = useSites({ q });
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
            <Button onClick={() => setDialog({ open: true, site: null })}>
              <Plus aria-hidden="true" />
              {t("sites.new")}
            </Button>
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
          title={t("sites.empty")}
          description={q ? t("sites.emptySearch") : canWrite ? t("sites.emptyHint") : undefined}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={sites.isFetching}>
          {sites.data.map((site) => (
            <li key={site.id} className="flex">
              <SiteCard
                site={site}
                canEdit={canWrite}
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
    </section>
  );
}
