import type { PushTransportOptions } from "./push-transport.ts";

export type PushConfig = PushTransportOptions & {
  /** Messages sent at once by one sendPush call. */
  concurrency: number;
  /** The VAPID `sub` claim: how a push service reaches the installation's operator (mailto: or https:). */
  subject: string;
};

let current: PushConfig = {
  allowHttp: false,
  allowedNetworks: [],
  timeoutMs: 10_000,
  concurrency: 8,
  subject: "mailto:no-reply@hts.local",
};

/** Set once by buildApp from the configuration (like the hashing and document pools). */
export function configurePush(config: Partial<PushConfig>): void {
  current = { ...current, ...config };
}

export const pushConfig = (): PushConfig => current;

/** The VAPID subject: the public address when it is https, the sender's e-mail address otherwise. */
export function vapidSubject({ publicUrl, mailFrom }: { publicUrl: string; mailFrom: string }): string {
  try {
    const url = new URL(publicUrl);
    if (url.protocol === "https:" && url.hostname !== "localhost") return url.origin;
  } catch {
    // Fall back to the e-mail address.
  }
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : "mailto:no-reply@hts.local";
}
