import { CLIENT_REQUEST_STATUSES, type TClientRequest, type TClientRequestStatus } from "@hts/domain";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { answerRequest, useClientMutation } from "../api/clients-api.ts";

/** One client request in the office: what was asked, and the answer and status the company gives it. */
export function ClientRequestCard({ request, canAnswer }: { request: TClientRequest; canAnswer: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState<TClientRequestStatus>(request.status);
  const [answer, setAnswer] = useState(request.answer ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useClientMutation(answerRequest);
  const changed = status !== request.status || answer.trim() !== (request.answer ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = answer.trim();
    save.mutate(
      {
        id: request.id,
        ...(status !== request.status ? { status } : {}),
        ...(trimmed !== (request.answer ?? "") ? { answer: trimmed || null } : {}),
      },
      {
        onSuccess: () => toast({ title: t("clients.requests.saved"), variant: "success" }),
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-lg border border-border bg-card p-3 text-sm">
      <h2 id={headingId} className="font-semibold break-words">
        {request.clientName} · {request.subject}
      </h2>
      <p className="text-muted-foreground">
        {request.siteName} · {t(`portal.requests.kinds.${request.kind}`)} ·{" "}
        {new Date(request.createdAt).toLocaleString(i18n.language)}
        {request.createdByName ? ` · ${request.createdByName}` : ""}
        {request.wantedDate ? ` · ${t("portal.requests.for", { day: request.wantedDate })}` : ""}
      </p>
      <p className="whitespace-pre-wrap break-words">{request.body}</p>
      <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[12rem_1fr]">
        <FormField label={t("clients.requests.status")}>
          <Select
            value={status}
            disabled={!canAnswer}
            onChange={(e) => setStatus(e.target.value as TClientRequestStatus)}
          >
            {CLIENT_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`portal.requests.status.${s}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t("clients.requests.answer")}
          description={
            request.answeredByName
              ? t("clients.requests.answeredBy", { name: request.answeredByName })
              : undefined
          }
        >
          <Textarea
            value={answer}
            disabled={!canAnswer}
            maxLength={4000}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </FormField>
        {error && (
          <p role="alert" className="text-destructive sm:col-span-2">
            {error}
          </p>
        )}
        {canAnswer && (
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" disabled={!changed || save.isPending}>
              {t("clients.requests.save")}
            </Button>
          </div>
        )}
      </form>
    </li>
  );
}
