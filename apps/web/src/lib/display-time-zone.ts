// The signed-in user's time zone (Settings > Profil utilisateur): every instant the interface shows is
// written in it, whatever the browser's own zone. Europe/Paris until the profile says otherwise.

let zone = "Europe/Paris";
const listeners = new Set<() => void>();

export function displayTimeZone(): string {
  return zone;
}

export function setDisplayTimeZone(next: string | null | undefined): void {
  const value = next || "Europe/Paris";
  if (value === zone) return;
  zone = value;
  for (const listener of listeners) listener();
}

export function onDisplayTimeZoneChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
