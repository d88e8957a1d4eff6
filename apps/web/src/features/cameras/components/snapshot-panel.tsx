import type { TCameraSnapshot, TSnapshotAttach } from "@hts/domain";
import { format, parseISO } from "date-fns";
import { Download, Paperclip } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { dateLocale } from "@/lib/date-locale";
import { formatDateTime } from "@/lib/format-date";
import { useAttachSnapshot } from "../api/attach-snapshot.ts";
import { downloadSnapshot, useSnapshotImage } from "../api/get-snapshot-image.ts";
import { useSnapshotTargets } from "../api/get-snapshot-targets.ts";

const day = (value: string, language: string) =>
  format(parseISO(value), "d MMM yyyy", { locale: dateLocale(language) });

/** Encodes a target in one select value: "alarm:<id>" or "report:<id>:<incident index>". */
function parseTarget(value: string): TSnapshotAttach | null {
  const [kind, id, index] = value.split(":");
  if (kind === "alarm" && id) return { alarmId: id };
  if (kind === "report" && id) return { securityReportId: id, incidentIndex: Number(index) };
  return null;
}

/** The picture just taken: preview, download, and attachment to an alarm or a report incident. */
export function SnapshotPanel({ snapshot }: { snapshot: TCameraSnapshot }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const image = useSnapshotImage(snapshot);
  const targets = useSnapshotTargets(snapshot.siteId, true);
  const attach = useAttachSnapshot();
  const [target, setTarget] = useState("");
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const submit = () => {
    const input = parseTarget(target);
    if (!input) return;
    attach.mutate(
      { id: snapshot.id, input },
      {
        onSuccess: () => {
          setTarget("");
          toast({ variant: "success", title: t("cameras.snapshot.attached") });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );
  };
  const attachedTo = snapshot.alarmId
    ? t("cameras.snapshot.onAlarm")
    : snapshot.securityReportId
      ? t("cameras.snapshot.onReport")
      : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-3 rounded-md border border-border p-3 sm:grid-cols-[12rem_1fr]"
      data-testid="snapshot-panel"
    >
      <div className="aspect-video overflow-hidden rounded bg-muted">
        {url && (
          <img
            src={url}
            alt={t("cameras.snapshot.alt", { name: snapshot.cameraName })}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="grid content-start gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t("cameras.snapshot.title")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(snapshot.takenAt, i18n.language)}
          {snapshot.width && snapshot.height ? ` · ${snapshot.width}×${snapshot.height}` : ""}
          {attachedTo ? ` · ${attachedTo}` : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadSnapshot({ snapshot, blob: image.data })}
          >
            <Download aria-hidden="true" />
            {t("cameras.snapshot.download")}
          </Button>
        </div>
        <div className="grid gap-1.5 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-target`}>{t("cameras.snapshot.attachTo")}</Label>
            <Select id={`${id}-target`} value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">
                {targets.isPending
                  ? t("cameras.snapshot.loadingTargets")
                  : t("cameras.snapshot.chooseTarget")}
              </option>
              {(targets.data?.alarms.length ?? 0) > 0 && (
                <optgroup label={t("cameras.snapshot.alarms")}>
                  {targets.data?.alarms.map((alarm) => (
                    <option key={alarm.id} value={`alarm:${alarm.id}`}>
                      {alarm.title}
                    </option>
                  ))}
                </optgroup>
              )}
              {targets.data?.reports.map((report) => (
                <optgroup
                  key={report.id}
                  label={t("cameras.snapshot.report", {
                    from: day(report.periodStart, i18n.language),
                    to: day(report.periodEnd, i18n.language),
                  })}
                >
                  {report.incidents.map((description, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an incident is identified by its position in the report.
                    <option key={`${report.id}-${index}`} value={`report:${report.id}:${index}`}>
                      {t("cameras.snapshot.incident", {
                        n: index + 1,
                        description: description.slice(0, 60),
                      })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </div>
          <Button size="sm" onClick={submit} disabled={!target || attach.isPending}>
            <Paperclip aria-hidden="true" />
            {t("cameras.snapshot.attach")}
          </Button>
        </div>
        {targets.data && targets.data.alarms.length === 0 && targets.data.reports.length === 0 && (
          <p className="text-xs text-muted-foreground">{t("cameras.snapshot.noTargets")}</p>
        )}
      </div>
    </section>
  );
}
