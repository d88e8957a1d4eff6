import { IdCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useMyBadgeCode } from "../api/presence-api.ts";
import { RotatingQr } from "../components/rotating-qr.tsx";

/**
 * 'Mon badge': the holder's rotating QR code, to show at a reader from a phone (decision 082). A
 * photographed code is worth a minute at most; the agent app will reuse `RotatingQr`.
 */
export function MyBadgePage() {
  const { t } = useTranslation();
  const code = useMyBadgeCode();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageHeader title={t("access.myBadge.title")} description={t("access.myBadge.subtitle")} />
      {code.isPending ? (
        <Spinner />
      ) : code.data ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
          <div className="flex w-full items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <IdCard className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold">{code.data.holderName}</p>
              <p className="truncate text-sm text-muted-foreground">
                {t("access.myBadge.badgeNumber", { badge: code.data.badgeId })}
                {code.data.department ? ` · ${code.data.department}` : ""}
              </p>
            </div>
          </div>
          <RotatingQr code={code.data} />
        </div>
      ) : (
        <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm">
          {code.error?.message}
        </p>
      )}
    </section>
  );
}
