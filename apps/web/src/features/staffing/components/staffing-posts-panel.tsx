import { can } from "@hts/domain";
import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { CoveragePostsManager } from "./staffing-posts-manager.tsx";

/** Section 'Postes à couvrir' of a site page; hidden from roles that may not read posts. */
export function CoveragePostsPanel({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const rights = useRecordRights();
  if (
    !user ||
    !can({ role: user.role, area: "planning", level: "read" }) ||
    !rights.atAll("coverage-post", "read")
  ) {
    return null;
  }
  const canWrite =
    can({ role: user.role, area: "planning", level: "write" }) && rights.atAll("coverage-post", "create");
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardList className="size-5 text-primary" aria-hidden="true" />
          {t("coverage.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("coverage.description")}</p>
      </CardHeader>
      <CardContent>
        <CoveragePostsManager siteId={siteId} canWrite={canWrite} />
      </CardContent>
    </Card>
  );
}
