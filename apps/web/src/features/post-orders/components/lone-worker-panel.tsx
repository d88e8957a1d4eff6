import { LONE_WORKER_BOUNDS, LONE_WORKER_DEFAULTS } from "@hts/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useLoneWorkerPolicies, useSaveLoneWorkerPolicy } from "../api/post-orders-api.ts";

/** The site's lone-worker (PTI) rule: on or off, interval and grace (decision 086). */
export function LoneWorkerPanel({ siteId, canEdit }: { siteId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const policies = useLoneWorkerPolicies(siteId);
  const save = useSaveLoneWorkerPolicy();
  const sitePolicy = policies.data?.find((p) => p.post === null) ?? null;
  const [enabled, setEnabled] = useState(false);
  const [interval, setInterval] = useState<number>(LONE_WORKER_DEFAULTS.intervalMin);
  const [grace, setGrace] = useState<number>(LONE_WORKER_DEFAULTS.graceMin);

  useEffect(() => {
    setEnabled(sitePolicy?.enabled ?? false);
    setInterval(sitePolicy?.interval_min ?? LONE_WORKER_DEFAULTS.intervalMin);
    setGrace(sitePolicy?.grace_min ?? LONE_WORKER_DEFAULTS.graceMin);
  }, [sitePolicy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        site_id: siteId,
        post: null,
        enabled,
        interval_min: interval,
        grace_min: grace,
      });
      toast({ variant: "success", title: t("postOrders.loneWorker.saved") });
    } catch (caught) {
      toast({ variant: "destructive", title: isApiError(caught) ? caught.message : t("common.error") });
    }
  };

  const posts = policies.data?.filter((p) => p.post !== null) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("postOrders.loneWorker.title")}</CardTitle>
        <CardDescription>{t("postOrders.loneWorker.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <label className="flex items-center gap-2 text-sm sm:col-span-3">
            <input
              type="checkbox"
              className="size-4"
              checked={enabled}
              disabled={!canEdit}
              onChange={(e) => setEnabled(e.target.checked)}
            />
            {t("postOrders.loneWorker.enabled")}
          </label>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-interval`}>{t("postOrders.loneWorker.interval")}</Label>
            <Input
              id={`${id}-interval`}
              type="number"
              min={LONE_WORKER_BOUNDS.intervalMin[0]}
              max={LONE_WORKER_BOUNDS.intervalMin[1]}
              value={interval}
              disabled={!canEdit}
              onChange={(e) => setInterval(Number(e.target.value))}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-grace`}>{t("postOrders.loneWorker.grace")}</Label>
            <Input
              id={`${id}-grace`}
              type="number"
              min={LONE_WORKER_BOUNDS.graceMin[0]}
              max={LONE_WORKER_BOUNDS.graceMin[1]}
              value={grace}
              disabled={!canEdit}
              onChange={(e) => setGrace(Number(e.target.value))}
            />
          </div>
          {canEdit && (
            <Button type="submit" disabled={save.isPending}>
              {t("postOrders.loneWorker.save")}
            </Button>
          )}
        </form>
        {posts.length > 0 && (
          <ul className="mt-4 list-disc pl-5 text-sm text-muted-foreground">
            {posts.map((p) => (
              <li key={p.id}>
                {t("postOrders.loneWorker.postRule", {
                  post: p.post,
                  interval: p.interval_min,
                  grace: p.grace_min,
                  state: p.enabled ? t("postOrders.loneWorker.on") : t("postOrders.loneWorker.offShort"),
                })}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
