import type { TAlarm } from "@hts/domain";
import { MessageSquarePlus } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useCommentAlarm } from "../api/comment-alarm.ts";

/**
 * The alarm's comments and 'Ajouter commentaire' for those who may comment; `actions` (take, resolve)
 * sit beside the comment button.
 */
export function AlarmComments({
  alarm,
  canComment,
  actions,
}: {
  alarm: TAlarm;
  canComment: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const comment = useCommentAlarm();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("forms.required"));
      return;
    }
    setError(null);
    comment.mutate(
      { id: alarm.id, text: text.trim() },
      {
        onSuccess: () => {
          setText("");
          toast({ variant: "success", title: t("alarms.details.commentAdded") });
        },
        onError: (failure) =>
          toast({ variant: "destructive", title: t("common.error"), description: failure.message }),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-comments`} className="grid grid-cols-1 gap-3">
      <h3 id={`${id}-comments`} className="text-sm font-semibold">
        {t("alarms.details.comments", { count: alarm.comments.length })}
      </h3>
      {alarm.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("alarms.details.noComments")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" data-testid="alarm-comments">
          {alarm.comments.map((item) => (
            <li key={item.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{item.author}</span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-comment`}>{t("alarms.details.commentLabel")}</Label>
          <Textarea
            id={`${id}-comment`}
            rows={2}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-comment-error` : undefined}
          />
          {error && (
            <p id={`${id}-comment-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button type="submit" variant="outline" disabled={comment.isPending}>
              <MessageSquarePlus aria-hidden="true" />
              {comment.isPending ? t("alarms.details.commenting") : t("alarms.details.addComment")}
            </Button>
            {actions}
          </div>
        </form>
      )}
    </section>
  );
}
