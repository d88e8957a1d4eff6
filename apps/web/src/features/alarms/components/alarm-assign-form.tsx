import type { TAlarm, TRole } from "@hts/domain";
import { UserCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useAssignAlarm, useAssignees } from "../api/alarm-workflow.ts";

/** 'Affecter à': an account or an agent of the company, or nobody; the assignee is notified. */
export function AssignForm({ alarm }: { alarm: TAlarm }) {
  const { t } = useTranslation();
  const id = useId();
  const people = useAssignees({ enabled: true });
  const assign = useAssignAlarm();
  const current = alarm.assignedUserId
    ? `user:${alarm.assignedUserId}`
    : alarm.assignedAgentId
      ? `agent:${alarm.assignedAgentId}`
      : "";
  const [choice, setChoice] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, value] = choice.split(":");
    const person = people.data?.find((p) => (kind === "user" ? p.userId === value : p.agentId === value));
    assign.mutate(
      {
        id: alarm.id,
        userId: kind === "user" ? (value ?? null) : null,
        agentId: kind === "agent" ? (value ?? null) : null,
      },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: t("alarms.details.assigned"),
            description: person
              ? t("alarms.details.assignedTo", { title: alarm.title, name: person.name })
              : t("alarms.details.unassigned", { title: alarm.title }),
          }),
        onError: (failure) =>
          toast({ variant: "destructive", title: t("common.error"), description: failure.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-assignee`}>{t("alarms.details.assignLabel")}</Label>
        <Select id={`${id}-assignee`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{t("alarms.details.nobody")}</option>
          {people.data?.map((person) => {
            const value = person.userId ? `user:${person.userId}` : `agent:${person.agentId}`;
            return (
              <option key={value} value={value}>
                {person.name} ({t(`shell.roles.${person.role as TRole}`)})
              </option>
            );
          })}
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={assign.isPending || choice === current}>
        <UserCheck aria-hidden="true" />
        {assign.isPending ? t("alarms.details.assigning") : t("alarms.details.assign")}
      </Button>
    </form>
  );
}
