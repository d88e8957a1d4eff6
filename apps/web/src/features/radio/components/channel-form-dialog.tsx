import { CHANNEL_TYPES, type TChannel, type TChannelType, ZChannelCreate } from "@hts/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useCreateChannel, useDeleteChannel, useRadioAgents, useUpdateChannel } from "../api/radio-api.ts";

/**
 * Spec's create-channel dialog: name and type required, priority 0/1/2; defaults site and 0. With a
 * channel: edit it, its member agents, or delete it (not the emergency channel).
 */
export function ChannelFormDialog({
  open,
  channel = null,
  onOpenChange,
}: {
  open: boolean;
  channel?: TChannel | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const agents = useRadioAgents(open);
  const [agentIds, setAgentIds] = useState<string[]>([]);
  const [name, setName] = useState("");
  const [type, setType] = useState<TChannelType>("site");
  const [description, setDescription] = useState("");
  const [priority, setPriority] = useState("0");
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setName(channel?.name ?? "");
      setType(channel?.type ?? "site");
      setDescription(channel?.description ?? "");
      setPriority(String(channel?.priority ?? 0));
      setAgentIds(channel?.members.filter((m) => m.kind === "agent").map((m) => m.id) ?? []);
      setError(undefined);
    }
  }, [open, channel]);

  const onDelete = async () => {
    if (!channel) return;
    try {
      await remove.mutateAsync(channel.id);
      toast({ variant: "success", title: t("radio.channelForm.deleted"), description: channel.name });
      onOpenChange(false);
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: err instanceof Error && err.message ? err.message : t("radio.channelForm.error"),
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChannelCreate.safeParse({
      name,
      type,
      description,
      priority: Number(priority),
      agentIds,
    });
    if (!parsed.success) {
      setError(translateError(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      const saved = channel
        ? await update.mutateAsync({ id: channel.id, input: parsed.data })
        : await create.mutateAsync(parsed.data);
      toast({
        variant: "success",
        title: channel ? t("radio.channelForm.updated") : t("radio.channelForm.success"),
        description: saved.name,
      });
      onOpenChange(false);
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: err instanceof Error && err.message ? err.message : t("radio.channelForm.error"),
      });
    }
  };

  const busy = create.isPending || update.isPending || remove.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {channel ? t("radio.channelForm.editTitle") : t("radio.channelForm.title")}
          </DialogTitle>
          <DialogDescription>{t("radio.channelForm.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
          <FormField id={`${id}-name`} label={t("radio.channelForm.name")} required error={error}>
            <Input
              {...fieldAria(`${id}-name`, error)}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label={t("radio.channelForm.type")} required>
              <Select
                id={`${id}-type`}
                value={type}
                onChange={(e) => setType(e.target.value as TChannelType)}
              >
                {CHANNEL_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`radio.channels.types.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-priority`} label={t("radio.channelForm.priority")}>
              <Select id={`${id}-priority`} value={priority} onChange={(e) => setPriority(e.target.value)}>
                {(["0", "1", "2"] as const).map((value) => (
                  <option key={value} value={value}>
                    {value} · {t(`radio.channels.priorities.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField id={`${id}-description`} label={t("radio.channelForm.descriptionField")}>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("radio.channelForm.members")}</legend>
            <div className="grid max-h-40 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
              {agents.data?.map((a) => (
                <div key={a.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`${id}-member-${a.id}`}
                    checked={agentIds.includes(a.id)}
                    onCheckedChange={(checked) =>
                      setAgentIds((ids) => (checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))
                    }
                  />
                  <label htmlFor={`${id}-member-${a.id}`}>{a.name}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <DialogFooter className="gap-2 sm:justify-between">
            {channel && !channel.isDefault ? (
              <Button type="button" variant="destructive" disabled={busy} onClick={() => void onDelete()}>
                {t("radio.channelForm.delete")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={busy}>
              {busy
                ? t("radio.channelForm.submitting")
                : channel
                  ? t("radio.editForm.submit")
                  : t("radio.channelForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
