import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { photoToBase64 } from "../lib/photo-resize.ts";
import type { PendingScan, ScanAnswer } from "../lib/use-tour-walk.ts";

/**
 * What a checkpoint asks before its scan is sent: 'Oui'/'Non', a number, or a photo (resized on the
 * phone, queued with the scan and sent just before it: POST /api/me/photos, then the scan).
 */
export function TourTaskPanel({
  pending,
  onAnswer,
  onCancel,
}: {
  pending: PendingScan;
  onAnswer: (answer: ScanAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState("");
  const { checkpoint } = pending;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-lg border border-brand-accent bg-card p-4 text-card-foreground"
    >
      <h2 id={id} className="text-lg font-semibold">
        {t("tours.walk.answerFor", {
          name: checkpoint.name,
          question: checkpoint.task_question ?? t("tours.walk.photo"),
        })}
      </h2>
      {checkpoint.task_kind === "yes_no" && (
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-14 text-lg" onClick={() => onAnswer({ answer_yes: true })}>
            {t("tours.walk.yes")}
          </Button>
          <Button
            variant="destructive"
            className="min-h-14 text-lg"
            onClick={() => onAnswer({ answer_yes: false })}
          >
            {t("tours.walk.no")}
          </Button>
        </div>
      )}
      {checkpoint.task_kind === "number" && (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim() !== "") onAnswer({ answer_number: Number(value) });
          }}
        >
          <label htmlFor={`${id}-n`} className="text-base">
            {t("tours.walk.number")}
          </label>
          <Input
            id={`${id}-n`}
            type="number"
            inputMode="decimal"
            step="any"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="min-h-12 text-lg"
          />
          <Button type="submit" className="min-h-12">
            {t("tours.walk.confirm")}
          </Button>
        </form>
      )}
      {checkpoint.task_kind === "photo" && (
        <div className="grid gap-2">
          <label htmlFor={`${id}-p`} className="text-base">
            {t("tours.walk.photo")}
          </label>
          <input
            id={`${id}-p`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            className="text-base"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) onAnswer({ photo_base64: await photoToBase64(file) });
            }}
          />
        </div>
      )}
      <Button variant="outline" className="min-h-12" onClick={onCancel}>
        {t("tours.walk.cancel")}
      </Button>
    </section>
  );
}
