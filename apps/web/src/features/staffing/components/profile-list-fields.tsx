import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { dayKey, WEEKDAYS } from "../lib/profile-days.ts";
import type { ProfileDraft } from "../lib/profile-draft.ts";
import { ProfileRows as Rows } from "./profile-rows.tsx";

/** The profile's lists: qualification dates, forbidden successions and weighted wishes (decision 126). */
export function ProfileListFields({
  draft,
  set,
}: {
  draft: ProfileDraft;
  set: <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Rows
        legend={t("coverage.profile.expiry")}
        addLabel={t("coverage.profile.addExpiry")}
        rows={draft.expiry}
        onChange={(rows) => set("expiry", rows)}
        empty={{ code: "", expires: "" }}
        render={(row, update, n) => (
          <>
            <Input
              aria-label={t("coverage.profile.code", { n })}
              value={row.code}
              onChange={(e) => update({ ...row, code: e.target.value })}
            />
            <Input
              aria-label={t("coverage.profile.expires", { n })}
              type="date"
              value={row.expires}
              onChange={(e) => update({ ...row, expires: e.target.value })}
            />
          </>
        )}
      />
      <Rows
        legend={t("coverage.profile.successions")}
        addLabel={t("coverage.profile.addSuccession")}
        rows={draft.successions}
        onChange={(rows) => set("successions", rows)}
        empty={{ from: "", to: "" }}
        render={(row, update, n) => (
          <>
            <Input
              aria-label={t("coverage.profile.from", { n })}
              value={row.from}
              onChange={(e) => update({ ...row, from: e.target.value })}
            />
            <Input
              aria-label={t("coverage.profile.to", { n })}
              value={row.to}
              onChange={(e) => update({ ...row, to: e.target.value })}
            />
          </>
        )}
      />
      <Rows
        legend={t("coverage.profile.preferences")}
        addLabel={t("coverage.profile.addPreference")}
        rows={draft.preferences}
        onChange={(rows) => set("preferences", rows)}
        empty={{ kind: "avoid" as const, post: "", weekday: "", weight: "10" }}
        render={(row, update, n) => (
          <>
            <Select
              aria-label={t("coverage.profile.kindLabel", { n })}
              value={row.kind}
              onChange={(e) => update({ ...row, kind: e.target.value === "want" ? "want" : "avoid" })}
            >
              <option value="want">{t("coverage.profile.kind.want")}</option>
              <option value="avoid">{t("coverage.profile.kind.avoid")}</option>
            </Select>
            <Input
              aria-label={t("coverage.profile.post", { n })}
              value={row.post}
              onChange={(e) => update({ ...row, post: e.target.value })}
            />
            <Select
              aria-label={t("coverage.profile.day", { n })}
              value={row.weekday}
              onChange={(e) => update({ ...row, weekday: e.target.value })}
            >
              <option value="">{t("coverage.profile.anyDay")}</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={String(day)}>
                  {t(dayKey(day))}
                </option>
              ))}
            </Select>
            <Input
              aria-label={t("coverage.profile.weight", { n })}
              inputMode="numeric"
              className="w-20"
              value={row.weight}
              onChange={(e) => update({ ...row, weight: e.target.value })}
            />
          </>
        )}
      />
    </>
  );
}
