import type { TAutoScheduleResult } from "@hts/domain";
import { useSyncExternalStore } from "react";

/** A proposed shift as the planning grids draw it (decision 127). */
export type TGridProposal = TAutoScheduleResult["proposed"][number];

// The run's proposal the planner chose to see in the planning grid before applying it (decision 127).
// Kept in the tab's session: it survives moving between weeks, months and screens and a reload, and is
// gone when applied, discarded or the tab is closed. Nothing is written on the server until applied.
const KEY = "hts.coverage.proposal";
const listeners = new Set<() => void>();

function read(): TGridProposal[] | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TGridProposal[]) : null;
  } catch {
    return null;
  }
}

let current: TGridProposal[] | null = typeof sessionStorage === "undefined" ? null : read();

function set(next: TGridProposal[] | null) {
  current = next?.length ? next : null;
  try {
    if (current) sessionStorage.setItem(KEY, JSON.stringify(current));
    else sessionStorage.removeItem(KEY);
  } catch {
    // A full or blocked storage only loses the reload case.
  }
  for (const listener of listeners) listener();
}

export const showProposal = (shifts: TGridProposal[]) => set(shifts);
export const discardProposal = () => set(null);

/** The proposal shown in the grids, or null. */
export function useGridProposal(): TGridProposal[] | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
