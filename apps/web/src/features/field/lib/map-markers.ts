import type { TFieldFloor } from "@hts/domain";

export type MapSite = { id: string; name: string; lat: number; lng: number; radius: number };
export type MapAgent = {
  id: string;
  name: string;
  site: string;
  lat: number;
  lng: number;
  accuracy: number | null;
};

/**
 * What the floor's map draws: the located sites and the agents' last positions, and the box that holds
 * them all ([[south, west], [north, east]]), or null when nothing has a position.
 */
export function mapMarkers(floor: TFieldFloor): {
  sites: MapSite[];
  agents: MapAgent[];
  bounds: [[number, number], [number, number]] | null;
} {
  const sites = floor.sites.flatMap((s) =>
    s.latitude === null || s.longitude === null
      ? []
      : [{ id: s.id, name: s.name, lat: s.latitude, lng: s.longitude, radius: s.geofence_radius }],
  );
  const agents = floor.positions.map((p) => ({
    id: p.agent_id,
    name: p.agent_name,
    site: p.site_name,
    lat: p.position.lat,
    lng: p.position.lng,
    accuracy: p.position.accuracy,
  }));
  const points = [...sites, ...agents];
  if (points.length === 0) return { sites, agents, bounds: null };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    sites,
    agents,
    bounds: [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ],
  };
}
