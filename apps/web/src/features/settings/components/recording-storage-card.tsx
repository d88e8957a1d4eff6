import { useTranslation } from "react-i18next";
import { CardSkeletons, ErrorState } from "@/components/list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecordingStorage } from "../api/recording-storage.ts";
import { CameraRetentionRow } from "./camera-retention-row.tsx";
import { RecordingQuotaForm } from "./recording-quota-form.tsx";
import { formatBytes } from "./recording-size.ts";

/**
 * Space of the cameras' recordings (issue 30, decision 114): the disk's free space, what the company
 * uses against its quota, the evidence clips kept apart, and each camera's use and retention. Admins
 * change the quota and retentions; managers read them.
 */
export function RecordingStorageCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const storage = useRecordingStorage();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const data = storage.data;
  return (
    <Card data-testid="recording-storage">
      <CardHeader>
        <CardTitle>{t("settings.recording.title")}</CardTitle>
        <CardDescription>{t("settings.recording.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {storage.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void storage.refetch()} />
        ) : !data ? (
          <CardSkeletons count={1} className="h-32" />
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">{t("settings.recording.disk")}</dt>
                <dd className="font-medium" data-testid="recording-disk">
                  {data.freeBytes === null || data.totalBytes === null
                    ? t("settings.recording.diskUnreadable")
                    : t("settings.recording.diskFree", {
                        free: size(data.freeBytes),
                        total: size(data.totalBytes),
                        min: size(data.minFreeBytes),
                      })}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("settings.recording.used")}</dt>
                <dd className="font-medium" data-testid="recording-used">
                  {data.quotaMb === null
                    ? size(data.usedBytes)
                    : t("settings.recording.usedOfQuota", {
                        used: size(data.usedBytes),
                        quota: size(data.quotaMb * 1024 ** 2),
                      })}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("settings.recording.evidence")}</dt>
                <dd className="font-medium">{size(data.evidenceBytes)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("settings.recording.defaultRetention")}</dt>
                <dd className="font-medium">
                  {t("settings.recording.days", { count: data.defaultRetentionDays })}
                </dd>
              </div>
            </dl>
            <RecordingQuotaForm key={String(data.quotaMb)} quotaMb={data.quotaMb} canEdit={canEdit} />
            <h3 className="text-sm font-semibold">{t("settings.recording.cameras")}</h3>
            {data.cameras.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("settings.recording.noCamera")}</p>
            ) : (
              <ul className="grid gap-3">
                {data.cameras.map((camera) => (
                  <CameraRetentionRow
                    key={`${camera.id}-${camera.retentionDays}-${camera.quotaMb}`}
                    camera={camera}
                    defaultRetentionDays={data.defaultRetentionDays}
                    canEdit={canEdit}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
