import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { manualPresentation } from "../lib/manual-code.ts";
import type { Presentation } from "../lib/use-presentation.ts";

/** A badge code typed at the gate (a QR code's text or a card uid), for when scanning fails. */
export function ReaderManualEntry({ onPresent }: { onPresent(presentation: Presentation): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [manual, setManual] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = manual.trim();
    if (!code) return;
    setManual("");
    onPresent(manualPresentation(code));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2 rounded-xl bg-slate-900 p-4">
      <h2 className="font-semibold">{t("access.reader.manualTitle")}</h2>
      <Label htmlFor={`${id}-manual`} className="text-slate-200">
        {t("access.reader.manualLabel")}
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-manual`}
          value={manual}
          onChange={(e) => setManual(e.target.value)}
          autoComplete="off"
          className="bg-white text-slate-950"
        />
        <Button type="submit">{t("access.reader.manualSubmit")}</Button>
      </div>
    </form>
  );
}
