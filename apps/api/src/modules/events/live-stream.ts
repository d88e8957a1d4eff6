import { can, type TBusEvent, type TLiveEvent, type TRole } from "@hts/domain";
import type { Db } from "../../db/client.ts";
import { tenantDb } from "../../lib/tenancy.ts";
import { readAlarm } from "../alarms/alarms.service.ts";
import { readCamera } from "../cameras/cameras.service.ts";

const AREA_OF = { alarm: "alarms", camera: "cameras" } as const;

/** The area a role must be able to read to receive an event of this type. */
export function areaOf(type: TBusEvent["type"]) {
  return AREA_OF[type.startsWith("camera.") ? "camera" : "alarm"];
}

export function mayReceive(role: TRole, event: TBusEvent): boolean {
  return can({ role, area: areaOf(event.type), level: "read" });
}

// Every open stream of a company receives the same bus event object: it is re-read once per process,
// not once per browser.
const rendered = new WeakMap<TBusEvent, Promise<string | null>>();

/** The SSE frame for a bus event: the object re-read for its company, or null if it is gone. */
export function renderEvent(db: Db, event: TBusEvent): Promise<string | null> {
  let frame = rendered.get(event);
  if (!frame) {
    frame = buildFrame(db, event).catch(() => null);
    rendered.set(event, frame);
  }
  return frame;
}

async function buildFrame(db: Db, event: TBusEvent): Promise<string> {
  const tenant = tenantDb(db, event.companyId);
  const at = new Date().toISOString();
  const body: TLiveEvent =
    event.type === "camera.status"
      ? { type: event.type, id: event.id, at, camera: await readCamera({ tenant, id: event.id }) }
      : { type: event.type, id: event.id, at, alarm: await readAlarm({ tenant, id: event.id }) };
  return `event: ${event.type}\ndata: ${JSON.stringify(body)}\n\n`;
}
