/** Query keys of the cameras area; the live-event hook invalidates `["cameras"]` on a status change. */
export const cameraKeys = {
  all: ["cameras"] as const,
  list: (filters: { q: string; siteId: string }) => ["cameras", "list", filters] as const,
  counts: ["cameras", "counts"] as const,
  /** The sites offered by the form and the filter; site mutations invalidate it. */
  sites: ["cameras", "sites"] as const,
  snapshots: (cameraId: string) => ["cameras", "snapshots", cameraId] as const,
  /** Where a snapshot can be attached: the site's active alarms and draft reports. */
  targets: (siteId: string) => ["cameras", "snapshot-targets", siteId] as const,
};
