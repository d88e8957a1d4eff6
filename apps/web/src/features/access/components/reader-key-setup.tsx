import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** First screen of a reader device: the access point's key, kept on the device afterwards. */
export function KeySetup({ error, onSubmit }: { error: string | null; onSubmit: (key: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState("");
  return (
    <form
      className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSubmit(value.trim());
      }}
    >
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <KeyRound aria-hidden="true" />
        {t("access.reader.setupTitle")}
      </h1>
      <p className="text-slate-300">{t("access.reader.setupDescription")}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-key`} className="text-white">
          {t("access.reader.keyLabel")}
        </Label>
        <Input
          id={`${id}-key`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          className="bg-white text-slate-950"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-300">
            {error}
          </p>
        )}
      </div>
      <Button type="submit">{t("access.reader.start")}</Button>
    </form>
  );
}
