import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { nfcSupported, startNfc } from "@/features/access";

/**
 * An NFC tag's serial: read once on site by holding the tag against a phone with Web NFC (Chrome on
 * Android), or typed from the tag's packaging elsewhere.
 */
export function NfcSerialField({ value, onChange }: { value: string; onChange: (serial: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const read = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setReading(true);
    const started = await startNfc({
      signal: controller.signal,
      onUid: (uid) => {
        onChange(uid.toLowerCase());
        controller.abort();
        setReading(false);
      },
    });
    if (!started) setReading(false);
  };

  return (
    <FormField
      id={id}
      label={t("tours.checkpointForm.serial")}
      description={reading ? t("tours.checkpointForm.readTagHint") : undefined}
    >
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={64}
          className="font-mono"
        />
        {nfcSupported() && (
          <Button type="button" variant="outline" onClick={() => void read()} disabled={reading}>
            {t("tours.checkpointForm.readTag")}
          </Button>
        )}
      </div>
    </FormField>
  );
}
