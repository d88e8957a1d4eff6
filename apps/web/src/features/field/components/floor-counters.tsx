import type { TFieldFloor } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";

/** The four figures the control room watches, linked to their lists. */
export function FloorCounters({ floor }: { floor: TFieldFloor }) {
  const { t } = useTranslation();
  const items = [
    { id: "field-on-duty", label: t("field.onDuty.title"), value: floor.on_duty.length, alert: false },
    {
      id: "field-expected",
      label: t("field.expected.title"),
      value: floor.expected_missing.length,
      alert: floor.expected_missing.length > 0,
    },
    { id: "field-late", label: t("field.late.title"), value: floor.late.length, alert: false },
    {
      id: "field-checks",
      label: t("field.checks.title"),
      value: floor.open_checks.length,
      alert: floor.open_checks.length > 0,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <Card key={item.id} className="p-4">
          <dt className="text-sm text-muted-foreground">
            <a href={`#${item.id}-title`} className="hover:underline focus-visible:underline">
              {item.label}
            </a>
          </dt>
          <dd
            className={`text-3xl font-bold tabular-nums ${item.alert ? "text-destructive" : "text-foreground"}`}
          >
            {item.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
