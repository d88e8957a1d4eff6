import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { clientsApi, useClientMutation } from "../api/clients-api.ts";

const FIELDS = ["name", "siren", "siret", "billingAddress", "contactName", "contactEmail"] as const;
type Values = Record<(typeof FIELDS)[number], string> & { summary: string };
const EMPTY: Values = {
  name: "",
  siren: "",
  siret: "",
  billingAddress: "",
  contactName: "",
  contactEmail: "",
  summary: "none",
};

/** New client: name, SIREN and SIRET (checked by the server), billing address and a first contact. */
export function ClientFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useClientMutation(clientsApi.create);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const contacts = values.contactName
      ? [{ name: values.contactName, email: values.contactEmail, summary: values.summary }]
      : [];
    create.mutate(
      {
        name: values.name,
        siren: values.siren,
        siret: values.siret,
        billingAddress: values.billingAddress,
        contacts,
      },
      {
        onSuccess: () => {
          toast({ title: t("clients.created"), variant: "success" });
          setValues(EMPTY);
          onOpenChange(false);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("clients.new")}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          {FIELDS.map((field) => (
            <div key={field} className="space-y-1">
              <Label htmlFor={`client-${field}`}>{t(`clients.fields.${field}`)}</Label>
              <Input
                id={`client-${field}`}
                value={values[field]}
                required={field === "name"}
                type={field === "contactEmail" ? "email" : "text"}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            </div>
          ))}
          <div className="space-y-1">
            <Label htmlFor="client-summary">{t("clients.fields.summary")}</Label>
            <Select
              id="client-summary"
              value={values.summary}
              onChange={(e) => setValues((v) => ({ ...v, summary: e.target.value }))}
            >
              {(["none", "weekly", "monthly"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`clients.summary.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending || !values.name.trim()}>
              {t("clients.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
