import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { type PushSupport, pushSupport, subscribeToPush } from "../lib/push-subscription.ts";

/** Per-user opt-in to Web Push (shift changes, due checks, new post orders). */
export function PushOptIn() {
  const { t } = useTranslation();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const enable = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setSupport(await subscribeToPush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="push-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <h2 id="push-title" className="text-xl font-bold">
        {t("agentApp.push.title")}
      </h2>
      {support === "unsupported" && <p className="text-base">{t("agentApp.push.unsupported")}</p>}
      {support === "denied" && <p className="text-base">{t("agentApp.push.denied")}</p>}
      {support === "granted" && !failed && <p className="text-base">{t("agentApp.push.enabled")}</p>}
      {(support === "default" || failed) && (
        <Button className="h-14 w-full text-lg" disabled={busy} onClick={() => void enable()}>
          <Bell aria-hidden="true" />
          {t("agentApp.push.enable")}
        </Button>
      )}
      {failed && (
        <p role="alert" className="text-base">
          {t("agentApp.push.failed")}
        </p>
      )}
    </section>
  );
}
