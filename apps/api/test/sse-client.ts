/** A minimal EventSource for tests: reads a real HTTP stream and splits it into SSE frames. */

export type SseFrame = { event: string | null; data: string | null; comment: string | null };

export type SseStream = {
  status: number;
  headers: Headers;
  /** The next frame, or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** The next frame with this event name, skipping pings and others. */
  nextEvent(event: string, timeoutMs?: number): Promise<SseFrame>;
  close(): void;
};

function parse(block: string): SseFrame {
  const frame: SseFrame = { event: null, data: null, comment: null };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    else if (line.startsWith("event: ")) frame.event = line.slice(7);
    else if (line.startsWith("data: ")) frame.data = line.slice(6);
  }
  return frame;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  // One read in flight at a time, kept across timeouts.
  let pending: ReturnType<NonNullable<typeof reader>["read"]> | null = null;

  const next = async (timeoutMs = 5_000): Promise<SseFrame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      if (!reader) throw new Error(`no stream (HTTP ${res.status})`);
      pending ??= reader.read();
      const left = deadline - Date.now();
      const timeout = new Promise<"timeout">((resolve) =>
        setTimeout(() => resolve("timeout"), Math.max(0, left)),
      );
      const result = await Promise.race([pending, timeout]);
      if (result === "timeout") throw new Error("timeout waiting for an SSE frame");
      pending = null;
      if (result.done) throw new Error("stream ended");
      buffer += decoder.decode(result.value, { stream: true });
    }
  };

  const nextEvent = async (event: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await next(Math.max(1, deadline - Date.now()));
      if (frame.event === event) return frame;
    }
  };

  return { status: res.status, headers: res.headers, next, nextEvent, close: () => controller.abort() };
}
