import { mayAtAll, type TAccessPoint, type TRole } from "@hts/domain";
import { DoorOpen, History, KeyRound, Plus, Settings2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { StatusPill } from "@/components/status-pill";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useAccessPoints, useDeleteAccessPoint, useRegenerateReaderKey } from "../api/access-api.ts";
import { PointFormDialog } from "./point-form-dialog.tsx";
import { ReaderKeyDialog } from "./reader-key-dialog.tsx";

/** 'Points d'accès': a card per point with Configurer and Historique, and its reader key. */
export function PointsTab({ role, onHistory }: { role: TRole; onHistory: (point: TAccessPoint) => void }) {
  const { t, i18n } = useTranslation();
  const points = useAccessPoints();
  const regenerate = useRegenerateReaderKey();
  const remove = useDeleteAccessPoint();
  const [rekeying, setRekeying] = useState<TAccessPoint | null>(null);
  const [deleting, setDeleting] = useState<TAccessPoint | null>(null);
  const [editing, setEditing] = useState<TAccessPoint | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [shownKey, setShownKey] = useState<{ name: string; readerKey: string } | null>(null);
  const canCreate = mayAtAll({ role, kind: "access-point", action: "create" });
  const canUpdate = mayAtAll({ role, kind: "access-point", action: "update" });
  const canDelete = mayAtAll({ role, kind: "access-point", action: "delete" });
  const showError = (error: Error) =>
    toast({ variant: "destructive", title: t("common.error"), description: error.message });

  const ruleText = (p: TAccessPoint) => {
    const parts: string[] = [];
    if (p.rule.departments.length)
      parts.push(t("access.points.ruleDepartments", { list: p.rule.departments.join(", ") }));
    if (p.rule.badgeIds.length) parts.push(t("access.points.ruleBadges", { count: p.rule.badgeIds.length }));
    if (p.rule.days.length < 7)
      parts.push(
        t("access.points.ruleDays", {
          list: p.rule.days.map((d) => t(`access.days.${d}` as "access.days.1")).join(", "),
        }),
      );
    if (p.rule.from && p.rule.to)
      parts.push(t("access.points.ruleHours", { from: p.rule.from, to: p.rule.to }));
    return parts.length ? parts.join(" · ") : t("access.points.ruleOpen");
  };

  const onNewKey = (point: TAccessPoint) => {
    regenerate.mutate(point.id, {
      onSuccess: (p) => {
        setRekeying(null);
        setShownKey({ name: p.name, readerKey: p.readerKey });
      },
      onError: showError,
    });
  };

  const onDelete = (point: TAccessPoint) => {
    remove.mutate(point.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t("access.points.deleted", { name: point.name }) });
      },
      onError: showError,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {canCreate && (
        <div>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            {t("access.points.add")}
          </Button>
        </div>
      )}
      {points.isPending ? (
        <CardSkeletons count={3} className="h-40" />
      ) : points.isError ? (
        <ErrorState message={t("access.points.loadError")} onRetry={() => points.refetch()} />
      ) : points.data.length === 0 ? (
        <EmptyState
          icon={DoorOpen}
          title={t("access.points.empty")}
          description={t("access.points.emptyHint")}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {points.data.map((point) => (
            <li
              key={point.id}
              className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
              data-testid="access-point-card"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="truncate font-semibold">{point.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {point.site} · {point.location}
                  </p>
                </div>
                <StatusPill ok={point.status === "Actif"} label={t(`access.points.status.${point.status}`)} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t("access.pointForm.direction")}</dt>
                <dd>{t(`access.points.direction.${point.direction}`)}</dd>
                <dt className="text-muted-foreground">{t("access.points.lastActivity")}</dt>
                <dd>
                  {point.lastActivity
                    ? formatDateTime(point.lastActivity, i18n.language)
                    : t("access.points.never")}
                </dd>
                <dt className="text-muted-foreground">{t("access.points.rule")}</dt>
                <dd>{ruleText(point)}</dd>
              </dl>
              <div className="mt-auto flex flex-wrap gap-2">
                {canUpdate && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setEditing(point);
                      setFormOpen(true);
                    }}
                  >
                    <Settings2 aria-hidden="true" />
                    {t("access.points.configure")}
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => onHistory(point)}>
                  <History aria-hidden="true" />
                  {t("access.points.history")}
                </Button>
                {canUpdate && (
                  <Button size="sm" variant="ghost" onClick={() => setRekeying(point)}>
                    <KeyRound aria-hidden="true" />
                    {t("access.points.newKey")}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(point)}
                    aria-label={t("access.points.deleteLabel", { name: point.name })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t("access.points.delete")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PointFormDialog open={formOpen} point={editing} onOpenChange={setFormOpen} onCreated={setShownKey} />
      {shownKey && <ReaderKeyDialog {...shownKey} onClose={() => setShownKey(null)} />}
      <ConfirmDialog
        open={rekeying !== null}
        title={t("access.points.newKey")}
        description={t("access.points.newKeyConfirm", { name: rekeying?.name ?? "" })}
        confirmLabel={t("access.points.newKey")}
        busyLabel={t("access.points.newKeyBusy")}
        busy={regenerate.isPending}
        onConfirm={() => rekeying && onNewKey(rekeying)}
        onOpenChange={(open) => !open && setRekeying(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("access.points.deleteTitle")}
        description={t("access.points.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("access.points.delete")}
        busyLabel={t("access.points.deleting")}
        busy={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
