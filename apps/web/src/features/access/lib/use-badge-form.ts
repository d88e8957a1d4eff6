import { zodResolver } from "@hookform/resolvers/zod";
import { type TBadge, ZBadgeCreate } from "@hts/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/toast-store";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateBadge, useHolders, useUpdateBadge } from "../api/access-api.ts";

export type BadgeInput = z.input<typeof ZBadgeCreate>;
type BadgeOutput = z.output<typeof ZBadgeCreate>;

// Spec part 2, section 5: badge number and holder name required, type qrcode by default.
const EMPTY: BadgeInput = {
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

const fromBadge = (b: TBadge): BadgeInput => ({
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

export type UseBadgeFormParams = {
  open: boolean;
  /** The badge to edit; null creates one. */
  badge: TBadge | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * The badge form and its save. Linking the badge to an agent or a user fills the holder's name when it is
 * empty and sets the holder kind; unlinking falls back to 'employee'.
 */
export function useBadgeForm({ open, badge, onOpenChange }: UseBadgeFormParams) {
  const { t } = useTranslation();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const holders = useHolders({ enabled: open });
  const form = useForm<BadgeInput, unknown, BadgeOutput>({
    resolver: zodResolver(ZBadgeCreate),
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset, setError, watch, setValue } = form;
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

  return { form, holders: holders.data, link, onLink, onSubmit, busy: create.isPending || update.isPending };
}

export type BadgeForm = ReturnType<typeof useBadgeForm>;
