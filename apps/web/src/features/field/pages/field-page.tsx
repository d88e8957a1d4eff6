import { Radio } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/select";
import { formatTime } from "@/lib/format-date";
import { useFloor } from "../api/field-api.ts";
import { FloorCounters } from "../components/floor-counters.tsx";
import { ChecksList, ExpectedList, LateList, OnDutyList, PositionsList } from "../components/floor-lists.tsx";

// Leaflet (40 KB) is loaded only where a tile server is configured.
const FloorMap = lazy(() => import("../components/floor-map.tsx").then((m) => ({ default: m.FloorMap })));

/**
 * 'Sur le terrain': who is on duty, expected and not clocked in, late, open lone-worker checks and
 * last positions, for the sites the caller watches. Live: each `field.updated` event refetches it.
 */
export function FieldPage() {
  const { t, i18n } = useTranslation();
  const [siteId, setSiteId] = useState("");
  const floor = useFloor(siteId);
  const selectId = useId();
  const data = floor.data;

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("field.title")}
        description={t("field.subtitle")}
        meta={
          data && (
            <Badge variant="success">
              <Radio aria-hidden="true" />
              {t("field.live", { time: formatTime(new Date(data.generated_at), i18n.language) })}
            </Badge>
          )
        }
        actions={
          <div className="flex min-w-56 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t("field.siteFilter")}
            </label>
            <Select id={selectId} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
              <option value="">{t("field.allSites")}</option>
              {data?.sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      {floor.isPending ? (
        <CardSkeletons count={4} className="h-40" />
      ) : floor.isError || !data ? (
        <ErrorState message={t("field.loadError")} onRetry={() => void floor.refetch()} />
      ) : (
        <>
          <FloorCounters floor={data} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ExpectedList floor={data} />
            <ChecksList floor={data} />
            <OnDutyList floor={data} />
            <LateList floor={data} />
          </div>
          {data.map_tile_url ? (
            <Suspense fallback={<CardSkeletons count={1} className="h-96" />}>
              <FloorMap floor={data} tileUrl={data.map_tile_url} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{t("field.noMap")}</p>
          )}
          <PositionsList floor={data} />
        </>
      )}
    </section>
  );
}
