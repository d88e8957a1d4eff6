import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { NamedOptions } from "@/components/named-options";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { usePlanningAgents, usePlanningSites } from "../api/planning-choices.ts";
import { useShiftTemplates } from "../api/templates-api.ts";
import { type AgentChoice, chosenAgentIds, templateBatch, templateReady } from "../lib/batch-bodies.ts";
import { useBatchFlow } from "../lib/use-batch-flow.ts";
import { AgentPicker } from "./agent-picker.tsx";
import { BatchFooter, BatchPreview } from "./batch-preview.tsx";
import { plusDays } from "./target-days-field.tsx";
import { WEEKDAYS, WeekdaysField } from "./weekdays-field.tsx";

/**
 * 'Appliquer un gabarit' (issue 15 item 2, decision 053): one shift of a template per chosen agent and
 * day of a range (restricted to some weekdays), on a site or each agent's own; preview, then 'Créer'.
 */
export function ApplyTemplateDialog({
  open,
  onOpenChange,
  startDate,
  templateId: initialTemplate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "yyyy-MM-dd": the first day proposed (the displayed week's Monday). */
  startDate: string;
  /** The template chosen in 'Gabarits', if the dialog was opened from there. */
  templateId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const flow = useBatchFlow();
  const { clear, edit } = flow;
  const templates = useShiftTemplates({ enabled: open });
  const sites = usePlanningSites({ enabled: open });
  const agentList = usePlanningAgents({ enabled: open });
  const [templateId, setTemplateId] = useState("");
  const [agents, setAgents] = useState<AgentChoice>({ all: false, ids: [] });
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(startDate);
  const [weekdays, setWeekdays] = useState<number[]>([...WEEKDAYS]);
  const [siteId, setSiteId] = useState("");
  const [notes, setNotes] = useState("");

  useEffect(() => {
    if (!open) return;
    setTemplateId(initialTemplate ?? "");
    setAgents({ all: false, ids: [] });
    setStart(startDate);
    setEnd(plusDays(startDate, 6));
    setWeekdays([...WEEKDAYS]);
    setSiteId("");
    setNotes("");
    clear();
  }, [open, startDate, initialTemplate, clear]);

  const form = {
    templateId,
    agentIds: chosenAgentIds(agents, agentList.data?.agents),
    start,
    end,
    weekdays,
    siteId,
    notes,
  };
  const batch = templateBatch(form);
  const ready = templateReady(form);
  const onCreate = async (confirmed: boolean) => {
    if (await flow.create(batch, confirmed)) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !flow.busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.batch.templateTitle")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.batch.templateDescription")}</DialogDescription>
        </DialogHeader>
        {templates.isError ? (
          <ErrorState
            message={t("planningAdvanced.batch.templatesError")}
            onRetry={() => templates.refetch()}
          />
        ) : templates.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : templates.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("planningAdvanced.batch.noTemplate")}</p>
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <FormField id={`${id}-template`} label={t("planningAdvanced.batch.template")} required>
                <Select
                  id={`${id}-template`}
                  aria-required="true"
                  value={templateId}
                  onChange={(event) => edit(setTemplateId)(event.target.value)}
                >
                  <option value="">{t("planningAdvanced.batch.chooseTemplate")}</option>
                  {templates.data.map((template) => (
                    <option key={template.id} value={template.id}>
                      {`${template.name} (${template.start_time}–${template.end_time})`}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id={`${id}-site`} label={t("planningAdvanced.batch.site")}>
                <Select
                  id={`${id}-site`}
                  value={siteId}
                  onChange={(event) => edit(setSiteId)(event.target.value)}
                >
                  <option value="">{t("planningAdvanced.batch.agentSite")}</option>
                  <NamedOptions items={sites.data} />
                </Select>
              </FormField>
              <FormField id={`${id}-start`} label={t("planningAdvanced.batch.from")} required>
                <Input
                  id={`${id}-start`}
                  type="date"
                  aria-required="true"
                  value={start}
                  onChange={(event) => edit(setStart)(event.target.value)}
                />
              </FormField>
              <FormField id={`${id}-end`} label={t("planningAdvanced.batch.to")} required>
                <Input
                  id={`${id}-end`}
                  type="date"
                  aria-required="true"
                  min={start}
                  value={end}
                  onChange={(event) => edit(setEnd)(event.target.value)}
                />
              </FormField>
            </div>
            <WeekdaysField value={weekdays} onChange={edit(setWeekdays)} />
            <AgentPicker
              legend={t("planningAdvanced.batch.agents")}
              value={agents}
              onChange={edit(setAgents)}
            />
            <FormField id={`${id}-notes`} label={t("planningAdvanced.batch.notes")}>
              <Textarea
                id={`${id}-notes`}
                rows={2}
                maxLength={2000}
                value={notes}
                onChange={(event) => edit(setNotes)(event.target.value)}
              />
            </FormField>
            <BatchPreview flow={flow} onConfirm={() => void onCreate(true)} />
          </div>
        )}
        <BatchFooter
          flow={flow}
          canPreview={ready}
          onPreview={() => void flow.runPreview(batch)}
          onCreate={() => void onCreate(false)}
          onSkipConflicting={() => void flow.createSkipping(batch)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
