import { RADIO_GOOD, type TRadio } from "@hts/domain";
import { Battery, MapPin, Radio as RadioIcon, Signal, Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatRelative } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

const STATUS_VARIANT = {
  active: "success",
  assigned: "success",
  available: "secondary",
  offline: "destructive",
  retired: "outline",
} as const;

function Level({
  value,
  good,
  label,
  icon: Icon,
}: {
  value: number | null;
  good: number;
  label: string;
  icon: typeof Battery;
}) {
  const { t, i18n } = useTranslation();
  const tone =
    value === null ? "text-muted-foreground" : value > good ? "text-success-strong" : "text-warning-strong";
  return (
    <div className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className={`size-4 ${tone}`} />
      <span className="text-muted-foreground">{label}</span>
      <span className={`font-semibold ${tone}`}>
        {value === null
          ? t("radio.radios.unknown")
          : formatPercent(value, i18n.language, { maximumFractionDigits: 0 })}
      </span>
    </div>
  );
}

/** One radio of the grid, with its SOS button (the browser's real position is sent). */
export function RadioCard({
  radio,
  canSos,
  sosBusy,
  onSos,
  onEdit,
}: {
  radio: TRadio;
  canSos: boolean;
  sosBusy: boolean;
  onSos: (radio: TRadio) => void;
  onEdit?: (radio: TRadio) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card data-testid="radio-card">
      <CardContent className="grid gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-semibold">
              <RadioIcon aria-hidden="true" className="size-4 text-primary" />
              <span className="truncate">{radio.agentName ?? t("radio.radios.unassigned")}</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {t("radio.radios.imei")} {radio.radioId} · {t("radio.radios.serial")} {radio.serialNumber}
            </p>
          </div>
          <Badge variant={STATUS_VARIANT[radio.status]}>{t(`radio.radios.statuses.${radio.status}`)}</Badge>
        </div>
        <div className="grid grid-cols-2 gap-2 text-sm">
          <Level
            value={radio.signalStrength}
            good={RADIO_GOOD.signal}
            label={t("radio.radios.signal")}
            icon={Signal}
          />
          <Level
            value={radio.battery}
            good={RADIO_GOOD.battery}
            label={t("radio.radios.battery")}
            icon={Battery}
          />
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">{t("radio.radios.channelLabel")} </span>
          {radio.currentChannel ?? t("radio.radios.unknown")}
        </p>
        {radio.lastLocation && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3" />
            {radio.lastLocation.lat.toFixed(5)}, {radio.lastLocation.lng.toFixed(5)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {radio.lastSeenAt
            ? t("radio.radios.lastSeen", { when: formatRelative(radio.lastSeenAt, i18n.language) })
            : t("radio.radios.neverSeen")}
        </p>
        {radio.warnings.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {radio.warnings.map((w) => (
              <Badge key={w} variant="warning">
                {t(`radio.radios.warnings.${w}`)}
              </Badge>
            ))}
          </div>
        )}
        {onEdit && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(radio)}
            aria-label={t("radio.radios.editLabel", { imei: radio.radioId })}
          >
            {t("radio.radios.edit")}
          </Button>
        )}
        {canSos && radio.status !== "retired" && (
          <Button
            variant="destructive"
            disabled={sosBusy}
            onClick={() => onSos(radio)}
            aria-label={t("radio.radios.sosLabel", { imei: radio.radioId })}
          >
            <Siren aria-hidden="true" />
            {sosBusy ? t("radio.sos.locating") : t("radio.radios.sos")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
