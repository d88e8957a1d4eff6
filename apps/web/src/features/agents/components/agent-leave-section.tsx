import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LeaveDeclareForm } from "./leave-declare-form.tsx";
import { LeavePeriodsList } from "./leave-periods-list.tsx";

/**
 * 'Congés et indisponibilités' on the agent's pop-up: the periods (conflict detection refuses a shift
 * in a leave), declared and cancelled here by planners and managers, read by the agent himself.
 * Declaring a period over scheduled shifts lists them before saving and offers to unassign them after
 * (decision 054), to those who may change shifts.
 */
export function AgentLeaveSection({ agentId, canEdit }: { agentId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-title`} data-testid="agent-leave">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t("planning.leave.title")}
      </h3>
      <LeavePeriodsList agentId={agentId} canEdit={canEdit} />
      {canEdit && <LeaveDeclareForm agentId={agentId} />}
    </section>
  );
}
