import { compassPoint, type TFieldPosition } from "@hts/domain";
import type { TFunction } from "i18next";

/** "45 s", "12 min", "3 h 05": how long ago a position was sent. */
export function formatAge(seconds: number, t: TFunction): string {
  if (seconds < 60) return t("field.age.seconds", { value: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t("field.age.minutes", { value: minutes });
  const hours = Math.floor(minutes / 60);
  return t("field.age.hours", { value: hours, minutes: String(minutes % 60).padStart(2, "0") });
}

/** "340 m" or "2,4 km". */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) return `${metres} m`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}

/** "340 m N du site", "sur le site", or "" when the site has no position. */
export function describePosition(position: TFieldPosition, t: TFunction, language: string): string {
  if (position.distance_m === null) return t("field.position.noSite");
  if (position.bearing_deg === null) return t("field.position.onSite");
  const direction = t(`field.compass.${compassPoint({ bearing: position.bearing_deg })}`);
  return t("field.position.away", { distance: formatDistance(position.distance_m, language), direction });
}
