import type { TFunction } from "i18next";
import type { ReportEntriesTexts } from "./report-entries-field.tsx";

export type ReportEntryKind = "incident" | "intervention";

/**
 * The texts of a list of report entries. Both kinds name their keys the same way (`incidents`,
 * `addIncident`, `removeIncident`...), so one rule gives either list its words.
 */
const capitalize = <S extends string>(text: S) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}` as Capitalize<S>;

export function reportEntryTextKeys<K extends ReportEntryKind>(kind: K) {
  const Kind = capitalize(kind);
  return {
    legend: `securityReports.form.${kind}s`,
    description: `securityReports.form.${kind}Description`,
    required: `securityReports.form.${kind}Required`,
    added: `securityReports.form.${kind}Added`,
    add: `securityReports.form.add${Kind}`,
    none: `securityReports.form.no${Kind}s`,
    list: `securityReports.form.${kind}List`,
    remove: `securityReports.form.remove${Kind}`,
  } as const;
}

export function reportEntryTexts(t: TFunction, kind: ReportEntryKind): ReportEntriesTexts {
  const keys = reportEntryTextKeys(kind);
  return {
    legend: t(keys.legend),
    description: t(keys.description),
    required: t(keys.required),
    added: t(keys.added),
    add: t(keys.add),
    none: t(keys.none),
    list: t(keys.list),
    remove: (index) => t(keys.remove, { index }),
  };
}
