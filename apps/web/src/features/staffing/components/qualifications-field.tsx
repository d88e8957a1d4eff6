import { QUALIFICATIONS } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";

/** The qualifications a post needs, chosen from the company list. */
export function QualificationsField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((existing) => existing !== code));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t("coverage.form.qualifications")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {QUALIFICATIONS.map((code, index) => (
          <div key={code} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={value.includes(code)}
              onCheckedChange={(checked) => toggle(code, checked === true)}
            />
            <label htmlFor={`${id}-${index}`} className="text-sm">
              {code}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
