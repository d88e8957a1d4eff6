import { can, type TBusEvent, type TLang, type TLiveEvent, type TRecordRef, type TRole } from "@hts/domain";
import type { Db } from "../../db/client.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { readAccessLog } from "../access/index.ts";
import { readAlarm } from "../alarms/index.ts";
import { readCamera } from "../cameras/index.ts";

const AREA_OF = {
  alarm: "alarms",
  camera: "cameras",
  access: "access",
  radio: "radio",
  field: "field",
  "client-request": "clients",
} as const;

/** The area a role must be able to read to receive an event of this type. */
export function areaOf(type: TBusEvent["type"]) {
  const prefix = type.split(".")[0];
  return AREA_OF[
    prefix === "camera" ||
    prefix === "access" ||
    prefix === "radio" ||
    prefix === "field" ||
    prefix === "client-request"
      ? prefix
      : "alarm"
  ];
}

export function mayReceive(role: TRole, event: TBusEvent): boolean {
  return can({ role, area: areaOf(event.type), level: "read" });
}

/** An SSE frame and, for an alarm, the record the policy checks before sending it to a stream. */
export type RenderedEvent = { frame: string; alarm: TRecordRef | null };

// Every open stream of a company receives the same bus event object: it is re-read once per process
// and language, not once per browser.
const rendered = new WeakMap<TBusEvent, Map<TLang, Promise<RenderedEvent | null>>>();

/** The SSE frame for a bus event: the object re-read for its company, or null if it is gone. */
export function renderEvent(db: Db, event: TBusEvent, lang: TLang = "fr"): Promise<RenderedEvent | null> {
  let byLang = rendered.get(event);
  if (!byLang) {
    byLang = new Map();
    rendered.set(event, byLang);
  }
  let frame = byLang.get(lang);
  if (!frame) {
    frame = buildFrame(db, event, lang).catch(() => null);
    byLang.set(lang, frame);
  }
  return frame;
}

async function buildFrame(db: Db, event: TBusEvent, lang: TLang): Promise<RenderedEvent> {
  const tenant = tenantDb(db, event.companyId);
  const at = new Date().toISOString();
  if (event.type === "camera.status") {
    const body: TLiveEvent = {
      type: event.type,
      id: event.id,
      at,
      camera: await readCamera({ tenant, id: event.id }),
    };
    return { frame: `event: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`, alarm: null };
  }
  if (event.type === "access.logged") {
    const body: TLiveEvent = {
      type: event.type,
      id: event.id,
      at,
      entry: await readAccessLog({ tenant, id: event.id, lang }),
    };
    return { frame: `event: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`, alarm: null };
  }
  if (
    event.type.startsWith("radio.") ||
    event.type === "attendance.updated" ||
    event.type === "field.updated" ||
    event.type === "client-request.updated"
  ) {
    const body = { type: event.type, id: event.id, at };
    return { frame: `event: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`, alarm: null };
  }
  const alarm = await readAlarm({ tenant, id: event.id, lang });
  const body: TLiveEvent = { type: event.type, id: event.id, at, alarm };
  return {
    frame: `event: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`,
    alarm: { siteId: alarm.siteId, ownerUserIds: [alarm.assignedUserId] },
  };
}
