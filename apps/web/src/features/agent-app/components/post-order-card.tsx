import type { TMyPostOrder } from "@hts/domain";
import { CheckCircle2, Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/save-blob";
import { getAttachment } from "../api/agent-api.ts";

type Props = { order: TMyPostOrder; acknowledged: boolean; onAcknowledge: () => void; busy: boolean };

/** One version of a site's post orders: text, attachments, and 'J'ai lu et compris'. */
export function PostOrderCard({ order, acknowledged, onAcknowledge, busy }: Props) {
  const { t } = useTranslation();
  const titleId = `post-order-${order.version_id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <p className="text-sm text-muted-foreground">
        {order.site_name}
        {order.post ? ` · ${order.post}` : ""} ·{" "}
        {t("agentApp.postOrders.version", { version: order.version })}
      </p>
      <h2 id={titleId} className="text-xl font-bold">
        {order.title}
      </h2>
      <p className="whitespace-pre-line text-base leading-relaxed">{order.body}</p>
      {order.attachments.length > 0 && (
        <ul aria-label={t("agentApp.postOrders.attachments")} className="space-y-1">
          {order.attachments.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="flex min-h-12 items-center gap-2 text-base text-brand-accent underline underline-offset-4"
                onClick={async () =>
                  saveBlob({ blob: await getAttachment(file.id), fileName: file.file_name })
                }
              >
                <Paperclip className="size-5" aria-hidden="true" />
                {file.file_name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {acknowledged ? (
        <p className="flex items-center gap-2 text-base font-medium text-success-strong">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t("agentApp.postOrders.acknowledged")}
        </p>
      ) : (
        <Button className="h-14 w-full text-lg" disabled={busy} onClick={onAcknowledge}>
          {t("agentApp.postOrders.acknowledge")}
        </Button>
      )}
    </article>
  );
}
