/**
 * The attendance feature's public face (decision 052): the field settings card the settings page shows
 * and the link to the timesheets the payroll screen offers. The pages are loaded by the router.
 */
export { FieldSettingsCard } from "./components/field-settings-card.tsx";
export { HoursSourceNote } from "./components/hours-source-note.tsx";
