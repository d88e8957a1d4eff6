import type { TPostOrderDetail } from "@hts/domain";
import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { downloadAttachment } from "../api/post-orders-api.ts";

/** Every version of a post order, newest first: text, author, date and files to download. */
export function PostOrderVersions({ order }: { order: TPostOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="space-y-4" aria-label={t("postOrders.versions")}>
      {order.versions.map((v) => (
        <li key={v.id} className="rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              {t("postOrders.version", { n: v.version })} · {v.title}
            </h3>
            {v.version === order.current_version && <Badge>{t("postOrders.current")}</Badge>}
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {t("postOrders.publishedBy", {
              date: formatDateTime(v.published_at, i18n.language),
              name: v.published_by ?? "—",
            })}
          </p>
          <p className="mt-3 whitespace-pre-wrap text-sm">{v.body}</p>
          {v.attachments.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {v.attachments.map((file) => (
                <li key={file.id}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("postOrders.download", { name: file.file_name })}
                    onClick={() =>
                      downloadAttachment(file).catch(() =>
                        toast({ variant: "destructive", title: t("common.error") }),
                      )
                    }
                  >
                    <Paperclip aria-hidden="true" className="size-4" />
                    {file.file_name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
