import { CHANNEL_TYPES, type TChannelType, ZChannelCreate } from "@hts/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useCreateChannel } from "../api/radio-api.ts";

/** Spec's create-channel dialog: name and type required, priority 0/1/2; defaults site and 0. */
export function ChannelFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateChannel();
  const [name, setName] = useState("");
  const [type, setType] = useState<TChannelType>("site");
  const [description, setDescription] = useState("");
  const [priority, setPriority] = useState("0");
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setName("");
      setType("site");
      setDescription("");
      setPriority("0");
      setError(undefined);
    }
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChannelCreate.safeParse({ name, type, description, priority: Number(priority) });
    if (!parsed.success) {
      setError(translateError(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      const created = await create.mutateAsync(parsed.data);
      toast({ variant: "success", title: t("radio.channelForm.success"), description: created.name });
      onOpenChange(false);
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: err instanceof Error && err.message ? err.message : t("radio.channelForm.error"),
      });
    }
  };

  const busy = create.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("radio.channelForm.title")}</DialogTitle>
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
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? t("radio.channelForm.submitting") : t("radio.channelForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
