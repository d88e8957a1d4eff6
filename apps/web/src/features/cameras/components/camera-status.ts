import type { TCamera } from "@hts/domain";

/** Spec part 1, section 3: 'En ligne' (also 'online') is online; anything else is offline. */
export function isOnline(camera: Pick<TCamera, "status">): boolean {
  const status: string = camera.status;
  return status === "En ligne" || status === "online";
}
