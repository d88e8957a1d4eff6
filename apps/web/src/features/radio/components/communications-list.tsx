import { RADIO_PANEL } from "@hts/domain";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@/lib/format-date";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCommunications } from "../api/radio-api.ts";
import { playClip } from "../lib/ptt.ts";

/** The last 5 communications (spec), with a searchable history on demand. */
export function CommunicationsList() {
  const { t, i18n } = useTranslation();
  const [history, setHistory] = useState(false);
  const [q, setQ] = useState("");
  const search = useDebouncedValue(q, 300);
  const list = useCommunications(history ? search : "", history ? 50 : RADIO_PANEL.communications);
  const items = list.data ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageSquare aria-hidden="true" className="size-5 text-primary" />
          {t("radio.communications.title")}
        </CardTitle>
        <Button variant="link" size="sm" onClick={() => setHistory((v) => !v)}>
          {history ? t("radio.communications.less") : t("radio.communications.history")}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {history && (
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t("radio.communications.search")}
            aria-label={t("radio.communications.search")}
          />
        )}
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("radio.communications.empty")}</p>
        ) : (
          <ul className="grid gap-2" data-testid="radio-communications">
            {items.map((c) => (
              <li
                key={c.id}
                className={`rounded-md border p-2 ${c.emergencyDetected ? "border-destructive/50 bg-destructive/5" : ""}`}
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">
                    {c.fromAgentName ?? t("radio.communications.unknownAgent")}
                  </span>
                  {c.channelName && <Badge variant="outline">{c.channelName}</Badge>}
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(c.timestamp, i18n.language)}
                  </span>
                  {c.emergencyDetected && (
                    <Badge variant="destructive">{t("radio.communications.emergency")}</Badge>
                  )}
                </div>
                {c.transcript && <p className="mt-1 text-sm">{c.transcript}</p>}
                {c.hasAudio && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-1"
                    onClick={() => void playClip(c.id).catch(() => undefined)}
                  >
                    {t("radio.ptt.play")}
                  </Button>
                )}
                {c.emergencyDetected && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {c.aiAnalysis.recommendation} ·{" "}
                    {t("radio.communications.keywords", { keywords: c.aiAnalysis.keywords_found.join(", ") })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
