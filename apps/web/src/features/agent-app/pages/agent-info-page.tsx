import { IdCard, LogOut, Monitor } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { PushOptIn } from "../components/push-opt-in.tsx";
import { clearValues } from "../lib/offline-store.ts";

const LIMITS = ["fall", "iphone", "background", "checks", "offline"] as const;

/** 'Limites de l'application' said honestly, the push opt-in, the language, the way out. */
export function AgentInfoPage() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <section aria-labelledby="limits-title" className="space-y-3">
        <h1 id="limits-title" className="text-2xl font-bold">
          {t("agentApp.limits.title")}
        </h1>
        <p className="text-base">{t("agentApp.limits.intro")}</p>
        <ul className="list-disc space-y-2 pl-6 text-base leading-relaxed">
          {LIMITS.map((key) => (
            <li key={key}>{t(`agentApp.limits.${key}`)}</li>
          ))}
        </ul>
      </section>
      <PushOptIn />
      <LanguageSwitcher tone="dark" className="[&_select]:h-12 [&_select]:text-base" />
      <Button asChild variant="secondary" className="h-14 w-full text-lg">
        <Link to="/dashboard/my-badge">
          <IdCard aria-hidden="true" />
          {t("nav.myBadge")}
        </Link>
      </Button>
      <Button asChild variant="secondary" className="h-14 w-full text-lg">
        <Link to="/dashboard">
          <Monitor aria-hidden="true" />
          {t("agentApp.openOffice")}
        </Link>
      </Button>
      <Button
        variant="secondary"
        className="h-14 w-full text-lg"
        onClick={async () => {
          await clearValues().catch(() => undefined);
          await logout();
          navigate("/login", { replace: true });
        }}
      >
        <LogOut aria-hidden="true" />
        {t("agentApp.logout")}
      </Button>
    </div>
  );
}
