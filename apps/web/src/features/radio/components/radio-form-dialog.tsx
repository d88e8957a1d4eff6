import { MSG_RADIO, ZRadioCreate } from "@hts/domain";
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
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useCreateRadio, useRadioAgents } from "../api/radio-api.ts";

type Errors = Partial<Record<"radioId" | "serialNumber" | "agentId", string>>;

/** Spec's add-radio dialog: radioId (IMEI, checked) and serialNumber required, agent optional. */
export function RadioFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const agents = useRadioAgents(open);
  const create = useCreateRadio();
  const [radioId, setRadioId] = useState("");
  const [serialNumber, setSerialNumber] = useState("");
  const [agentId, setAgentId] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setRadioId("");
      setSerialNumber("");
      setAgentId("");
      setErrors({});
      setKey(null);
    }
  }, [open]);

  const message = (msg: string | undefined) =>
    msg === MSG_RADIO.imeiInvalid ? t("radio.radioForm.imeiInvalid") : translateError(t, msg);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const agentName = agents.data?.find((a) => a.id === agentId)?.name ?? null;
    const parsed = ZRadioCreate.safeParse({ radioId, serialNumber, agentId: agentId || null, agentName });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= message(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      toast({ variant: "success", title: t("radio.radioForm.success"), description: created.radioId });
      setKey(created.radioKey);
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.detail)) {
        const found: Errors = {};
        for (const item of error.detail as { loc?: unknown[]; msg?: string }[]) {
          const name = item.loc?.at(-1);
          if (typeof name === "string" && item.msg) found[name as keyof Errors] = item.msg;
        }
        setErrors(found);
      }
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("radio.radioForm.error"),
      });
    }
  };

  const busy = create.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{key ? t("radio.radioForm.keyTitle") : t("radio.radioForm.title")}</DialogTitle>
          <DialogDescription>
            {key ? t("radio.radioForm.keyDescription") : t("radio.radioForm.description")}
          </DialogDescription>
        </DialogHeader>
        {key ? (
          <div className="grid gap-4">
            <code className="block break-all rounded-md bg-muted p-3 text-sm" data-testid="radio-key">
              {key}
            </code>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t("radio.radioForm.close")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
            <FormField id={`${id}-imei`} label={t("radio.radioForm.radioId")} required error={errors.radioId}>
              <Input
                {...fieldAria(`${id}-imei`, errors.radioId)}
                inputMode="numeric"
                autoComplete="off"
                value={radioId}
                onChange={(e) => setRadioId(e.target.value)}
                required
              />
            </FormField>
            <FormField
              id={`${id}-serial`}
              label={t("radio.radioForm.serialNumber")}
              required
              error={errors.serialNumber}
            >
              <Input
                {...fieldAria(`${id}-serial`, errors.serialNumber)}
                value={serialNumber}
                onChange={(e) => setSerialNumber(e.target.value)}
                required
              />
            </FormField>
            <FormField
              id={`${id}-agent`}
              label={t("radio.radioForm.agent")}
              hint={t("radio.radioForm.optional")}
              error={errors.agentId}
            >
              <Select
                {...fieldAria(`${id}-agent`, errors.agentId)}
                value={agentId}
                onChange={(e) => setAgentId(e.target.value)}
              >
                <option value="">{t("radio.radioForm.noAgent")}</option>
                {agents.data?.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {busy ? t("radio.radioForm.submitting") : t("radio.radioForm.submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
