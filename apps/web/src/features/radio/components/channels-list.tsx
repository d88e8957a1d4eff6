import type { TChannel } from "@hts/domain";
import { Hash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PushToTalk } from "./push-to-talk.tsx";

export function ChannelsList({
  channels,
  onEdit,
}: {
  channels: TChannel[];
  onEdit?: (channel: TChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Hash aria-hidden="true" className="size-5 text-primary" />
          {t("radio.channels.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {channels.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("radio.channels.empty")}</p>
        ) : (
          <ul className="grid gap-2" data-testid="radio-channels">
            {channels.map((c) => (
              <li key={c.id} className="rounded-md border p-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{c.name}</span>
                  {onEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto"
                      onClick={() => onEdit(c)}
                      aria-label={t("radio.channels.editLabel", { name: c.name })}
                    >
                      {t("radio.channels.edit")}
                    </Button>
                  )}
                  <Badge variant={c.type === "emergency" ? "destructive" : "secondary"}>
                    {t(`radio.channels.types.${c.type}`)}
                  </Badge>
                  <Badge variant="outline">
                    {t("radio.channels.priority")} {c.priority} ·{" "}
                    {t(`radio.channels.priorities.${c.priority as 0 | 1 | 2}`)}
                  </Badge>
                </div>
                {c.description && <p className="mt-1 text-sm text-muted-foreground">{c.description}</p>}
                <div className="mt-2">
                  <PushToTalk channelId={c.id} channelName={c.name} />
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t("radio.channels.members", { count: c.activeMembers.length })}
                  {c.activeMembers.length > 0 && ` : ${c.activeMembers.join(", ")}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
