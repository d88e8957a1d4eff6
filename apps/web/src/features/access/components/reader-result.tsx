import type { TAccessCheckResult } from "@hts/domain";
import { CheckCircle2, ScanLine, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** The big panel of the reader: waiting, the server's decision (who, why) or why it could not ask. */
export function ReaderResult({
  result,
  failure,
}: {
  result: TAccessCheckResult | null;
  failure: string | null;
}) {
  const { t } = useTranslation();
  const granted = result?.decision === "Autorisé";
  return (
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
          <p className="text-2xl font-semibold">{result.holder?.name ?? t("access.reader.unknownHolder")}</p>
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
  );
}
