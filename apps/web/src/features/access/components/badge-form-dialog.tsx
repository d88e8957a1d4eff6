import { BADGE_TYPES } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
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
import { type BadgeInput, type UseBadgeFormParams, useBadgeForm } from "../lib/use-badge-form.ts";
import { BadgeHolderFields } from "./badge-holder-fields.tsx";

/** 'Nouveau badge' (choice of QR Code or NFC) and 'Modifier'. */
export function BadgeFormDialog(props: UseBadgeFormParams) {
  const { open, badge, onOpenChange } = props;
  const { t } = useTranslation();
  const id = useId();
  const badgeForm = useBadgeForm(props);
  const { form, onSubmit, busy } = badgeForm;
  const { register, formState, watch } = form;
  const badgeType = watch("badgeType");
  const err = (name: keyof BadgeInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof BadgeInput) => fieldAria(`${id}-${name}`, err(name));
  const optional = t("access.badgeForm.optional");

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {badge ? t("access.badgeForm.editTitle") : t("access.badgeForm.createTitle")}
          </DialogTitle>
          <DialogDescription>{t("access.badgeForm.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{t("access.badgeForm.badgeType")}</legend>
            <div className="grid grid-cols-2 gap-2">
              {BADGE_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                >
                  <input type="radio" value={type} {...register("badgeType")} />
                  {t(`access.badges.type.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-badgeId`}
              label={t("access.badgeForm.badgeId")}
              required
              error={err("badgeId")}
            >
              <Input aria-required="true" {...aria("badgeId")} {...register("badgeId")} />
            </FormField>
            <FormField
              id={`${id}-holderName`}
              label={t("access.badgeForm.holderName")}
              required
              error={err("holderName")}
            >
              <Input aria-required="true" {...aria("holderName")} {...register("holderName")} />
            </FormField>
          </div>
          <BadgeHolderFields id={id} badgeForm={badgeForm} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-department`}
              label={t("access.badgeForm.department")}
              hint={optional}
              error={err("department")}
            >
              <Input {...aria("department")} {...register("department")} />
            </FormField>
            <FormField
              id={`${id}-expiryDate`}
              label={t("access.badgeForm.expiryDate")}
              hint={optional}
              error={err("expiryDate")}
            >
              <Input type="date" {...aria("expiryDate")} {...register("expiryDate")} />
            </FormField>
          </div>
          {badgeType === "nfc" && (
            <FormField
              id={`${id}-nfcUid`}
              label={t("access.badgeForm.nfcUid")}
              required
              error={err("nfcUid")}
            >
              <Input
                aria-required="true"
                placeholder={t("access.badgeForm.nfcUidHint")}
                autoComplete="off"
                {...aria("nfcUid")}
                {...register("nfcUid")}
              />
            </FormField>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("access.badgeForm.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? t("access.badgeForm.saving")
                : badge
                  ? t("access.badgeForm.save")
                  : t("access.badgeForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
