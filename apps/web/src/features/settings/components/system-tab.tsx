import { mayAtAll } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/lib/auth/auth-context";
import { useSystemSettings } from "../api/get-system-settings.ts";
import { BackupsCard } from "./backups-card.tsx";
import { RecordingStorageCard } from "./recording-storage-card.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { SystemForm } from "./system-form.tsx";

export function SystemTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useSystemSettings();
  const role = useAuth().user?.role;
  const recording = role ? mayAtAll({ role, kind: "recording-storage", action: "read" }) : false;
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
      {recording && role && (
        <RecordingStorageCard canEdit={mayAtAll({ role, kind: "recording-storage", action: "update" })} />
      )}
    </div>
  );
}
