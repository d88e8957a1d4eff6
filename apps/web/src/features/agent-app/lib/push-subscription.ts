import { getPushPublicKey, postPushSubscription } from "../api/agent-api.ts";

export type PushSupport = "unsupported" | "denied" | "granted" | "default";

/** What this browser allows: iOS gives Web Push only to an app added to the home screen. */
export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + "=".repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks permission (from the button's tap), subscribes with the server's VAPID key, registers it. */
export async function subscribeToPush(): Promise<PushSupport> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushPublicKey()),
    }));
  await postPushSubscription(subscription.toJSON());
  return "granted";
}
