import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCoverageSites } from "../api/staffing-api.ts";
import { CoveragePostsManager } from "./staffing-posts-manager.tsx";

/** 'Postes à couvrir' of Planning Avancé: every site's posts, and a form that asks for the site. */
export function CoveragePostsDialog({
  open,
  onOpenChange,
  canWrite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const sites = useCoverageSites({ enabled: open && canWrite });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("coverage.title")}</DialogTitle>
          <DialogDescription>{t("coverage.description")}</DialogDescription>
        </DialogHeader>
        {open && <CoveragePostsManager sites={sites.data} canWrite={canWrite} />}
      </DialogContent>
    </Dialog>
  );
}
