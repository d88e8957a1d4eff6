import type { TCoveragePost, TSite } from "@hts/domain";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useCoveragePosts, useDeleteCoveragePost } from "../api/staffing-api.ts";
import { draftOf, emptyDraft } from "../lib/post-draft.ts";
import { CoveragePostForm } from "./staffing-post-form.tsx";
import { CoveragePostsList } from "./staffing-posts-list.tsx";

/** The posts of one site (site page) or of the company (Planning Avancé), with add, edit and delete. */
export function CoveragePostsManager({
  siteId,
  sites,
  canWrite,
}: {
  siteId?: string;
  sites?: TSite[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const posts = useCoveragePosts({ siteId });
  const remove = useDeleteCoveragePost();
  const [editing, setEditing] = useState<"new" | TCoveragePost | null>(null);

  const onDelete = async (post: TCoveragePost) => {
    try {
      await remove.mutateAsync({ id: post.id });
      toast({ title: t("coverage.toast.deleted"), variant: "success" });
    } catch (failure) {
      toast({
        title: failure instanceof Error ? failure.message : t("coverage.form.saveError"),
        variant: "destructive",
      });
    }
  };

  if (posts.isPending) return <Spinner />;
  if (posts.isError) return <ErrorState message={t("coverage.loadError")} onRetry={() => posts.refetch()} />;
  return (
    <div className="grid gap-3">
      {posts.data.length === 0 ? (
        <EmptyState title={t("coverage.empty.title")} description={t("coverage.empty.description")} />
      ) : (
        <CoveragePostsList
          posts={posts.data}
          showSite={!siteId}
          onEdit={canWrite ? setEditing : undefined}
          onDelete={canWrite ? (post) => void onDelete(post) : undefined}
        />
      )}
      {canWrite &&
        (editing ? (
          <CoveragePostForm
            key={editing === "new" ? "new" : editing.id}
            initial={editing === "new" ? emptyDraft(siteId ?? "") : draftOf(editing)}
            postId={editing === "new" ? undefined : editing.id}
            sites={siteId ? undefined : sites}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {t("coverage.add")}
          </Button>
        ))}
    </div>
  );
}
