import type { TAlarm } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { useTakeAlarm } from "../api/alarm-workflow.ts";
import { useResolveAlarm } from "../api/resolve-alarm.ts";

/** 'Prendre en charge' and 'Résoudre' on an alarm, each with its toast and the id being sent. */
export function useAlarmActions() {
  const { t } = useTranslation();
  const resolve = useResolveAlarm();
  const take = useTakeAlarm();
  const failed = (error: Error) =>
    toast({ variant: "destructive", title: t("common.error"), description: error.message });

  const onTake = (alarm: TAlarm) =>
    take.mutate(
      { id: alarm.id },
      {
        onSuccess: (taken) =>
          toast({
            variant: "success",
            title: t("alarms.taken"),
            description: t("alarms.takenDescription", { title: taken.title }),
          }),
        onError: failed,
      },
    );

  const onResolve = (alarm: TAlarm) =>
    resolve.mutate(
      { id: alarm.id },
      {
        onSuccess: (resolved) =>
          toast({
            variant: "success",
            title: t("alarms.resolved"),
            description: t("alarms.resolvedDescription", { title: resolved.title }),
          }),
        onError: failed,
      },
    );

  return {
    onTake,
    onResolve,
    takingId: take.isPending ? take.variables?.id : undefined,
    resolvingId: resolve.isPending ? resolve.variables?.id : undefined,
  };
}
