import { Mic } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { api } from "@/lib/api-client";
import { pttMimeType } from "../lib/ptt.ts";

/**
 * Hold to talk on a channel: the microphone is recorded (MediaRecorder, Opus) while the button is
 * held — pointer or Space/Enter — and the clip is uploaded on release.
 */
export function PushToTalk({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "recording" | "sending">("idle");
  const recorder = useRef<MediaRecorder | null>(null);

  const start = async () => {
    if (recorder.current || state !== "idle") return;
    const mimeType = pttMimeType();
    if (!mimeType || !navigator.mediaDevices?.getUserMedia) {
      toast({ variant: "destructive", title: t("common.error"), description: t("radio.ptt.unsupported") });
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const rec = new MediaRecorder(stream, { mimeType });
      const chunks: Blob[] = [];
      rec.addEventListener("dataavailable", (e) => e.data.size > 0 && chunks.push(e.data));
      rec.addEventListener("stop", async () => {
        for (const track of stream.getTracks()) track.stop();
        recorder.current = null;
        const blob = new Blob(chunks, { type: mimeType.split(";")[0] });
        if (blob.size < 16) {
          setState("idle");
          return;
        }
        setState("sending");
        try {
          await api.post(`/radio/channels/${channelId}/ptt`, blob);
          toast({ variant: "success", title: t("radio.ptt.sent"), description: channelName });
        } catch (error) {
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: error instanceof Error && error.message ? error.message : t("radio.ptt.error"),
          });
        } finally {
          setState("idle");
        }
      });
      recorder.current = rec;
      rec.start();
      setState("recording");
    } catch {
      toast({ variant: "destructive", title: t("common.error"), description: t("radio.ptt.noMicrophone") });
    }
  };

  const stop = () => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === " " || e.key === "Enter") && !e.repeat) {
      e.preventDefault();
      void start();
    }
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      stop();
    }
  };

  return (
    <Button
      size="sm"
      variant={state === "recording" ? "destructive" : "outline"}
      aria-pressed={state === "recording"}
      aria-label={t("radio.ptt.holdLabel", { name: channelName })}
      disabled={state === "sending"}
      onPointerDown={() => void start()}
      onPointerUp={stop}
      onPointerLeave={stop}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onContextMenu={(e) => e.preventDefault()}
      className="touch-none select-none"
      data-testid="ptt-button"
    >
      <Mic aria-hidden="true" />
      {state === "recording"
        ? t("radio.ptt.recording")
        : state === "sending"
          ? t("radio.ptt.sending")
          : t("radio.ptt.hold")}
    </Button>
  );
}
