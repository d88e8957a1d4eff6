export const attendanceKeys = {
  all: ["attendance"] as const,
  week: (week: string) => ["attendance", "timesheets", week] as const,
  exceptions: ["attendance", "exceptions"] as const,
  fieldSettings: ["attendance", "field-settings"] as const,
};
