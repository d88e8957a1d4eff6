import { LOGBOOK_SEVERITIES, type TLogbookSeverity } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { logbookCategoriesQuery } from "../api/logbook-api.ts";
import { currentPosition } from "../lib/geolocation.ts";
import { photoToBase64 } from "../lib/photo-resize.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";

const FIELD = "w-full rounded-md border border-border bg-background px-3 py-3 text-base";

/** 'Nouvelle entrée': category, severity, text, photos, alarm; stored on the phone first, sent when it can. */
export function LogbookForm({ shiftId, onSaved }: { shiftId: string; onSaved: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useQuery(logbookCategoriesQuery());
  const { submit } = useOfflineQueue();
  const [category, setCategory] = useState("");
  const [severity, setSeverity] = useState<TLogbookSeverity>("info");
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [raiseAlarm, setRaiseAlarm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [photoError, setPhotoError] = useState(false);
  const list = categories.data ?? [];
  const chosen = category || list[0] || "";

  const addPhotos = async (files: FileList | null) => {
    setPhotoError(false);
    try {
      const encoded = await Promise.all([...(files ?? [])].map((file) => photoToBase64(file)));
      setPhotos((current) => [...current, ...encoded].slice(0, 6));
    } catch {
      setPhotoError(true);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !text.trim()) return;
    setBusy(true);
    try {
      const position = await currentPosition();
      const result = await submit({
        kind: "logbook_entry",
        position,
        body: {
          shift_id: shiftId,
          category: chosen,
          severity,
          text: text.trim(),
          photos,
          raise_alarm: raiseAlarm,
        },
      });
      setText("");
      setPhotos([]);
      setRaiseAlarm(false);
      onSaved(result !== null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3 rounded-lg bg-card p-4">
      <h2 className="text-lg font-semibold">{t("logbook.phone.newEntry")}</h2>
      <label className="block space-y-1" htmlFor={`${id}-category`}>
        <span className="text-sm font-medium">{t("logbook.category")}</span>
        <select
          id={`${id}-category`}
          className={FIELD}
          value={chosen}
          onChange={(e) => setCategory(e.target.value)}
        >
          {list.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="block space-y-1" htmlFor={`${id}-severity`}>
        <span className="text-sm font-medium">{t("logbook.severity")}</span>
        <select
          id={`${id}-severity`}
          className={FIELD}
          value={severity}
          onChange={(e) => setSeverity(e.target.value as TLogbookSeverity)}
        >
          {LOGBOOK_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {t(`logbook.severities.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block space-y-1" htmlFor={`${id}-text`}>
        <span className="text-sm font-medium">{t("logbook.text")}</span>
        <textarea
          id={`${id}-text`}
          required
          maxLength={4000}
          rows={4}
          className={FIELD}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <label className="block space-y-1" htmlFor={`${id}-photo`}>
        <span className="text-sm font-medium">{t("logbook.phone.addPhoto")}</span>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          multiple
          className="block w-full text-base"
          onChange={(e) => void addPhotos(e.target.files)}
        />
      </label>
      {photos.length > 0 && (
        <p className="text-sm">{t("logbook.phone.photoCount", { count: photos.length })}</p>
      )}
      {photoError && (
        <p role="alert" className="text-sm text-destructive">
          {t("logbook.phone.photoError")}
        </p>
      )}
      <label className="flex items-center gap-3 text-base">
        <input
          type="checkbox"
          className="size-5"
          checked={raiseAlarm}
          onChange={(e) => setRaiseAlarm(e.target.checked)}
        />
        {t("logbook.phone.raiseAlarm")}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy || !text.trim() || !chosen}>
        {t("logbook.phone.save")}
      </Button>
    </form>
  );
}
