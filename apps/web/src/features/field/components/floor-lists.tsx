import type { TFieldFloor } from "@hts/domain";
import { AlarmClock, BellRing, Coffee, MapPin, UserCheck, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { formatTime } from "@/lib/format-date";
import { describePosition, formatAge } from "../lib/field-format.ts";
import { FloorRow, FloorSection } from "./floor-section.tsx";

type Props = { floor: TFieldFloor };

/** 'En service': clock-in time, break, post, and where the last position puts the agent. */
export function OnDutyList({ floor }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FloorSection
      id="field-on-duty"
      title={t("field.onDuty.title")}
      icon={UserCheck}
      count={floor.on_duty.length}
      empty={t("field.onDuty.empty")}
    >
      {floor.on_duty.map((row) => (
        <FloorRow
          key={row.agent_id}
          name={row.agent_name}
          site={row.post ? `${row.site_name} · ${row.post}` : row.site_name}
        >
          <span>
            {t("field.onDuty.since", { time: formatTime(new Date(row.clock_in_at), i18n.language) })}
          </span>
          <span className="flex flex-wrap justify-end gap-1">
            {row.on_break && (
              <Badge variant="secondary">
                <Coffee aria-hidden="true" />
                {t("field.onDuty.onBreak")}
              </Badge>
            )}
            {row.unplanned && <Badge variant="warning">{t("field.onDuty.unplanned")}</Badge>}
          </span>
          {row.position ? (
            <span className="text-muted-foreground">
              {describePosition(row.position, t, i18n.language)} ·{" "}
              {t("field.position.ago", { age: formatAge(row.position.age_s, t) })}
            </span>
          ) : (
            <span className="text-muted-foreground">{t("field.position.none")}</span>
          )}
        </FloorRow>
      ))}
    </FloorSection>
  );
}

/** 'Attendus, non pointés': planned shifts under way with no 'Prise de service'. */
export function ExpectedList({ floor }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FloorSection
      id="field-expected"
      title={t("field.expected.title")}
      icon={UserX}
      tone="danger"
      count={floor.expected_missing.length}
      empty={t("field.expected.empty")}
    >
      {floor.expected_missing.map((row) => (
        <FloorRow key={row.shift_id} name={row.agent_name} site={row.site_name}>
          <span>
            {t("field.expected.planned", { time: formatTime(new Date(row.starts_at), i18n.language) })}
          </span>
          <Badge variant="destructive">{t("field.minutesLate", { count: row.minutes_late })}</Badge>
        </FloorRow>
      ))}
    </FloorSection>
  );
}

/** 'En retard aujourd'hui': clock-ins after the start plus the company's window. */
export function LateList({ floor }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FloorSection
      id="field-late"
      title={t("field.late.title")}
      icon={AlarmClock}
      tone="warning"
      count={floor.late.length}
      empty={t("field.late.empty")}
    >
      {floor.late.map((row) => (
        <FloorRow key={row.shift_id} name={row.agent_name} site={row.site_name}>
          <span>
            {t("field.late.times", {
              planned: formatTime(new Date(row.starts_at), i18n.language),
              actual: formatTime(new Date(row.clock_in_at), i18n.language),
            })}
          </span>
          <Badge variant="warning">{t("field.minutesLate", { count: row.minutes_late })}</Badge>
        </FloorRow>
      ))}
    </FloorSection>
  );
}

/** Lone-worker checks ('Tout va bien ?') due and unanswered, or missed with their alarm. */
export function ChecksList({ floor }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FloorSection
      id="field-checks"
      title={t("field.checks.title")}
      icon={BellRing}
      tone="danger"
      count={floor.open_checks.length}
      empty={t("field.checks.empty")}
    >
      {floor.open_checks.map((row) => (
        <FloorRow key={row.check_id} name={row.agent_name} site={row.site_name}>
          <span>
            {t("field.checks.deadline", { time: formatTime(new Date(row.deadline_at), i18n.language) })}
          </span>
          <Badge variant={row.status === "missed" ? "destructive" : "warning"}>
            {t(`field.checks.status.${row.status}`)}
          </Badge>
        </FloorRow>
      ))}
    </FloorSection>
  );
}

/** Last known positions, relative to the site of the clock-in (no map without a tile server). */
export function PositionsList({ floor }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FloorSection
      id="field-positions"
      title={t("field.positions.title")}
      icon={MapPin}
      count={floor.positions.length}
      empty={t("field.positions.empty")}
    >
      {floor.positions.map(({ agent_id, agent_name, site_name, position }) => (
        <FloorRow key={agent_id} name={agent_name} site={site_name}>
          <span>{describePosition(position, t, i18n.language)}</span>
          <span className="text-muted-foreground">
            {t("field.position.ago", { age: formatAge(position.age_s, t) })}
            {position.accuracy !== null && ` · ±${Math.round(position.accuracy)} m`}
          </span>
        </FloorRow>
      ))}
    </FloorSection>
  );
}
