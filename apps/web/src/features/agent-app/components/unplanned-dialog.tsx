import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

type Props = {
  open: boolean;
  sites: { id: string; name: string }[];
  onConfirm: (siteId: string) => void;
  onClose: () => void;
};

/** 'Prise de service non planifiée': no shift now, the agent says on which site he starts. */
export function UnplannedDialog({ open, sites, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [siteId, setSiteId] = useState("");
  const chosen = siteId || sites[0]?.id || "";
  return (
    <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
      <DialogContent>
        <DialogTitle className="text-xl">{t("agentApp.unplanned.title")}</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {t("agentApp.unplanned.text")}
        </DialogDescription>
        {sites.length === 0 ? (
          <p className="text-base">{t("agentApp.unplanned.noSite")}</p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor="unplanned-site" className="text-base font-medium">
              {t("agentApp.unplanned.site")}
            </label>
            <select
              id="unplanned-site"
              value={chosen}
              onChange={(event) => setSiteId(event.target.value)}
              className="min-h-12 rounded-md border border-input bg-background px-3 text-base"
            >
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
            <Button className="h-14 text-lg" onClick={() => onConfirm(chosen)}>
              {t("agentApp.unplanned.confirm")}
            </Button>
          </div>
        )}
        <Button variant="secondary" className="min-h-12" onClick={onClose}>
          {t("agentApp.cancel")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
