import { and, eq, isNull, like } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { radios, users } from "../../db/schema.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { LoopedJob } from "../../lib/job-loop.ts";
import { ingestTelemetry } from "../radio/index.ts";
import { DEMO_ADMIN_EMAIL } from "./demo-company.ts";
import { DEMO_RADIO_IMEI_PREFIX, DEMO_RADIO_POSITIONS } from "./demo-radio.ts";

type Log = { error(obj: object, msg: string): void };

/** Round a coordinate to 1 m or so: what a GPS reports, and stable text in the API. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Where demo radio `index` is at `now`: a patrol loop of about 250 m around its post (one lap in
 * 20 minutes), a battery that drains from 95 % to 30 % over 3 h 15 and is recharged, a signal that
 * wavers between 60 and 95. Pure arithmetic on the clock: the same instant gives the same reading.
 */
export function demoRadioReading(index: number, now: Date) {
  const base = DEMO_RADIO_POSITIONS[index % DEMO_RADIO_POSITIONS.length] ?? { lat: 48.8566, lng: 2.3522 };
  const minutes = now.getTime() / 60_000 + index * 37;
  const angle = (2 * Math.PI * (minutes % 20)) / 20;
  return {
    location: {
      lat: round6(base.lat + 0.00225 * Math.sin(angle)),
      lng: round6(base.lng + 0.0034 * Math.cos(angle)),
    },
    battery: 95 - Math.floor((minutes % 195) / 3),
    signalStrength: 78 + Math.round(17 * Math.sin(minutes / 7)),
  };
}

/**
 * The demo company's radios report telemetry like real ones (issue 29): every 30 s on the leader,
 * through the same path as the gateway (ingestTelemetry: last seen, battery and signal warnings, live
 * events), so the radio screen, the map, the dashboard and AI insights see them online and moving.
 * Registered only when the server runs with the demo; stopped with the other jobs at shutdown.
 */
export class DemoRadioTelemetry extends LoopedJob {
  constructor(private readonly deps: { db: Db; events: EventBus; log: Log; intervalMs?: number }) {
    super({
      name: "télémétrie des radios de démonstration",
      intervalMs: deps.intervalMs ?? 30_000,
      firstRunMs: 0,
      log: deps.log,
    });
  }

  /** One report per demo radio still in service; the number of reports sent. */
  async runOnce(now = new Date()): Promise<number> {
    const { db, events } = this.deps;
    const [admin] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN_EMAIL))
      .limit(1);
    if (!admin) return 0;
    const rows = await db
      .select()
      .from(radios)
      .where(
        and(
          eq(radios.companyId, admin.companyId),
          isNull(radios.retiredAt),
          // Only the radios the demo seeded: one a user adds is real and reports by itself.
          like(radios.imei, `${DEMO_RADIO_IMEI_PREFIX}%`),
        ),
      )
      .orderBy(radios.imei);
    for (const [index, radio] of rows.entries())
      await ingestTelemetry({ db, radio, input: demoRadioReading(index, now), events });
    return rows.length;
  }
}
