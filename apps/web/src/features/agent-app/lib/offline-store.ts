import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { QueuedAction } from "./queue-rules.ts";

// The phone's own store (decision 090): the actions waiting to be sent, and a few values the app needs
// without network (the control room's phone number). An action is written here BEFORE it is sent.

type AgentDb = DBSchema & {
  actions: { key: number; value: QueuedAction };
  values: { key: string; value: unknown };
};

const DB_NAME = "hts-agent";
let opening: Promise<IDBPDatabase<AgentDb>> | undefined;

function db(): Promise<IDBPDatabase<AgentDb>> {
  opening ??= openDB<AgentDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("actions", { keyPath: "seq", autoIncrement: true });
      database.createObjectStore("values");
    },
  });
  return opening;
}

export async function addAction(action: Omit<QueuedAction, "seq">): Promise<QueuedAction> {
  const seq = await (await db()).add("actions", action as QueuedAction);
  return { ...action, seq };
}

export async function listActions(): Promise<QueuedAction[]> {
  return (await db()).getAll("actions");
}

export async function removeAction(seq: number): Promise<void> {
  await (await db()).delete("actions", seq);
}

export async function putAction(action: QueuedAction): Promise<void> {
  await (await db()).put("actions", action);
}

export async function readValue<T>(key: string): Promise<T | undefined> {
  return (await (await db()).get("values", key)) as T | undefined;
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await (await db()).put("values", value, key);
}

/** At sign-out: nothing of this agent stays on a shared phone. Waiting actions are kept, they are his. */
export async function clearValues(): Promise<void> {
  await (await db()).clear("values");
}
