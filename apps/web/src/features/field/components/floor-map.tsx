import "leaflet/dist/leaflet.css";
import type { TFieldFloor } from "@hts/domain";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { mapMarkers } from "../lib/map-markers.ts";

type Props = { floor: TFieldFloor; tileUrl: string };

/**
 * The floor's map (issue 22, item 7), drawn only where a tile server is configured (`MAP_TILE_URL`):
 * each site with its geofence, each agent's last position with its accuracy. Leaflet, not react-leaflet:
 * one effect owns the map, another redraws the layer of markers at each live refresh.
 */
export function FloorMap({ floor, tileUrl }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { zoomControl: true, attributionControl: true });
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: t("field.map.attribution") }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tileUrl, t]);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const { sites, agents, bounds } = mapMarkers(floor);
    for (const site of sites) {
      L.circle([site.lat, site.lng], { radius: site.radius, color: "#2563eb", weight: 2, fillOpacity: 0.08 })
        .bindTooltip(site.name)
        .addTo(group);
    }
    for (const agent of agents) {
      if (agent.accuracy) {
        L.circle([agent.lat, agent.lng], { radius: agent.accuracy, stroke: false, fillOpacity: 0.15 }).addTo(
          group,
        );
      }
      L.circleMarker([agent.lat, agent.lng], {
        radius: 7,
        color: "#0f172a",
        fillColor: "#f97316",
        fillOpacity: 1,
      })
        .bindTooltip(t("field.map.agent", { name: agent.name, site: agent.site }))
        .addTo(group);
    }
    if (bounds) current.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
    else current.setView([46.6, 2.4], 5); // France, until a site or an agent has a position
  }, [floor, t]);

  return (
    // isolate: Leaflet's panes and controls (z-index 400 to 1000) stay under the sticky header and dialogs.
    <section
      aria-labelledby="field-map-title"
      className="isolate rounded-lg border border-border bg-card p-3"
    >
      <h2 id="field-map-title" className="mb-2 text-base font-semibold">
        {t("field.map.title")}
      </h2>
      <div
        ref={container}
        // Named by the section's heading; Leaflet makes it focusable (arrow keys pan, +/- zoom).
        data-testid="field-map"
        className="h-96 w-full rounded-md"
      />
    </section>
  );
}
