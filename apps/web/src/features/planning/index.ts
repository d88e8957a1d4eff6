/**
 * The planning feature's public face: what other features may import (decision 052; the lint rule in
 * biome.json refuses any deeper import from outside the feature). The pages are loaded by the router.
 */
export { invalidatePlanning } from "./api/invalidate-planning.ts";
export { useShifts } from "./api/shifts-api.ts";
export { periodsOn, useUnavailabilityInRange } from "./api/unavailability-api.ts";
export { ShiftTypeBadge } from "./components/shift-badges.tsx";
export { addDaysTo, fromIsoDate, mondayOf, today } from "./lib/planning-dates.ts";
