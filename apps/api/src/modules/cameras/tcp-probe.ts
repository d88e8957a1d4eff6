import net from "node:net";

/**
 * True when a TCP connection to host:port opens within `timeoutMs`. The socket is closed at once: the
 * camera sees a connect and a close, nothing else. The timer covers name resolution too.
 */
export function tcpProbe({
  host,
  port,
  timeoutMs,
  signal,
}: {
  host: string;
  port: number;
  timeoutMs: number;
  /** Ends the probe at once (as a failure) when the monitor stops. */
  signal?: AbortSignal;
}): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    let settled = false;
    const socket = net.connect({ host, port });
    const onAbort = () => finish(false);
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The monitor's signal lives for all its cycles: a listener left on it would pile up, one per probe.
      signal?.removeEventListener("abort", onAbort);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
