// Patrol tours (issue 23) at the scale: 500 agents on tour, 12 scans each per hour, one in ten
// with a photo, half of them walking online and half offline then syncing their queue. The phones are
// their own process (tour-writer.ts) writing through the product's routes; the control room's tour
// view (GET /api/tour-runs/board) is read under that load by autocannon in a third process, beside the
// floor route (a prepared primary-key lookup on the same pool) just before and just after it. At the
// end: every scan sent is stored, once. PostgreSQL scratch database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL).
//
// Compressed in time (printed): the hour's 12 scans per agent come within BENCH_TOUR_SECONDS (60 by
// default), i.e. 60 times the rate with the default.

import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { tinyJpeg } from "@hts/domain/storage/image.fixtures";
import type { buildApp } from "../apps/api/src/app.ts";
import { seed } from "./field-floor.bench.ts";
import { floorServer, withScratchApp } from "./scratch.ts";
import { listen, load, loadMixed, report } from "./support.ts";

const CHECKPOINTS = 12;
const SECONDS = Number(process.env.BENCH_TOUR_SECONDS ?? 60);
const CONNECTIONS = 10;
const run = promisify(execFile);

export async function benchTours(): Promise<void> {
  await withScratchApp({ label: "tours", title: "Rondes" }, async ({ app, pool, headers, companyId }) => {
    const agents = await seed(pool, companyId);
    const tours = await setUpTours(app, headers, [...new Set(agents.map((a) => a.siteId))]);

    const bare = floorServer(pool, companyId);
    const bareUrl = await listen(bare);
    const appUrl = await listen(app);
    try {
      const baseline = await load({
        label: "bare Fastify route",
        url: `${bareUrl}/bare`,
        connections: CONNECTIONS,
      });
      // The phones' set-up is larger than one command-line argument may be (128 kB): it goes in a file.
      const setup = path.join(os.tmpdir(), `hts-bench-tours-${process.pid}.json`);
      fs.writeFileSync(
        setup,
        JSON.stringify({
          appUrl,
          seconds: SECONDS,
          // A 200 kB JPEG: about what the phone sends after its 2048 px resize.
          photoBase64: Buffer.from(tinyJpeg({ exif: false, padding: 200_000 })).toString("base64"),
          agents: agents.map((a) => ({
            id: a.id,
            shiftId: a.shiftId,
            token: a.token,
            ...tours.get(a.siteId),
          })),
        }),
      );
      const writer = run(
        process.execPath,
        ["--import", "tsx", new URL("./tour-writer.ts", import.meta.url).pathname, setup],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const floorBefore = await load({
        label: "floor route (before)",
        url: `${bareUrl}/floor`,
        connections: CONNECTIONS,
        seconds: 3,
      });
      // Failures are counted, not thrown: under the phones' load a read that times out is a result.
      const board = await loadMixed({
        label: "GET /api/tour-runs/board (500 agents on tour)",
        url: appUrl,
        paths: ["/api/tour-runs/board"],
        headers,
        connections: CONNECTIONS,
        seconds: Math.max(5, SECONDS - 10),
      });
      const floorAfter = await load({
        label: "floor route (after)",
        url: `${bareUrl}/floor`,
        connections: CONNECTIONS,
        seconds: 3,
      });
      const phones = await writer.finally(() => fs.rmSync(setup, { force: true }));
      if (phones.stderr.trim())
        console.log(`  phones' first errors:\n    ${phones.stderr.trim().split("\n").join("\n    ")}`);
      const sent = JSON.parse(phones.stdout.trim().split("\n").at(-1) ?? "{}") as {
        runs: number;
        scans: number;
        photos: number;
        errors: number;
        retries: number;
      };
      report(
        `Rondes (PostgreSQL, ${agents.length} agents, ${CHECKPOINTS} points QR chacun, 1 passage sur 10 avec photo, moitié hors ligne puis synchronisée ; temps comprimé : une heure de rondes en ${SECONDS} s, ${CONNECTIONS} lecteurs)`,
        baseline,
        [{ ...board, floorRps: (floorBefore.rps + floorAfter.rps) / 2, target: { p99: 100 } }],
        floorBefore,
      );
      console.log(
        `  ${"board reads failed (non-2xx, errors, timeouts)".padEnd(44)} ${String(board.failures).padStart(7)}  ${board.failures === 0 ? "PASS" : "MISS"} (0)`,
      );
      console.log(`  ${"board reads failed, by cause".padEnd(44)} ${board.failed}`);
      const stored = (
        await pool.query(
          `select count(*)::int as scans, count(distinct run_id)::int as runs,
             count(photo_id)::int as photos from tour_scans where company_id = $1`,
          [companyId],
        )
      ).rows[0] as { scans: number; runs: number; photos: number };
      const lost = sent.scans - stored.scans + sent.errors;
      console.log(
        `  ${"scans sent / stored / lost".padEnd(44)} ${sent.scans} / ${stored.scans} / ${lost}  (${stored.runs} runs of ${agents.length}, ${stored.photos} photos attached of ${sent.photos} sent, ${sent.errors} write errors, ${sent.retries} retries after a 5xx)  ${lost === 0 && stored.scans === agents.length * CHECKPOINTS ? "PASS" : "MISS"} (0 lost)`,
      );
    } finally {
      await bare.close();
    }
  });
}

/** Per site: 12 QR checkpoints and a tour over them, with the labels' signed codes (as printed). */
async function setUpTours(
  app: Awaited<ReturnType<typeof buildApp>>,
  headers: Record<string, string>,
  siteIds: string[],
) {
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const tours = new Map<string, { tourId: string; codes: string[] }>();
  for (const siteId of siteIds) {
    const checkpoints: { id: string }[] = [];
    for (let n = 1; n <= CHECKPOINTS; n++)
      checkpoints.push(
        await call("POST", "/api/tours/checkpoints", { site_id: siteId, name: `Point ${n}`, kind: "qr" }),
      );
    const tour = await call("POST", "/api/tours", {
      site_id: siteId,
      name: "Ronde de nuit",
      expected_minutes: 60,
      ordered: false,
      stops: checkpoints.map((c) => ({ checkpoint_id: c.id })),
    });
    const codes: string[] = [];
    for (const c of checkpoints) codes.push((await call("GET", `/api/tours/checkpoints/${c.id}/qr`)).code);
    tours.set(siteId, { tourId: tour.id, codes });
  }
  return tours;
}
