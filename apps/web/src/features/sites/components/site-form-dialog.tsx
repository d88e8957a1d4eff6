import { zodResolver } from "@hookform/resolvers/zod";
import { SITE_TYPES, type TSite, ZSiteCreate, ZSiteStatus } from "@hts/domain";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, fieldAria, translateError } from "@/components/form-field";
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
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateSite } from "../api/create-site.ts";
import { useUpdateSite } from "../api/update-site.ts";
import { SitePositionFields } from "./site-position-fields.tsx";

// One form for both: the status only matters when editing (a new site is always active).
const ZSiteForm = ZSiteCreate.extend({ status: ZSiteStatus });
type FormInput = z.input<typeof ZSiteForm>;
type FormOutput = z.output<typeof ZSiteForm>;

const DEFAULTS: FormInput = {
  name: "",
  address: "",
  type: "commercial",
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  status: "active",
  latitude: null,
  longitude: null,
  geofenceRadius: 200,
};

function valuesOf(site: TSite | null): FormInput {
  if (!site) return DEFAULTS;
  return {
    name: site.name,
    address: site.address,
    type: site.type,
    contactName: site.contactName ?? "",
    contactPhone: site.contactPhone ?? "",
    contactEmail: site.contactEmail ?? "",
    status: site.status,
    latitude: site.latitude,
    longitude: site.longitude,
    geofenceRadius: site.geofenceRadius,
  };
}

export type SiteFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The site to edit; null creates one. */
  site: TSite | null;
};

/** 'Nouveau site' (POST) or 'Modifier le site' (PATCH). */
export function SiteFormDialog({ open, onOpenChange, site }: SiteFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateSite();
  const update = useUpdateSite();
  const busy = create.isPending || update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZSiteForm),
    defaultValues: valuesOf(site),
  });
  const { register, handleSubmit, formState, reset, setError } = form;

  // Each opening starts from the site being edited, or from the spec's defaults.
  useEffect(() => {
    if (open) reset(valuesOf(site));
  }, [open, site, reset]);

  const onSubmit = handleSubmit(async ({ status, ...values }) => {
    try {
      if (site) await update.mutateAsync({ id: site.id, input: { ...values, status } });
      else await create.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, DEFAULTS);
      // The 409 of the plan's site limit is a French sentence from the server: shown as is.
      toast({
        variant: "destructive",
        title: site ? t("sites.form.updateError") : t("sites.form.createError"),
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    toast({
      variant: "success",
      title: site ? t("sites.form.updated") : t("sites.form.created"),
      description: site ? t("sites.form.updatedDescription") : t("sites.form.createdDescription"),
    });
    onOpenChange(false);
  });

  const err = (name: keyof FormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof FormInput) => fieldAria(`${id}-${name}`, err(name));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{site ? t("sites.form.editTitle") : t("sites.form.createTitle")}</DialogTitle>
          <DialogDescription>{t("sites.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label={t("sites.form.name")} required error={err("name")}>
              <Input {...aria("name")} aria-required="true" {...register("name")} />
            </FormField>
            <FormField id={`${id}-type`} label={t("sites.form.type")} required error={err("type")}>
              <Select {...aria("type")} {...register("type")}>
                {SITE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`sites.types.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField id={`${id}-address`} label={t("sites.form.address")} required error={err("address")}>
            <Input
              autoComplete="street-address"
              aria-required="true"
              {...aria("address")}
              {...register("address")}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-contactName`}
              label={t("sites.form.contactName")}
              hint={t("forms.optional")}
              error={err("contactName")}
            >
              <Input autoComplete="off" {...aria("contactName")} {...register("contactName")} />
            </FormField>
            <FormField
              id={`${id}-contactPhone`}
              label={t("sites.form.contactPhone")}
              hint={t("forms.optional")}
              error={err("contactPhone")}
            >
              <Input type="tel" autoComplete="off" {...aria("contactPhone")} {...register("contactPhone")} />
            </FormField>
          </div>
          <FormField
            id={`${id}-contactEmail`}
            label={t("sites.form.contactEmail")}
            hint={t("forms.optional")}
            error={err("contactEmail")}
          >
            <Input type="email" autoComplete="off" {...aria("contactEmail")} {...register("contactEmail")} />
          </FormField>
          <SitePositionFields form={form} idPrefix={id} err={err} />
          {site && (
            <FormField id={`${id}-status`} label={t("sites.form.status")} error={err("status")}>
              <Select {...aria("status")} {...register("status")}>
                <option value="active">{t("sites.status.active")}</option>
                <option value="inactive">{t("sites.status.inactive")}</option>
              </Select>
            </FormField>
          )}
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {site
                ? busy
                  ? t("sites.form.saving")
                  : t("common.save")
                : busy
                  ? t("sites.form.creating")
                  : t("sites.form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
