import { CLIENT_REQUEST_KINDS, type TClientRequestKind, type TPortalSite } from "@hts/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useFileRequest } from "../api/portal-api.ts";

const EMPTY = {
  siteId: "",
  kind: "extra_guard" as TClientRequestKind,
  subject: "",
  body: "",
  wantedDate: "",
};

/** A request to the company for one of the client's sites: an extra guard, an intervention, a remark. */
export function PortalRequestForm({ sites }: { sites: readonly TPortalSite[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const file = useFileRequest();
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));
  const siteId = form.siteId || sites[0]?.id || "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    file.mutate(
      {
        siteId,
        kind: form.kind,
        subject: form.subject,
        body: form.body,
        wantedDate: form.wantedDate || undefined,
      },
      {
        onSuccess: () => {
          toast({ title: t("portal.requests.sent"), variant: "success" });
          setForm(EMPTY);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
    >
      <FormField label={t("portal.requests.site")} required>
        <Select value={siteId} onChange={(e) => set({ siteId: e.target.value })}>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("portal.requests.kind")} required>
        <Select value={form.kind} onChange={(e) => set({ kind: e.target.value as TClientRequestKind })}>
          {CLIENT_REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`portal.requests.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("portal.requests.subject")} required>
        <Input value={form.subject} maxLength={160} onChange={(e) => set({ subject: e.target.value })} />
      </FormField>
      <FormField label={t("portal.requests.wantedDate")} hint={t("portal.requests.optional")}>
        <Input type="date" value={form.wantedDate} onChange={(e) => set({ wantedDate: e.target.value })} />
      </FormField>
      <FormField label={t("portal.requests.body")} required className="sm:col-span-2">
        <Textarea value={form.body} maxLength={4000} onChange={(e) => set({ body: e.target.value })} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={file.isPending || !siteId || !form.subject.trim() || !form.body.trim()}
        >
          {t("portal.requests.send")}
        </Button>
      </div>
    </form>
  );
}
