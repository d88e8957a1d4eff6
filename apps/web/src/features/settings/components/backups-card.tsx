import { Archive, Download, Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";
import { useCreateBackup } from "../api/create-backup.ts";
import { downloadBackup } from "../api/download-backup.ts";
import { useBackups } from "../api/get-backups.ts";
import { RestoreBackupDialog } from "./restore-backup-dialog.tsx";
import { toastError } from "./server-errors.ts";

const size = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: "unit",
    unit: bytes > 1_000_000 ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(bytes > 1_000_000 ? bytes / 1_000_000 : bytes / 1000);

/** The company's backups: make one now, download or restore each. */
export function BackupsCard() {
  const { t, i18n } = useTranslation();
  const backups = useBackups();
  const create = useCreateBackup();
  const [restoring, setRestoring] = useState<{ id: string; date: string } | null>(null);
  return (
    <Card>
      <RestoreBackupDialog backup={restoring} onClose={() => setRestoring(null)} />
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle>{t("settings.system.backupsTitle")}</CardTitle>
        <Button
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => toast({ title: t("settings.system.backupDone"), variant: "success" }),
              onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
            })
          }
        >
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Archive aria-hidden="true" />
          )}
          {t("settings.system.backupNow")}
        </Button>
      </CardHeader>
      <CardContent>
        {backups.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void backups.refetch()} />
        ) : backups.data && backups.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.system.backupsEmpty")}</p>
        ) : (
          <ul className="grid gap-2">
            {(backups.data ?? []).map((b) => {
              const date = formatDateTime(b.created_at, i18n.language);
              return (
                <li
                  key={b.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                >
                  <span className="font-medium">{date}</span>
                  <span className="text-muted-foreground">{size(b.size_bytes, i18n.language)}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("settings.system.downloadLabel", { date })}
                    onClick={async () => {
                      try {
                        saveBlob({ blob: await downloadBackup(b.id), fileName: b.id });
                      } catch (e) {
                        toastError(t("settings.errorTitle"), e, t("common.genericError"));
                      }
                    }}
                  >
                    <Download aria-hidden="true" />
                    {t("settings.system.download")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("settings.system.restoreLabel", { date })}
                    onClick={() => setRestoring({ id: b.id, date })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t("settings.system.restore")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
