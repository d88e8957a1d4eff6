import {
  ACCESS_DIRECTIONS,
  ACCESS_POINT_STATUSES,
  type TAccessDirection,
  type TAccessPoint,
  type TAccessPointStatus,
} from "@hts/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useAccessSites, useBadges, useCreateAccessPoint, useUpdateAccessPoint } from "../api/access-api.ts";

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type State = {
  name: string;
  siteId: string;
  location: string;
  direction: TAccessDirection;
  zone: string;
  status: TAccessPointStatus;
  departments: string;
  badgeIds: string[];
  days: number[];
  from: string;
  to: string;
};

const fromPoint = (p: TAccessPoint | null): State => ({
  name: p?.name ?? "",
  siteId: p?.siteId ?? "",
  location: p?.location ?? "",
  direction: p?.direction ?? "entrée",
  zone: p?.zone ?? "",
  status: p?.status ?? "Actif",
  departments: p?.rule.departments.join(", ") ?? "",
  badgeIds: p?.rule.badgeIds ?? [],
  days: p?.rule.days ?? [...DAYS],
  from: p?.rule.from ?? "",
  to: p?.rule.to ?? "",
});

/** 'Nouveau point d'accès' and 'Configurer': place, direction, status and the rule. */
export function PointFormDialog({
  open,
  point,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  point: TAccessPoint | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: { name: string; readerKey: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sites = useAccessSites();
  const badges = useBadges("");
  const create = useCreateAccessPoint();
  const update = useUpdateAccessPoint();
  const busy = create.isPending || update.isPending;
  const [state, setState] = useState<State>(fromPoint(point));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (open) {
      setState(fromPoint(point));
      setErrors({});
    }
  }, [open, point]);

  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!state.name.trim()) missing.name = t("forms.required");
    if (!state.siteId) missing.siteId = t("forms.required");
    if (!state.location.trim()) missing.location = t("forms.required");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const rule = {
      departments: state.departments
        .split(",")
        .map((d) => d.trim())
        .filter(Boolean),
      badgeIds: state.badgeIds,
      days: state.days,
      from: state.from || null,
      to: state.to || null,
    };
    const input = {
      name: state.name,
      siteId: state.siteId,
      location: state.location,
      direction: state.direction,
      zone: state.zone,
      status: state.status,
      rule,
    };
    try {
      if (point) {
        await update.mutateAsync({ id: point.id, input });
        toast({ variant: "success", title: t("access.pointForm.updated"), description: state.name });
      } else {
        const created = await create.mutateAsync(input);
        toast({ variant: "success", title: t("access.pointForm.created"), description: state.name });
        onCreated({ name: created.name, readerKey: created.readerKey });
      }
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.detail)) {
        const found: Record<string, string> = {};
        for (const item of error.detail as { loc?: unknown[]; msg?: string }[]) {
          const name = item.loc?.at(-1);
          if (typeof name === "string" && item.msg) found[name] = item.msg;
        }
        setErrors(found);
      }
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("access.pointForm.error"),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] grid-cols-1 overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {point ? t("access.pointForm.editTitle") : t("access.pointForm.createTitle")}
          </DialogTitle>
          <DialogDescription>{t("access.subtitle")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label={t("access.pointForm.name")} required error={errors.name}>
              <Input
                id={`${id}-name`}
                value={state.name}
                onChange={(e) => set("name", e.target.value)}
                aria-required="true"
              />
            </FormField>
            <FormField id={`${id}-site`} label={t("access.pointForm.site")} required error={errors.siteId}>
              <Select
                id={`${id}-site`}
                value={state.siteId}
                onChange={(e) => set("siteId", e.target.value)}
                aria-required="true"
              >
                <option value="">{t("access.pointForm.chooseSite")}</option>
                {sites.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField
            id={`${id}-location`}
            label={t("access.pointForm.location")}
            required
            error={errors.location}
          >
            <Input
              id={`${id}-location`}
              value={state.location}
              onChange={(e) => set("location", e.target.value)}
              aria-required="true"
            />
          </FormField>
          <FormField
            id={`${id}-zone`}
            label={t("access.pointForm.zone")}
            hint={t("access.pointForm.zoneHint")}
          >
            <Input
              id={`${id}-zone`}
              value={state.zone}
              maxLength={80}
              onChange={(e) => set("zone", e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-direction`} label={t("access.pointForm.direction")}>
              <Select
                id={`${id}-direction`}
                value={state.direction}
                onChange={(e) => set("direction", e.target.value as TAccessDirection)}
              >
                {ACCESS_DIRECTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`access.points.direction.${d}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-status`} label={t("access.pointForm.status")}>
              <Select
                id={`${id}-status`}
                value={state.status}
                onChange={(e) => set("status", e.target.value as TAccessPointStatus)}
              >
                {ACCESS_POINT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`access.points.status.${s}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <fieldset className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-semibold">{t("access.pointForm.ruleTitle")}</legend>
            <FormField
              id={`${id}-departments`}
              label={t("access.pointForm.departments")}
              hint={t("access.pointForm.departmentsHint")}
              error={errors.departments}
            >
              <Input
                id={`${id}-departments`}
                value={state.departments}
                onChange={(e) => set("departments", e.target.value)}
              />
            </FormField>
            <FormField id={`${id}-badges`} label={t("access.pointForm.badges")}>
              <Select
                id={`${id}-badges`}
                multiple
                className="h-28"
                value={state.badgeIds}
                onChange={(e) =>
                  set(
                    "badgeIds",
                    [...e.target.selectedOptions].map((o) => o.value),
                  )
                }
              >
                {badges.data?.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.badgeId} — {b.holder}
                  </option>
                ))}
              </Select>
            </FormField>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium">{t("access.pointForm.days")}</legend>
              <div className="flex flex-wrap gap-2">
                {DAYS.map((day) => (
                  <label
                    key={day}
                    className="flex items-center gap-1.5 rounded border border-input px-2 py-1 text-sm"
                  >
                    <input
                      type="checkbox"
                      checked={state.days.includes(day)}
                      onChange={(e) =>
                        set(
                          "days",
                          e.target.checked
                            ? [...state.days, day].sort()
                            : state.days.filter((d) => d !== day),
                        )
                      }
                    />
                    {t(`access.days.${day}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <FormField id={`${id}-from`} label={t("access.pointForm.from")} error={errors.from}>
                <Input
                  id={`${id}-from`}
                  type="time"
                  value={state.from}
                  onChange={(e) => set("from", e.target.value)}
                />
              </FormField>
              <FormField id={`${id}-to`} label={t("access.pointForm.to")} error={errors.to}>
                <Input
                  id={`${id}-to`}
                  type="time"
                  value={state.to}
                  onChange={(e) => set("to", e.target.value)}
                />
              </FormField>
            </div>
            <p className="text-xs text-muted-foreground">{t("access.pointForm.hoursHint")}</p>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("access.pointForm.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? t("access.pointForm.saving")
                : point
                  ? t("access.pointForm.save")
                  : t("access.pointForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
