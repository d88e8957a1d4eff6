import type { TAccessCheckResult } from "@hts/domain";
import { CameraOff, CheckCircle2, Nfc, ScanLine, XCircle } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isApiError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/use-page-title";
import { checkBadge, getReaderInfo, type ReaderInfo } from "../api/reader-api.ts";
import { KeySetup } from "../components/reader-key-setup.tsx";
import { beep } from "../lib/beep.ts";
import { nfcSupported, startNfc } from "../lib/nfc-reader.ts";
import { createQrDetector } from "../lib/qr-detector.ts";

const STORAGE_KEY = "hts.readerKey";
/** How long a result stays on screen before scanning again. */
const RESULT_MS = 3000;
const SCAN_EVERY_MS = 200;

type CameraState = "starting" | "on" | "denied" | "missing" | "insecure";

/** Reads the key from `#key=...` (the link of the key dialog), keeps it on the device, clears the URL. */
function initialKey(): string {
  const match = /(?:^#|&)key=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    const key = decodeURIComponent(match[1]);
    localStorage.setItem(STORAGE_KEY, key);
    window.history.replaceState(null, "", window.location.pathname);
    return key;
  }
  return localStorage.getItem(STORAGE_KEY) ?? "";
}

/**
 * '/access-reader': a tablet or phone at a gate. Opened once with its access point's key, it then
 * scans continuously (camera QR, Web NFC where available, or manual entry) and shows the server's answer.
 */
export function AccessReaderPage() {
  const { t } = useTranslation();
  usePageTitle(t("access.reader.title"));
  const [key, setKey] = useState(initialKey);
  const [info, setInfo] = useState<ReaderInfo | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    getReaderInfo(key)
      .then((found) => !cancelled && setInfo(found))
      .catch((error) => {
        if (cancelled) return;
        setInfo(null);
        setKeyError(
          isApiError(error) && error.status === 401 ? t("access.reader.invalidKey") : error.message,
        );
        if (isApiError(error) && error.status === 401) {
          localStorage.removeItem(STORAGE_KEY);
          setKey("");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [key, t]);

  const forget = () => {
    localStorage.removeItem(STORAGE_KEY);
    setKey("");
    setInfo(null);
  };

  return (
    <main className="min-h-dvh bg-slate-950 text-white">
      {key && info ? (
        <Reader readerKey={key} info={info} onForget={forget} />
      ) : (
        <KeySetup
          error={keyError}
          onSubmit={(value) => {
            setKeyError(null);
            localStorage.setItem(STORAGE_KEY, value);
            setKey(value);
          }}
        />
      )}
    </main>
  );
}

function Reader({
  readerKey,
  info,
  onForget,
}: {
  readerKey: string;
  info: ReaderInfo;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>("starting");
  const [nfc, setNfc] = useState<boolean | null>(null);
  const [result, setResult] = useState<TAccessCheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [manual, setManual] = useState("");
  const busy = useRef(false);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const resultTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resultTimer.current), []);

  const present = useCallback(
    async (presentation: { token: string } | { nfcUid: string }, { manual = false } = {}) => {
      const code = "token" in presentation ? presentation.token : presentation.nfcUid;
      const last = lastCode.current;
      // The same code held in front of the camera is one presentation, not ten; a typed code always counts.
      if (
        !manual &&
        (busy.current || (last && last.code === code && Date.now() - last.at < RESULT_MS + 1000))
      )
        return;
      busy.current = true;
      lastCode.current = { code, at: Date.now() };
      try {
        const answer = await checkBadge(readerKey, presentation);
        setFailure(null);
        setResult(answer);
        beep(answer.decision === "Autorisé");
      } catch (error) {
        setResult(null);
        setFailure(error instanceof Error && error.message ? error.message : t("access.reader.checkError"));
        beep(false);
      }
      clearTimeout(resultTimer.current);
      resultTimer.current = setTimeout(() => {
        setResult(null);
        setFailure(null);
        busy.current = false;
      }, RESULT_MS);
    },
    [readerKey, t],
  );

  // Camera and QR decoding.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    (async () => {
      // Browsers give the camera to HTTPS pages (and localhost) only.
      if (!window.isSecureContext) return setCamera("insecure");
      if (!navigator.mediaDevices?.getUserMedia) return setCamera("missing");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        return setCamera(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "missing");
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setCamera("on");
      const detector = await createQrDetector();
      timer = setInterval(async () => {
        if (busy.current || element.readyState < 2) return;
        const found = await detector.detect(element).catch(() => []);
        const code = found[0]?.rawValue;
        if (code) void present({ token: code });
      }, SCAN_EVERY_MS);
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [present]);

  // Web NFC where the browser has it.
  useEffect(() => {
    if (!nfcSupported()) return setNfc(false);
    const controller = new AbortController();
    void startNfc({ onUid: (uid) => void present({ nfcUid: uid }), signal: controller.signal }).then(setNfc);
    return () => controller.abort();
  }, [present]);

  const onManual = (event: FormEvent) => {
    event.preventDefault();
    const code = manual.trim();
    if (!code) return;
    setManual("");
    // A QR code's text starts with its prefix; anything else made of hex digits is a card uid.
    const isUid = !code.startsWith("HTS") && /^[0-9a-f:\s-]+$/i.test(code);
    void present(isUid ? { nfcUid: code } : { token: code }, { manual: true });
  };

  const granted = result?.decision === "Autorisé";

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
      <div
        role="status"
        aria-live="assertive"
        data-testid="reader-result"
        data-decision={result?.decision ?? ""}
        className={cn(
          "flex min-h-48 flex-col items-center justify-center gap-2 rounded-xl p-6 text-center transition-colors",
          result ? (granted ? "bg-green-600" : "bg-red-600") : failure ? "bg-red-900" : "bg-slate-800",
        )}
      >
        {result ? (
          <>
            {granted ? (
              <CheckCircle2 className="size-16" aria-hidden="true" />
            ) : (
              <XCircle className="size-16" aria-hidden="true" />
            )}
            <p className="text-4xl font-black uppercase tracking-wide">
              {granted ? t("access.reader.granted") : t("access.reader.refused")}
            </p>
            <p className="text-2xl font-semibold">
              {result.holder?.name ?? t("access.reader.unknownHolder")}
            </p>
            <p className="text-lg">{t(`access.reasons.${result.reasonCode}`)}</p>
          </>
        ) : failure ? (
          <p className="text-xl font-semibold">{failure}</p>
        ) : (
          <>
            <ScanLine className="size-12" aria-hidden="true" />
            <p className="text-2xl font-semibold">{t("access.reader.scanning")}</p>
            <p className="text-slate-300">{t("access.reader.scanHint")}</p>
          </>
        )}
      </div>
      <div className="relative overflow-hidden rounded-xl bg-black">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t("access.reader.cameraLabel")}
          className={cn("aspect-video w-full object-cover", camera !== "on" && "hidden")}
        />
        {camera !== "on" && (
          <p
            role={camera === "starting" ? undefined : "alert"}
            data-testid="camera-state"
            className="flex items-center gap-2 p-4 text-slate-200"
          >
            {camera !== "starting" && <CameraOff aria-hidden="true" />}
            {camera === "starting"
              ? t("access.reader.cameraStarting")
              : camera === "denied"
                ? t("access.reader.cameraDenied")
                : camera === "insecure"
                  ? t("access.reader.cameraInsecure")
                  : t("access.reader.cameraMissing")}
          </p>
        )}
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <Nfc className="size-4" aria-hidden="true" />
        {nfc ? t("access.reader.nfcReady") : t("access.reader.nfcUnavailable")}
      </p>
      <form onSubmit={onManual} className="grid gap-2 rounded-xl bg-slate-900 p-4">
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
    </div>
  );
}
