import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast-store";
import { useDeleteSite, useRestoreSite } from "../api/site-lifecycle.ts";

/**
 * Deleting a site (archived when it has history, erased otherwise: then back to the list) and restoring
 * an archived one, each with its toast.
 */
export function useSiteLifecycleActions({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteSite();
  const restore = useRestoreSite();
  const failed = (error: unknown, fallback: string) =>
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: error instanceof Error && error.message ? error.message : fallback,
    });

  const onDelete = async () => {
    try {
      const archived = await remove.mutateAsync({ id });
      onDeleted();
      toast({
        variant: "success",
        title: archived ? t("sites.archive.badge") : t("sites.delete.erased"),
        description: archived ? t("sites.delete.archived") : undefined,
      });
      if (!archived) navigate("/dashboard/sites");
    } catch (error) {
      failed(error, t("sites.delete.error"));
    }
  };

  const onRestore = async () => {
    try {
      await restore.mutateAsync({ id });
      toast({ variant: "success", title: t("sites.archive.restored") });
    } catch (error) {
      failed(error, t("sites.archive.restoreError"));
    }
  };

  return { onDelete, onRestore, deleting: remove.isPending, restoring: restore.isPending };
}
