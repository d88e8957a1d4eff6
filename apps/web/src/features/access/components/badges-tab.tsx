import { mayAtAll, type TBadge, type TRole } from "@hts/domain";
import { CreditCard, FileDown, IdCard, Pencil, Power, QrCode, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { SearchInput } from "@/components/search-input";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
  downloadBadgeCard,
  useBadges,
  useDeleteBadge,
  useReissueBadge,
  useUpdateBadge,
} from "../api/access-api.ts";
import { BadgeQrDialog } from "./badge-qr-dialog.tsx";

const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
const frenchDay = (day: string) => day.split("-").reverse().join("/");

/** 'Gestion des badges': a card per badge with Modifier and Désactiver/Activer, QR, card, re-issue. */
export function BadgesTab({ role, onEdit }: { role: TRole; onEdit: (badge: TBadge) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const badges = useBadges(q);
  const update = useUpdateBadge();
  const reissue = useReissueBadge();
  const remove = useDeleteBadge();
  const [qrOf, setQrOf] = useState<TBadge | null>(null);
  const canUpdate = mayAtAll({ role, kind: "badge", action: "update" });
  const canDelete = mayAtAll({ role, kind: "badge", action: "delete" });

  const fail = (error: Error) =>
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: error.message || t("access.badges.actionError"),
    });

  const toggle = (badge: TBadge) => {
    const status = badge.status === "Actif" ? "Désactivé" : "Actif";
    update.mutate(
      { id: badge.id, input: { status } },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: status === "Actif" ? t("access.badges.activated") : t("access.badges.deactivated"),
            description: badge.badgeId,
          }),
        onError: fail,
      },
    );
  };
  const onReissue = (badge: TBadge) => {
    if (!window.confirm(t("access.badges.reissueConfirm", { badge: badge.badgeId }))) return;
    reissue.mutate(badge.id, {
      onSuccess: () =>
        toast({ variant: "success", title: t("access.badges.reissued"), description: badge.badgeId }),
      onError: fail,
    });
  };
  const onDelete = (badge: TBadge) => {
    if (!window.confirm(t("access.badges.deleteConfirm", { badge: badge.badgeId }))) return;
    remove.mutate(badge.id, {
      onSuccess: () =>
        toast({ variant: "success", title: t("access.badges.deleted"), description: badge.badgeId }),
      onError: fail,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        label={t("access.badges.searchLabel")}
        placeholder={t("access.badges.searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {badges.isPending ? (
        <CardSkeletons count={3} className="h-40" />
      ) : badges.isError ? (
        <ErrorState message={t("access.badges.loadError")} onRetry={() => badges.refetch()} />
      ) : badges.data.length === 0 ? (
        <EmptyState
          icon={IdCard}
          title={t("access.badges.empty")}
          description={q ? t("access.badges.emptySearch") : t("access.badges.emptyHint")}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={badges.isFetching}>
          {badges.data.map((badge) => {
            const expired = badge.expiryDate !== null && badge.expiryDate < today();
            return (
              <li
                key={badge.id}
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
                data-testid="badge-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold">{badge.holder}</h3>
                    <p className="text-sm text-muted-foreground">
                      {badge.badgeId} · {t(`access.badges.kinds.${badge.holderKind}`)}
                    </p>
                  </div>
                  <StatusPill
                    ok={badge.status === "Actif"}
                    label={t(`access.badges.status.${badge.status}`)}
                  />
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t("access.badges.department")}</dt>
                  <dd>{badge.department ?? "—"}</dd>
                  <dt className="text-muted-foreground">{t("access.badges.expires")}</dt>
                  <dd>
                    {badge.expires ? frenchDay(badge.expires) : t("access.badges.noExpiry")}
                    {expired && (
                      <Badge variant="destructive" className="ml-2">
                        {t("access.badges.expired")}
                      </Badge>
                    )}
                  </dd>
                </dl>
                <div>
                  <Badge variant="outline">
                    {badge.badgeType === "qrcode" ? (
                      <QrCode aria-hidden="true" />
                    ) : (
                      <CreditCard aria-hidden="true" />
                    )}
                    {t(`access.badges.type.${badge.badgeType}`)}
                  </Badge>
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  {canUpdate && (
                    <Button size="sm" variant="outline" onClick={() => onEdit(badge)}>
                      <Pencil aria-hidden="true" />
                      {t("access.badges.edit")}
                    </Button>
                  )}
                  {canUpdate && (
                    <Button size="sm" variant="outline" onClick={() => toggle(badge)}>
                      <Power aria-hidden="true" />
                      {badge.status === "Actif" ? t("access.badges.deactivate") : t("access.badges.activate")}
                    </Button>
                  )}
                  {badge.badgeType === "qrcode" && (
                    <Button size="sm" variant="outline" onClick={() => setQrOf(badge)}>
                      <QrCode aria-hidden="true" />
                      {t("access.badges.qr")}
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => downloadBadgeCard(badge).catch(fail)}>
                    <FileDown aria-hidden="true" />
                    {t("access.badges.card")}
                  </Button>
                  {canUpdate && badge.badgeType === "qrcode" && (
                    <Button size="sm" variant="ghost" onClick={() => onReissue(badge)}>
                      <RefreshCw aria-hidden="true" />
                      {t("access.badges.reissue")}
                    </Button>
                  )}
                  {canDelete && (
                    <Button size="sm" variant="ghost" onClick={() => onDelete(badge)}>
                      <Trash2 aria-hidden="true" />
                      {t("access.badges.delete")}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {qrOf && <BadgeQrDialog badge={qrOf} onOpenChange={(open) => !open && setQrOf(null)} />}
    </div>
  );
}
