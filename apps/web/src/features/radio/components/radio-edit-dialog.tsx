import type { TRadio } from "@hts/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useChannels, useRadioAgents, useUpdateRadio } from "../api/radio-api.ts";

/** 'Modifier' on a radio card: serial number, agent (or none: unassign), channel, retire or bring back. */
export function RadioEditDialog({
  radio,
  onOpenChange,
}: {
  radio: TRadio | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const open = radio !== null;
  const agents = useRadioAgents(open);
  const channels = useChannels();
  const update = useUpdateRadio();
  const [serialNumber, setSerialNumber] = useState("");
  const [agentId, setAgentId] = useState("");
  const [channelId, setChannelId] = useState("");
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (radio) {
      setSerialNumber(radio.serialNumber);
      setAgentId(radio.agentId ?? "");
      setChannelId(radio.currentChannelId ?? "");
      setError(undefined);
    }
  }, [radio]);

  const save = async (input: Parameters<typeof update.mutateAsync>[0]["input"]) => {
    if (!radio) return;
    try {
      await update.mutateAsync({ id: radio.id, input });
      toast({ variant: "success", title: t("radio.editForm.success"), description: radio.radioId });
      onOpenChange(false);
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: err instanceof Error && err.message ? err.message : t("radio.editForm.error"),
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!serialNumber.trim()) {
      setError(t("forms.required"));
      return;
    }
    void save({ serialNumber, agentId: agentId || null, currentChannelId: channelId || null });
  };

  const busy = update.isPending;
  const retired = radio?.status === "retired";
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("radio.editForm.title")}</DialogTitle>
          <DialogDescription>
            {t("radio.radios.imei")} {radio?.radioId}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
          <FormField id={`${id}-serial`} label={t("radio.radioForm.serialNumber")} required error={error}>
            <Input
              {...fieldAria(`${id}-serial`, error)}
              value={serialNumber}
              onChange={(e) => setSerialNumber(e.target.value)}
              required
            />
          </FormField>
          <FormField
            id={`${id}-agent`}
            label={t("radio.radioForm.agent")}
            hint={t("radio.radioForm.optional")}
          >
            <Select id={`${id}-agent`} value={agentId} onChange={(e) => setAgentId(e.target.value)}>
              <option value="">{t("radio.radioForm.noAgent")}</option>
              {agents.data?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={`${id}-channel`} label={t("radio.radios.channel")}>
            <Select id={`${id}-channel`} value={channelId} onChange={(e) => setChannelId(e.target.value)}>
              <option value="">{t("radio.radios.unknown")}</option>
              {channels.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </FormField>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void save({ retired: !retired })}
            >
              {retired ? t("radio.editForm.reinstate") : t("radio.editForm.retire")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("radio.editForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
