import { mayAtAll } from "@hts/domain";
import { Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-context";
import { cn } from "@/lib/cn";
import { usePostOrder, usePostOrderSites, usePostOrders } from "../api/post-orders-api.ts";
import { AcknowledgementsPanel } from "../components/acknowledgements-panel.tsx";
import { LoneWorkerPanel } from "../components/lone-worker-panel.tsx";
import { PostOrderForm } from "../components/post-order-form.tsx";
import { PostOrderVersions } from "../components/post-order-versions.tsx";

/**
 * 'Consignes': per site, its post orders (whole site or per post), their versions and who has read
 * them; managers publish new versions. The site's lone-worker rule sits below (decision 086).
 */
export function PostOrdersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = user?.role ?? "agent";
  const canWrite = mayAtAll({ role, kind: "post-order", action: "create" });
  const canEditPti = mayAtAll({ role, kind: "lone-worker-policy", action: "update" });
  const selectId = useId();
  const sites = usePostOrderSites();
  const [siteId, setSiteId] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const [writing, setWriting] = useState<"new" | "version" | null>(null);
  const orders = usePostOrders(siteId);
  const detail = usePostOrder(selected);

  useEffect(() => {
    if (!siteId && sites.data?.[0]) setSiteId(sites.data[0].id);
  }, [siteId, sites.data]);

  const chooseSite = (id: string) => {
    setSiteId(id);
    setSelected(null);
    setWriting(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("postOrders.title")}
        description={t("postOrders.description")}
        actions={
          canWrite && siteId ? (
            <Button onClick={() => setWriting("new")}>
              <Plus aria-hidden="true" className="size-4" />
              {t("postOrders.new")}
            </Button>
          ) : undefined
        }
      />
      <div className="max-w-sm space-y-1.5">
        <Label htmlFor={selectId}>{t("postOrders.site")}</Label>
        <Select id={selectId} value={siteId} onChange={(e) => chooseSite(e.target.value)}>
          {(sites.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t("postOrders.title")} className="space-y-2">
          {orders.isPending && siteId ? <Spinner /> : null}
          {orders.data?.length === 0 && <EmptyState title={t("postOrders.empty")} />}
          {orders.data?.map((o) => (
            <button
              key={o.id}
              type="button"
              aria-current={o.id === selected ? "true" : undefined}
              onClick={() => {
                setSelected(o.id);
                setWriting(null);
              }}
              className={cn(
                "w-full rounded-md border border-border p-3 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                o.id === selected && "border-primary bg-accent",
              )}
            >
              <span className="block font-medium">{o.title}</span>
              <span className="text-xs text-muted-foreground">
                {o.post ?? t("postOrders.wholeSite")} · {t("postOrders.version", { n: o.current_version })}
              </span>
            </button>
          ))}
        </nav>
        <div className="space-y-6">
          {writing && siteId && (
            <Card>
              <CardHeader>
                <CardTitle>{writing === "new" ? t("postOrders.new") : t("postOrders.newVersion")}</CardTitle>
              </CardHeader>
              <CardContent>
                <PostOrderForm
                  key={`${writing}-${selected}`}
                  siteId={siteId}
                  order={writing === "version" ? (detail.data ?? null) : null}
                  onDone={(id) => {
                    setSelected(id);
                    setWriting(null);
                  }}
                />
                <Button variant="ghost" className="mt-2" onClick={() => setWriting(null)}>
                  {t("postOrders.cancel")}
                </Button>
              </CardContent>
            </Card>
          )}
          {detail.data && !writing && (
            <>
              {canWrite && (
                <Button variant="outline" onClick={() => setWriting("version")}>
                  {t("postOrders.newVersion")}
                </Button>
              )}
              <PostOrderVersions order={detail.data} />
              <AcknowledgementsPanel postOrderId={detail.data.id} />
            </>
          )}
        </div>
      </div>
      {siteId && <LoneWorkerPanel siteId={siteId} canEdit={canEditPti} />}
    </div>
  );
}
