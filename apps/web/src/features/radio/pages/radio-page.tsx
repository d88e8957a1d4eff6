import { mayAtAll, type TChannel, type TRadio } from "@hts/domain";
import { Plus, Radio as RadioIcon, Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { rememberAlarmRaisedHere } from "@/lib/critical-alarm";
import { formatNumber } from "@/lib/format-number";
import { useChannels, useRadioAlerts, useRadioSummary, useRadios, useTriggerSos } from "../api/radio-api.ts";
import { AiPanel } from "../components/ai-panel.tsx";
import { AlertsPanel } from "../components/alerts-panel.tsx";
import { ChannelFormDialog } from "../components/channel-form-dialog.tsx";
import { ChannelsList } from "../components/channels-list.tsx";
import { CommunicationsList } from "../components/communications-list.tsx";
import { RadioCard } from "../components/radio-card.tsx";
import { RadioEditDialog } from "../components/radio-edit-dialog.tsx";
import { RadioFormDialog } from "../components/radio-form-dialog.tsx";
import { currentPosition } from "../lib/geolocation.ts";
import { usePttPlayer } from "../lib/ptt.ts";

/**
 * 'Radio POC 4G': AI panel, emergency alerts, radio cards with SOS, channels, last communications.
 * Live over the event stream: every radio event refetches these queries (no 5 s polling).
 */
export function RadioPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const role = user?.role ?? "agent";
  const radios = useRadios();
  const channels = useChannels();
  const alerts = useRadioAlerts();
  const summary = useRadioSummary();
  const sos = useTriggerSos();
  const [sosRadio, setSosRadio] = useState<string | null>(null);
  const [radioDialog, setRadioDialog] = useState(false);
  const [channelDialog, setChannelDialog] = useState<{ open: boolean; channel: TChannel | null }>({
    open: false,
    channel: null,
  });
  const [editing, setEditing] = useState<TRadio | null>(null);
  // Listening is switched on by a click: browsers only play sound after a gesture on the page.
  const [listening, setListening] = useState(false);
  usePttPlayer({ listening, userId: user?.id });
  const canEditRadio = mayAtAll({ role, kind: "radio", action: "update" });
  const canEditChannel = mayAtAll({ role, kind: "radio-channel", action: "update" });
  const canAddRadio = mayAtAll({ role, kind: "radio", action: "create" });
  const canAddChannel = mayAtAll({ role, kind: "radio-channel", action: "create" });
  const canSos = mayAtAll({ role, kind: "radio-alert", action: "create" });

  const onSos = async (radio: TRadio) => {
    setSosRadio(radio.id);
    try {
      // The browser's real position; the radio's last reported one when the user refuses.
      const location = await currentPosition().catch(() => radio.lastLocation);
      if (!location) {
        toast({
          variant: "destructive",
          title: t("radio.sos.error"),
          description: t("radio.sos.noPosition"),
        });
        return;
      }
      const result = await sos.mutateAsync({ radio_id: radio.id, location });
      // Who sent it needs the answer below, not the control-room alert of its alarm on top of it.
      if (result.alarmId) rememberAlarmRaisedHere(result.alarmId);
      // Say what happened: the SOS raises an alert; an agent is dispatched only from the alert panel.
      const nearest = result.nearestAgents[0];
      const dispatched = result.dispatchedAgentName;
      toast({
        variant: "success",
        title: t("radio.sos.success"),
        description: dispatched
          ? t("radio.sos.dispatched", { name: dispatched })
          : nearest
            ? `${t("radio.sos.successDescription")} ${t("radio.sos.nearest", { name: nearest.name, distance: formatNumber(nearest.distanceKm, i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}`
            : `${t("radio.sos.successDescription")} ${t("radio.sos.nobody")}`,
      });
    } catch {
      toast({ variant: "destructive", title: t("common.error"), description: t("radio.sos.error") });
    } finally {
      setSosRadio(null);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("radio.title")}
        description={t("radio.subtitle")}
        meta={<Badge variant="secondary">{t("radio.badgeAi")}</Badge>}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant={listening ? "secondary" : "outline"}
              aria-pressed={listening}
              onClick={() => setListening((v) => !v)}
            >
              {listening ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
              {listening ? t("radio.ptt.listening") : t("radio.ptt.listen")}
            </Button>
            {canAddChannel && (
              <Button variant="outline" onClick={() => setChannelDialog({ open: true, channel: null })}>
                <Plus aria-hidden="true" />
                {t("radio.createChannel")}
              </Button>
            )}
            {canAddRadio && (
              <Button onClick={() => setRadioDialog(true)}>
                <Plus aria-hidden="true" />
                {t("radio.addRadio")}
              </Button>
            )}
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <AiPanel summary={summary.data} />
        <AlertsPanel alerts={alerts.data ?? []} role={role} />
      </div>
      <section aria-labelledby="radio-fleet-title" className="grid gap-3">
        <h2 id="radio-fleet-title" className="flex items-center gap-2 text-lg font-semibold">
          <RadioIcon aria-hidden="true" className="size-5 text-primary" />
          {t("radio.radios.title")}
        </h2>
        {radios.isPending ? (
          <Spinner />
        ) : (radios.data ?? []).length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t("radio.radios.empty")}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {radios.data?.map((radio) => (
              <RadioCard
                key={radio.id}
                radio={radio}
                canSos={canSos}
                sosBusy={sosRadio === radio.id}
                onSos={onSos}
                onEdit={canEditRadio ? setEditing : undefined}
              />
            ))}
          </div>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChannelsList
          channels={channels.data ?? []}
          onEdit={canEditChannel ? (channel) => setChannelDialog({ open: true, channel }) : undefined}
        />
        <CommunicationsList />
      </div>
      <RadioFormDialog open={radioDialog} onOpenChange={setRadioDialog} />
      <ChannelFormDialog
        open={channelDialog.open}
        channel={channelDialog.channel}
        onOpenChange={(open) => setChannelDialog((d) => ({ ...d, open }))}
      />
      <RadioEditDialog radio={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </section>
  );
}
