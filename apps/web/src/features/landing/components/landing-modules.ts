import type { ParseKeys } from "i18next";
import { BellRing, CalendarClock, Cctv, FileText, IdCard, type LucideIcon } from "lucide-react";

export type LandingModule = {
  id: "cameras" | "alarms" | "access" | "reports" | "planning";
  icon: LucideIcon;
  titleKey: ParseKeys;
  descriptionKey: ParseKeys;
  /** Short label for the hero's overview panel. */
  tagKey: ParseKeys;
};

// The five modules the spec names, in its order; shared by the hero panel and the feature cards so the
// two can never disagree.
export const LANDING_MODULES: readonly LandingModule[] = [
  {
    id: "cameras",
    icon: Cctv,
    titleKey: "landing.features.cameras.title",
    descriptionKey: "landing.features.cameras.description",
    tagKey: "landing.hero.tagCameras",
  },
  {
    id: "alarms",
    icon: BellRing,
    titleKey: "landing.features.alarms.title",
    descriptionKey: "landing.features.alarms.description",
    tagKey: "landing.hero.tagAlarms",
  },
  {
    id: "access",
    icon: IdCard,
    titleKey: "landing.features.access.title",
    descriptionKey: "landing.features.access.description",
    tagKey: "landing.hero.tagAccess",
  },
  {
    id: "reports",
    icon: FileText,
    titleKey: "landing.features.reports.title",
    descriptionKey: "landing.features.reports.description",
    tagKey: "landing.hero.tagReports",
  },
  {
    id: "planning",
    icon: CalendarClock,
    titleKey: "landing.features.planning.title",
    descriptionKey: "landing.features.planning.description",
    tagKey: "landing.hero.tagPlanning",
  },
];
