import type { TCommunication } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api-client";
import { radioKeys } from "../api/radio-api.ts";

/** Opus in the container the browser records: WebM (Chromium, Firefox), else Ogg, else MP4 (Safari). */
export function pttMimeType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4"].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
}

/** Plays a stored clip (the bearer token goes with the request, so no bare <audio src>). */
export async function playClip(communicationId: string): Promise<void> {
  const blob = await api.get<Blob>(`/radio/communications/${communicationId}/audio`, {
    responseType: "blob",
  });
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.addEventListener("ended", () => URL.revokeObjectURL(url));
  await audio.play();
  // Tests and screen readers can tell a clip was played.
  const root = document.documentElement;
  root.dataset.pttPlayed = String(Number(root.dataset.pttPlayed ?? 0) + 1);
}

/**
 * While `listening`, plays every new clip of another sender as soon as the live `radio.communication`
 * event refreshes the feed (no polling). Clips present when listening starts are not replayed.
 */
export function usePttPlayer({ listening, userId }: { listening: boolean; userId: string | undefined }) {
  const feed = useQuery({
    queryKey: [...radioKeys.all, "ptt-feed"],
    queryFn: ({ signal }) =>
      api.get<TCommunication[]>("/radio/communications/", { signal, query: { limit: 10 } }),
    enabled: listening,
  });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!listening) {
      seen.current = null;
      return;
    }
    if (!feed.data) return;
    if (seen.current === null) {
      seen.current = new Set(feed.data.map((c) => c.id));
      return;
    }
    const fresh = feed.data.filter((c) => !seen.current?.has(c.id)).reverse();
    for (const c of fresh) {
      seen.current.add(c.id);
      if (c.hasAudio && c.senderUserId !== userId) void playClip(c.id).catch(() => undefined);
    }
  }, [feed.data, listening, userId]);
}
