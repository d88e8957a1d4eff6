import { Nfc } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { ReaderInfo } from "../api/reader-api.ts";
import { nfcSupported, startNfc } from "../lib/nfc-reader.ts";
import { useCameraScanner } from "../lib/use-camera-scanner.ts";
import { usePresentation } from "../lib/use-presentation.ts";
import { ReaderCamera } from "./reader-camera.tsx";
import { ReaderManualEntry } from "./reader-manual-entry.tsx";
import { ReaderResult } from "./reader-result.tsx";

/**
 * The reader at work: scans continuously (camera QR, Web NFC where available, or manual entry) and
 * shows the server's answer for its access point.
 */
export function ReaderScreen({
  readerKey,
  info,
  onForget,
}: {
  readerKey: string;
  info: ReaderInfo;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  const { result, failure, present, busy } = usePresentation(readerKey);
  const onCode = useCallback((code: string) => void present({ token: code }), [present]);
  const { video, camera } = useCameraScanner({ onCode, busy });
  const [nfc, setNfc] = useState<boolean | null>(null);

  // Web NFC where the browser has it.
  useEffect(() => {
    if (!nfcSupported()) return setNfc(false);
    const controller = new AbortController();
    void startNfc({ onUid: (uid) => void present({ nfcUid: uid }), signal: controller.signal }).then(setNfc);
    return () => controller.abort();
  }, [present]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{info.name}</h1>
          <p className="text-slate-300">
            {info.site} · {info.location} · {t(`access.points.direction.${info.direction}`)}
          </p>
        </div>
        <Button variant="outline" className="bg-transparent text-white" onClick={onForget}>
          {t("access.reader.forget")}
        </Button>
      </header>
      {info.status === "Maintenance" && (
        <p role="status" className="rounded-md bg-amber-500/20 p-3 text-amber-200">
          {t("access.reader.maintenance")}
        </p>
      )}
      <ReaderResult result={result} failure={failure} />
      <ReaderCamera video={video} camera={camera} />
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <Nfc className="size-4" aria-hidden="true" />
        {nfc ? t("access.reader.nfcReady") : t("access.reader.nfcUnavailable")}
      </p>
      <ReaderManualEntry onPresent={(presentation) => void present(presentation, { manual: true })} />
    </div>
  );
}
