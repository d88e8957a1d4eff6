import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { ModuleComingSoon } from "@/components/module-coming-soon";

/** Route element for a dashboard screen not built yet; replace its route entry when the screen lands. */
export function ComingSoonPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return <ModuleComingSoon title={t(titleKey)} />;
}
