import { can } from "@hts/domain";
import type { TSecurityReportFormatCode } from "@hts/domain/security-reports/security-reports.rules";
import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { BarChart3, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { useDeleteSecurityReport } from "../api/delete-security-report.ts";
import { downloadSecurityReportFile } from "../api/download-security-report-file.ts";
import { useExportSecurityReport } from "../api/export-security-report.ts";
import { useFinalizeSecurityReport } from "../api/finalize-security-report.ts";
import { useLoadSecurityReport } from "../api/get-security-report.ts";
import { useSecurityReports } from "../api/get-security-reports.ts";
import { ReportActionDialog } from "../components/report-action-dialog.tsx";
import { SecurityReportCard } from "../components/security-report-card.tsx";
import { SecurityReportForm } from "../components/security-report-form.tsx";

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** 'Rapports de Sécurité': the report form beside the list of reports, their finalization and exports. */
export function SecurityReportsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "security-reports", level: "write" }) : false;
  const canSeeAnalyses = user ? can({ role: user.role, area: "reports", level: "read" }) : false;
  const reports = useSecurityReports();
  const load = useLoadSecurityReport();
  const finalize = useFinalizeSecurityReport();
  const exporter = useExportSecurityReport();
  const remove = useDeleteSecurityReport();
  const [deleting, setDeleting] = useState<TSecurityReport | null>(null);
  const [editing, setEditing] = useState<TSecurityReport | null>(null);
  const [finalizing, setFinalizing] = useState<TSecurityReport | null>(null);
  const [exporting, setExporting] = useState<{ id: string; format: TSecurityReportFormatCode } | null>(null);

  const onEdit = async (report: TSecurityReport) => {
    try {
      // The list leaves signatures out; the form needs the whole report.
      setEditing(await load.mutateAsync({ id: report.id }));
      document.getElementById("security-report-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorText(error, t("securityReports.list.loadError")),
      });
    }
  };

  const onFinalize = async () => {
    if (!finalizing) return;
    try {
      const done = await finalize.mutateAsync({ id: finalizing.id });
      toast({ variant: "success", title: t("securityReports.finalize.done"), description: done.siteName });
      if (editing?.id === done.id) setEditing(null);
      setFinalizing(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorText(error, t("securityReports.finalize.error")),
      });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ variant: "success", title: t("securityReports.delete.done"), description: deleting.siteName });
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorText(error, t("securityReports.delete.error")),
      });
    }
  };

  const onExport = async (report: TSecurityReport, format: TSecurityReportFormatCode) => {
    setExporting({ id: report.id, format });
    try {
      const result = await exporter.mutateAsync({ id: report.id, format });
      toast({ variant: "success", title: t("securityReports.export.done"), description: result.message });
      await downloadSecurityReportFile(result);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("securityReports.export.errorTitle"),
        description: errorText(error, t("securityReports.export.error")),
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("securityReports.title")}
        description={t("securityReports.subtitle")}
        actions={
          canSeeAnalyses && (
            <Button variant="outline" asChild className="w-full sm:w-auto">
              <Link to="/dashboard/reports">
                <BarChart3 aria-hidden="true" />
                {t("securityReports.toAnalyses")}
              </Link>
            </Button>
          )
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        {canWrite && (
          <div id="security-report-form" className="min-w-0 scroll-mt-20">
            <SecurityReportForm editing={editing} onDoneEditing={() => setEditing(null)} />
          </div>
        )}
        <section aria-labelledby="security-reports-list" className="grid min-w-0 gap-4">
          <h2 id="security-reports-list" className="text-lg font-semibold text-foreground">
            {t("securityReports.list.title")}
            {reports.data && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">({reports.data.length})</span>
            )}
          </h2>
          {reports.isPending ? (
            <div role="status" className="grid gap-4">
              <span className="sr-only">{t("common.loading")}</span>
              <div aria-hidden="true" className="h-56 animate-pulse rounded-lg bg-slate-200/70" />
              <div aria-hidden="true" className="h-56 animate-pulse rounded-lg bg-slate-200/70" />
            </div>
          ) : reports.isError ? (
            <ErrorState message={t("securityReports.list.loadError")} onRetry={() => reports.refetch()} />
          ) : reports.data.length === 0 ? (
            <EmptyState
              icon={FileText}
              title={t("securityReports.list.empty")}
              description={t("securityReports.list.emptyHint")}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1" aria-busy={reports.isFetching}>
              {reports.data.map((report) => (
                <li key={report.id} className="min-w-0">
                  <SecurityReportCard
                    report={report}
                    canWrite={canWrite}
                    editing={editing?.id === report.id}
                    exporting={exporting?.id === report.id ? exporting.format : null}
                    onEdit={() => void onEdit(report)}
                    onFinalize={() => setFinalizing(report)}
                    onDelete={() => setDeleting(report)}
                    onExport={(format) => void onExport(report, format)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ReportActionDialog
        action="finalize"
        report={finalizing}
        busy={finalize.isPending}
        onConfirm={() => void onFinalize()}
        onOpenChange={(open) => !open && setFinalizing(null)}
      />
      <ReportActionDialog
        action="delete"
        report={deleting}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
