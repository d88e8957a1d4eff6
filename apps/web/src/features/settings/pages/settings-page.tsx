import { mayAtAll, scopeOf } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FieldSettingsCard } from "@/features/attendance";
import { useAuth } from "@/lib/auth/auth-context";
import { AuditTab } from "../components/audit-tab.tsx";
import { CompanySecurityCard } from "../components/company-security-card.tsx";
import { CompanyTab } from "../components/company-tab.tsx";
import { DevicesCard } from "../components/devices-card.tsx";
import { NotificationsTab } from "../components/notifications-tab.tsx";
import { PasswordCard } from "../components/password-card.tsx";
import { ProfileTab } from "../components/profile-tab.tsx";
import { SystemTab } from "../components/system-tab.tsx";
import { TwoFactorCard } from "../components/two-factor-card.tsx";
import { UsersTab } from "../components/users-tab.tsx";

const TABS = [
  "profile",
  "notifications",
  "security",
  "system",
  "company",
  "field",
  "users",
  "audit",
] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/settings: the spec's four tabs, plus Utilisateurs and Journal d'audit where the policy allows. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const role = user.role;
  const isAdmin = mayAtAll({ role, kind: "company-settings", action: "update" });
  const visible: Tab[] = TABS.filter(
    (tab) =>
      (tab !== "users" || scopeOf({ role, kind: "user", action: "read" }) === "company") &&
      (tab !== "audit" || mayAtAll({ role, kind: "audit", action: "read" })),
  );
  const requested = params.get("tab") as Tab | null;
  const tab: Tab = requested && visible.includes(requested) ? requested : "profile";

  return (
    <div className="grid gap-6">
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        <TabsList className="max-w-full">
          {visible.map((v) => (
            <TabsTrigger key={v} value={v}>
              {v === "field" ? t("attendance.settings.tab") : t(`settings.tabs.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="security" className="grid gap-4">
          <CompanySecurityCard canEdit={isAdmin} />
          <PasswordCard />
          <TwoFactorCard />
          <DevicesCard />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab canEdit={isAdmin} />
        </TabsContent>
        <TabsContent value="company">
          <CompanyTab canEdit={isAdmin} />
        </TabsContent>
        <TabsContent value="field">
          <FieldSettingsCard canEdit={mayAtAll({ role, kind: "field-settings", action: "update" })} />
        </TabsContent>
        {visible.includes("users") && (
          <TabsContent value="users">
            <UsersTab canEdit={isAdmin} selfId={user.id} />
          </TabsContent>
        )}
        {visible.includes("audit") && (
          <TabsContent value="audit">
            <AuditTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
