import { SHIFT_STATUSES, SHIFT_TYPES, type TAgent, type TShift, type TSite } from "@hts/domain";
import { Repeat, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { usePlanningAgents, usePlanningSites } from "../api/planning-choices.ts";
import { useShiftEdit } from "../lib/use-shift-edit.ts";
import { useFieldBindings } from "./field-bindings.ts";
import { ShiftConflictsPanel } from "./shift-conflicts-panel.tsx";
import { ShiftDialogFooter } from "./shift-dialog-footer.tsx";
import { ShiftEditDelete } from "./shift-edit-delete.tsx";
import { ShiftAgentField, ShiftDateField, ShiftSiteField } from "./shift-select-fields.tsx";
import { ShiftTimeFields } from "./shift-time-fields.tsx";

export type ShiftEditDialogProps = {
  shift: TShift | null;
  onOpenChange: (open: boolean) => void;
  /** The screen's lists when it has them (agents screen); otherwise the dialog loads the form's choices. */
  agents?: Pick<TAgent, "id" | "name" | "badge">[];
  sites?: Pick<TSite, "id" | "name">[];
  /** 'Répéter cette garde' (Planning Avancé): the dialog closes and the page opens the repetition. */
  onRepeat?: (shift: TShift) => void;
};

/**
 * 'Modifier' on a shift, the one edit dialog of the three planning pages (issue 15): every field, saved
 * with PATCH after the conflict check (decision 041), or deleted after the shared confirmation.
 */
export function ShiftEditDialog({
  shift,
  onOpenChange,
  agents: givenAgents,
  sites: givenSites,
  onRepeat,
}: ShiftEditDialogProps) {
  const { t } = useTranslation();
  const agentChoices = usePlanningAgents({ enabled: shift !== null && !givenAgents });
  const siteChoices = usePlanningSites({ enabled: shift !== null && !givenSites });
  const agents = givenAgents ?? agentChoices.data?.agents ?? [];
  const sites = givenSites ?? siteChoices.data ?? [];
  const [deleting, setDeleting] = useState(false);
  const { form, gate, busy, submit } = useShiftEdit({ shift, onSaved: () => onOpenChange(false) });
  const bind = useFieldBindings({ form });
  // The choices can arrive after the form was filled (the dialog loads them when opened): the option
  // the select showed is then replaced, and the browser would select the first agent or site of the
  // list, silently moving the shift on save. Giving the selects their values again keeps the shift's.
  const agentList = givenAgents ?? agentChoices.data;
  const siteList = givenSites ?? siteChoices.data;
  useEffect(() => {
    if (!shift || (!agentList && !siteList)) return;
    form.setValue("agent_id", form.getValues("agent_id"));
    form.setValue("site_id", form.getValues("site_id"));
  }, [agentList, siteList, shift, form]);
  const onSubmit = submit(false);

  const status = bind("status");
  const type = bind("shift_type");
  const notes = bind("notes");
  const post = bind("post");
  const pause = bind("break_minutes");
  // A shift may belong to an agent or a site missing from the lists (filtered out): keep it selectable.
  const agentMissing = shift && !agents.some((agent) => agent.id === shift.agent_id);
  const siteMissing = shift && !sites.some((site) => site.id === shift.site_id);

  return (
    <Dialog open={shift !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("planning.shiftEdit.title")}</DialogTitle>
          <DialogDescription>{t("planning.shiftEdit.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <ShiftAgentField
            field={bind("agent_id")}
            agents={agents}
            first={agentMissing && <option value={shift.agent_id}>{shift.agent_name ?? "—"}</option>}
          />
          <ShiftDateField field={bind("shift_date")} />
          <ShiftTimeFields start={bind("start_time")} end={bind("end_time")} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={pause.id} label={t("planning.shiftEdit.breakMinutes")} error={pause.error}>
              <Input
                type="number"
                min={0}
                max={720}
                step={5}
                {...pause.input}
                {...form.register("break_minutes", { valueAsNumber: true })}
              />
            </FormField>
            <FormField id={type.id} label={t("planning.shiftForm.type")} error={type.error}>
              <Select {...type.input}>
                {SHIFT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`planning.shiftType.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <ShiftSiteField
            field={bind("site_id")}
            sites={sites}
            required
            first={siteMissing && <option value={shift.site_id}>{shift.site_name ?? "—"}</option>}
          />
          <FormField
            id={post.id}
            label={t("attendance.shiftPost.label")}
            hint={t("forms.optional")}
            error={post.error}
          >
            <Input placeholder={t("attendance.shiftPost.placeholder")} {...post.input} />
          </FormField>
          <FormField id={status.id} label={t("planning.shiftEdit.status")} error={status.error}>
            <Select {...status.input}>
              {SHIFT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`planning.shiftStatus.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={notes.id}
            label={t("planning.shiftForm.notes")}
            hint={t("forms.optional")}
            error={notes.error}
          >
            <Textarea rows={2} {...notes.input} />
          </FormField>
          <ShiftConflictsPanel gate={gate} busy={busy} onConfirm={() => void submit(true)()} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              onClick={() => setDeleting(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" />
              {t("planning.shiftEdit.delete")}
            </Button>
            {onRepeat && shift && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  onOpenChange(false);
                  onRepeat(shift);
                }}
                disabled={busy}
              >
                <Repeat aria-hidden="true" />
                {t("planningAdvanced.batch.repeatShift")}
              </Button>
            )}
            <ShiftDialogFooter
              busy={busy}
              submitLabel={t("common.save")}
              busyLabel={t("planning.shiftEdit.saving")}
              onCancel={() => onOpenChange(false)}
            />
          </div>
        </form>
        <ShiftEditDelete
          shift={shift}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => {
            setDeleting(false);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
