import { useTranslation } from "react-i18next";
import { useSystemSettings } from "../api/get-system-settings.ts";
import { BackupsCard } from "./backups-card.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { SystemForm } from "./system-form.tsx";

export function SystemTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useSystemSettings();
  return (
    <div className="grid gap-4">
      <SettingsCard
        title={t("settings.system.title")}
        description={t("settings.system.description")}
        canEdit={canEdit}
        query={query}
      >
        {(data, key) => <SystemForm key={key} initial={data} canEdit={canEdit} />}
      </SettingsCard>
      {canEdit && <BackupsCard />}
    </div>
  );
}
