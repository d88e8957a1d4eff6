import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastState = ToastInput & { id: number; open: boolean };

// One module-level slot: the spec shows a single toast at a time, and a plain store lets code outside
// React (query callbacks, the API client) raise toasts too.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Returns its id for `dismissToast`. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  current = { variant: "default", ...input, id, open: true };
  emit();
  return id;
}

/** Closes the given toast (or the current one); a newer toast is left alone. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Hook form for components: `const { toast } = useToast()`. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}
