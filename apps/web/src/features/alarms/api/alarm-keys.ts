export type AlarmFilters = {
  q: string;
  status: "" | "active" | "resolved";
  severity: string;
  /** Only the alarms assigned to me. */
  mine?: boolean;
};

/** Query keys of the alarms area; the live-event hook invalidates `["alarms"]` on every alarm event. */
export const alarmKeys = {
  all: ["alarms"] as const,
  list: (filters: AlarmFilters) => ["alarms", "list", filters] as const,
  counts: ["alarms", "counts"] as const,
  detail: (id: string) => ["alarms", "detail", id] as const,
  assignees: ["alarms", "assignees"] as const,
  /** The sites offered by the add-alarm form; site mutations invalidate it. */
  sites: ["alarms", "sites"] as const,
};
