import type { TAccessDirection, TAccessPoint, TAccessPointStatus } from "@hts/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useCreateAccessPoint, useUpdateAccessPoint } from "../api/access-api.ts";

export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type PointFormState = {
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

const fromPoint = (p: TAccessPoint | null): PointFormState => ({
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

const toInput = (state: PointFormState) => ({
  name: state.name,
  siteId: state.siteId,
  location: state.location,
  direction: state.direction,
  zone: state.zone,
  status: state.status,
  rule: {
    departments: state.departments
      .split(",")
      .map((d) => d.trim())
      .filter(Boolean),
    badgeIds: state.badgeIds,
    days: state.days,
    from: state.from || null,
    to: state.to || null,
  },
});

export type UsePointFormParams = {
  open: boolean;
  point: TAccessPoint | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: { name: string; readerKey: string }) => void;
};

/** The access point form's state and its save: required fields first, then a 422 shown under each field. */
export function usePointForm({ open, point, onOpenChange, onCreated }: UsePointFormParams) {
  const { t } = useTranslation();
  const create = useCreateAccessPoint();
  const update = useUpdateAccessPoint();
  const [state, setState] = useState<PointFormState>(fromPoint(point));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (open) {
      setState(fromPoint(point));
      setErrors({});
    }
  }, [open, point]);

  const set = <K extends keyof PointFormState>(key: K, value: PointFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!state.name.trim()) missing.name = t("forms.required");
    if (!state.siteId) missing.siteId = t("forms.required");
    if (!state.location.trim()) missing.location = t("forms.required");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const input = toInput(state);
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
      const found = serverFieldErrors(error, state);
      if (found.length > 0) setErrors(Object.fromEntries(found));
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("access.pointForm.error"),
      });
    }
  };

  return { state, set, errors, onSubmit, busy: create.isPending || update.isPending };
}

export type PointForm = ReturnType<typeof usePointForm>;
