import { Check, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { PageSpinner } from "@/components/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { useMarkDemoHandled, usePlatformDemoRequests } from "../api/platform-api.ts";

/** The landing page's demo requests, newest first; each can be marked answered. */
export function DemoRequestsList() {
  const { t, i18n } = useTranslation();
  const requests = usePlatformDemoRequests();
  const mark = useMarkDemoHandled();

  if (requests.isPending) return <PageSpinner />;
  if (requests.isError)
    return <ErrorState message={t("platform.loadError")} onRetry={() => requests.refetch()} />;
  if (requests.data.length === 0) return <EmptyState title={t("platform.noDemoRequests")} />;

  return (
    <ul className="grid gap-3">
      {requests.data.map((r) => (
        <li
          key={r.id}
          data-testid="platform-demo-request"
          className="grid gap-2 rounded-lg border bg-card p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {r.firstName} {r.lastName} · {r.company}
            </p>
            <Badge variant={r.handledAt ? "success" : "warning"}>
              {r.handledAt ? t("platform.handled") : t("platform.toAnswer")}
            </Badge>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <a
              className="inline-flex items-center gap-1 break-all hover:underline"
              href={`mailto:${r.email}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              {r.email}
            </a>
            <a className="inline-flex items-center gap-1 hover:underline" href={`tel:${r.phone}`}>
              <Phone className="size-4" aria-hidden="true" />
              {r.phone}
            </a>
            <span>{t("platform.sitesRange", { range: r.sites })}</span>
            <span>{formatDateTime(r.createdAt, i18n.language)}</span>
          </p>
          {r.message && <p className="text-sm whitespace-pre-line">{r.message}</p>}
          <Button
            size="sm"
            variant={r.handledAt ? "ghost" : "outline"}
            className="justify-self-start"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: r.id, handled: !r.handledAt })}
          >
            <Check aria-hidden="true" />
            {r.handledAt ? t("platform.markOpen") : t("platform.markHandled")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
