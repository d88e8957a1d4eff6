import {
  ACCESS_DIRECTIONS,
  ACCESS_POINT_STATUSES,
  type TAccessDirection,
  type TAccessPointStatus,
} from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
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
import { useAccessSites } from "../api/access-api.ts";
import { type UsePointFormParams, usePointForm } from "../lib/use-point-form.ts";
import { PointRuleFields } from "./point-rule-fields.tsx";

/** 'Nouveau point d'accès' and 'Configurer': place, direction, status and the rule. */
export function PointFormDialog(props: UsePointFormParams) {
  const { open, point, onOpenChange } = props;
  const { t } = useTranslation();
  const id = useId();
  const sites = useAccessSites();
  const form = usePointForm(props);
  const { state, set, errors, onSubmit, busy } = form;

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
                <NamedOptions items={sites.data} />
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
          <PointRuleFields id={id} form={form} />
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
