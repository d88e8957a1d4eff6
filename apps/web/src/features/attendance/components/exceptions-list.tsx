import { mayAtAll } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { formatDateTime } from "@/lib/format-date";
import { usePendingExceptions, useReviewException } from "../api/exceptions-api.ts";

/** The exceptions awaiting review, each with its reason, distance and 'Approuver' / 'Refuser'. */
export function ExceptionsList() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const query = usePendingExceptions();
  const review = useReviewException();
  const canReview = !!user && mayAtAll({ role: user.role, kind: "attendance-event", action: "update" });

  const decide = async (id: string, decision: "approved" | "rejected") => {
    try {
      await review.mutateAsync({ id, decision });
      toast({ title: t("attendance.exceptions.reviewed"), variant: "success" });
    } catch (error) {
      toast({
        title: t("attendance.exceptions.title"),
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("attendance.exceptions.title")}</CardTitle>
        <CardDescription>{t("attendance.exceptions.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState message={t("attendance.timesheets.loadError")} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Spinner />
        ) : query.data.length === 0 ? (
          <EmptyState title={t("attendance.exceptions.empty")} />
        ) : (
          <ul className="grid gap-3">
            {query.data.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="text-sm">
                  <p className="font-medium">
                    {e.agent_name} ·{" "}
                    {t(`attendance.exceptions.kinds.${e.kind}` as "attendance.exceptions.kinds.clock_in")}
                  </p>
                  <p className="text-muted-foreground">
                    {formatDateTime(e.occurred_at, i18n.language)} · {e.site_name}
                    {e.distance_m !== null &&
                      ` · ${t("attendance.exceptions.distance", { distance: e.distance_m })}`}
                  </p>
                  <p>
                    {e.flags
                      .map((f) =>
                        t(`attendance.timesheets.flags.${f}` as "attendance.timesheets.flags.late", f),
                      )
                      .join(", ")}
                    {e.exception_reason && ` — ${t("attendance.exceptions.reason")} : ${e.exception_reason}`}
                  </p>
                </div>
                {canReview && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => void decide(e.id, "approved")}
                      disabled={review.isPending}
                    >
                      {t("attendance.exceptions.approve")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void decide(e.id, "rejected")}
                      disabled={review.isPending}
                    >
                      {t("attendance.exceptions.reject")}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
