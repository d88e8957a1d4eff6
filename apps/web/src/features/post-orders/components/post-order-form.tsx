import { POST_ORDER_ATTACHMENT_MAX_BYTES, POST_ORDER_ATTACHMENTS_MAX, type TPostOrder } from "@hts/domain";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { readAsBase64, usePublishPostOrder } from "../api/post-orders-api.ts";

/**
 * Writes new post orders (version 1) or a new version of `order`: text and up to five files. The
 * server reads each file's type from its content; the checks here only spare a useless upload.
 */
export function PostOrderForm({
  siteId,
  order,
  onDone,
}: {
  siteId: string;
  order: TPostOrder | null;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const publish = usePublishPostOrder();
  const [post, setPost] = useState("");
  const [title, setTitle] = useState(order?.title ?? "");
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const big = chosen.find((f) => f.size > POST_ORDER_ATTACHMENT_MAX_BYTES);
    if (chosen.length > POST_ORDER_ATTACHMENTS_MAX) setError(t("postOrders.tooManyFiles"));
    else if (big) setError(t("postOrders.fileTooBig", { name: big.name }));
    else setError(null);
    setFiles(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    try {
      const attachments = await Promise.all(
        files.map(async (f) => ({ file_name: f.name, content_base64: await readAsBase64(f) })),
      );
      const saved = await publish.mutateAsync({
        id: order?.id ?? null,
        site_id: siteId,
        post: post.trim() || null,
        title: title.trim(),
        body,
        attachments,
      });
      toast({ variant: "success", title: t("postOrders.published") });
      onDone(saved.id);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t("common.error"));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={order ? t("postOrders.newVersion") : t("postOrders.new")}
    >
      {!order && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-post`}>{t("postOrders.post")}</Label>
          <Input
            id={`${id}-post`}
            value={post}
            maxLength={80}
            placeholder={t("postOrders.postPlaceholder")}
            onChange={(e) => setPost(e.target.value)}
          />
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>{t("postOrders.titleField")}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          required
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-body`}>{t("postOrders.body")}</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          required
          rows={10}
          maxLength={20000}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-files`}>{t("postOrders.attachments")}</Label>
        <Input
          id={`${id}-files`}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onFiles(e.target.files)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={publish.isPending || Boolean(error)}>
        {t("postOrders.publish")}
      </Button>
    </form>
  );
}
