import { useTranslation } from "react-i18next";
import { usePageTitle } from "@/lib/use-page-title";
import { KeySetup } from "../components/reader-key-setup.tsx";
import { ReaderScreen } from "../components/reader-screen.tsx";
import { useReaderKey } from "../lib/use-reader-key.ts";

/**
 * '/access-reader': a tablet or phone at a gate. Opened once with its access point's key, it then
 * scans continuously (camera QR, Web NFC where available, or manual entry) and shows the server's answer.
 */
export function AccessReaderPage() {
  const { t } = useTranslation();
  usePageTitle(t("access.reader.title"));
  const reader = useReaderKey();
  return (
    <main className="min-h-dvh bg-slate-950 text-white">
      {reader.key && reader.info ? (
        <ReaderScreen readerKey={reader.key} info={reader.info} onForget={reader.forget} />
      ) : (
        <KeySetup error={reader.keyError} onSubmit={reader.use} />
      )}
    </main>
  );
}
