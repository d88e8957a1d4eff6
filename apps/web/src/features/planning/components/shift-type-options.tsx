import { PLANNING_SHIFT_TYPES } from "@hts/domain";
import { useTranslation } from "react-i18next";

/** The options of a planning shift type select (regular, night, weekend...), in the interface language. */
export function ShiftTypeOptions() {
  const { t } = useTranslation();
  return PLANNING_SHIFT_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(`planningAdvanced.shiftTypes.${type}`)}
    </option>
  ));
}
