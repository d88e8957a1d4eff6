import { useQuery } from "@tanstack/react-query";
import { NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState } from "@/components/list-state";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { siteLogbookQuery } from "../api/logbook-api.ts";
import { EntryItem } from "./entry-item.tsx";

// The roles that have the office's 'Main courante' page (an agent reads his sites' entries in the app).
const LOGBOOK_PAGE_ROLES = new Set(["admin", "manager", "planner", "operator"]);

/**
 * The 'Main courante' section of a site's page (issue 23): its latest entries with their severity and
 * photo thumbnails, and a link to the whole logbook of the site. The server answers only what the
 * caller may read (decision 097); a role that may read none sees no section.
 */
export function SiteLogbookSection({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const mayRead = useRecordRights().atAll("logbook-entry", "read");
  const page = useQuery({ ...siteLogbookQuery(siteId), enabled: mayRead });
  if (!mayRead) return null;

  return (
    <Card data-testid="site-logbook">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <NotebookPen className="size-5 text-primary" aria-hidden="true" />
          {t("logbook.site.title")}
        </h2>
        {role && LOGBOOK_PAGE_ROLES.has(role) && (
          <Link
            className="text-sm font-medium text-primary underline"
            to={`/dashboard/logbook?site=${siteId}`}
          >
            {page.data
              ? t("logbook.site.seeAll", { count: page.data.total })
              : t("logbook.site.seeAllNoCount")}
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {page.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("logbook.site.loading")}
          </p>
        ) : page.isError ? (
          <ErrorState message={t("logbook.office.error")} onRetry={() => page.refetch()} />
        ) : page.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("logbook.site.empty")}</p>
        ) : (
          <ul className="space-y-2" aria-label={t("logbook.site.latest")}>
            {page.data.items.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
