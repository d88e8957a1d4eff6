import type { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";

export function Detail({
  icon: Icon,
  label,
  value,
  href,
}: {
  icon: typeof MapPin;
  label: string;
  value: string | null;
  href?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words pl-5 font-medium">
        {value ? (
          href ? (
            <a href={href} className="text-primary hover:underline">
              {value}
            </a>
          ) : (
            value
          )
        ) : (
          <span className="font-normal text-muted-foreground">{t("sites.detail.none")}</span>
        )}
      </dd>
    </div>
  );
}

export function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
