import { zodResolver } from "@hookform/resolvers/zod";
import { BADGE_TYPES, HOLDER_KINDS, type TBadge, ZBadgeCreate } from "@hts/domain";
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
import { useCreateBadge, useHolders, useUpdateBadge } from "../api/access-api.ts";

type FormInput = z.input<typeof ZBadgeCreate>;
type FormOutput = z.output<typeof ZBadgeCreate>;

// Spec part 2, section 5: badge number and holder name required, type qrcode by default.
const EMPTY: FormInput = {
  badgeId: "",
  holderName: "",
  department: "",
  badgeType: "qrcode",
  expiryDate: "",
  holderKind: "employee",
  agentId: null,
  userId: null,
  nfcUid: "",
};

const fromBadge = (b: TBadge): FormInput => ({
  badgeId: b.badgeId,
  holderName: b.holderName,
  department: b.department ?? "",
  badgeType: b.badgeType,
  expiryDate: b.expiryDate ?? "",
  holderKind: b.holderKind,
  agentId: b.agentId,
  userId: b.userId,
  nfcUid: b.nfcUid ?? "",
});

/** 'Nouveau badge' (choice of QR Code or NFC) and 'Modifier'. */
export function BadgeFormDialog({
  open,
  badge,
  onOpenChange,
}: {
  open: boolean;
  /** The badge to edit; null creates one. */
  badge: TBadge | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const holders = useHolders({ enabled: open });
  const busy = create.isPending || update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZBadgeCreate),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = form;
  const badgeType = watch("badgeType");
  const agentId = watch("agentId");
  const userId = watch("userId");
  const link = agentId ? `agent:${agentId}` : userId ? `user:${userId}` : "";

  useEffect(() => {
    if (open) reset(badge ? fromBadge(badge) : EMPTY);
  }, [open, badge, reset]);

  const onLink = (value: string) => {
    const [kind, ref] = value.split(":");
    setValue("agentId", kind === "agent" ? (ref ?? null) : null);
    setValue("userId", kind === "user" ? (ref ?? null) : null);
    const chosen = holders.data?.find((h) => h.id === ref);
    if (chosen && !form.getValues("holderName")) setValue("holderName", chosen.name);
    if (kind === "agent" || kind === "user") setValue("holderKind", kind);
    else if (form.getValues("holderKind") === "agent" || form.getValues("holderKind") === "user")
      setValue("holderKind", "employee");
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (badge) await update.mutateAsync({ id: badge.id, input: values });
      else await create.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, EMPTY);
      toast({
        variant: "destructive",
        title: t("common.error"),
        description:
          error instanceof Error && error.message ? error.message : t("access.badgeForm.createError"),
      });
      return;
    }
    toast({
      variant: "success",
      title: badge ? t("access.badgeForm.updated") : t("access.badgeForm.created"),
      description: `${values.badgeId} — ${values.holderName}`,
    });
    onOpenChange(false);
  });

  const err = (name: keyof FormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof FormInput) => fieldAria(`${id}-${name}`, err(name));
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
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-link`} label={t("access.badgeForm.linkTo")} hint={optional}>
              <Select id={`${id}-link`} value={link} onChange={(e) => onLink(e.target.value)}>
                <option value="">{t("access.badgeForm.noLink")}</option>
                <optgroup label={t("access.badgeForm.agentGroup")}>
                  {holders.data
                    ?.filter((h) => h.kind === "agent")
                    .map((h) => (
                      <option key={h.id} value={`agent:${h.id}`}>
                        {h.name}
                      </option>
                    ))}
                </optgroup>
                <optgroup label={t("access.badgeForm.userGroup")}>
                  {holders.data
                    ?.filter((h) => h.kind === "user")
                    .map((h) => (
                      <option key={h.id} value={`user:${h.id}`}>
                        {h.name}
                      </option>
                    ))}
                </optgroup>
              </Select>
            </FormField>
            <FormField
              id={`${id}-holderKind`}
              label={t("access.badgeForm.holderKind")}
              error={err("holderKind")}
            >
              <Select {...aria("holderKind")} {...register("holderKind")} disabled={Boolean(link)}>
                {HOLDER_KINDS.filter((k) => (link ? true : k === "employee" || k === "visitor")).map((k) => (
                  <option key={k} value={k}>
                    {t(`access.badges.kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
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
