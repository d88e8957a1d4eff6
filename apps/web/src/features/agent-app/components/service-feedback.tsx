import { useTranslation } from "react-i18next";
import type { ServiceFeedback } from "../lib/use-service-action.ts";

/** What became of the last action: located, saved, waiting for the network, or refused. */
export function ServiceFeedbackText({ feedback }: { feedback: ServiceFeedback | null }) {
  const { t } = useTranslation();
  if (!feedback) return null;
  const position =
    "position" in feedback
      ? feedback.position
        ? t("agentApp.service.accuracy", { metres: Math.round(feedback.position.accuracy) })
        : t("agentApp.service.noPosition")
      : null;
  const text =
    feedback.type === "locating"
      ? t("agentApp.service.locating")
      : feedback.type === "done"
        ? t("agentApp.service.done")
        : feedback.type === "queued"
          ? t("agentApp.service.queued")
          : t("agentApp.service.refused", { detail: feedback.detail });
  return (
    <div role="status" className="space-y-1 rounded-lg bg-card p-4 text-base text-card-foreground">
      <p className="font-medium">{text}</p>
      {position && <p className="text-muted-foreground">{position}</p>}
    </div>
  );
}
