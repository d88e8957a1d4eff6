import { MSG_DOC_FILES, MSG_TOURS, renderServerText, type TLang, type TTourRun } from "@hts/domain";
import { eq } from "drizzle-orm";
import { tourCheckpoints } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { checkpointsOfSite, siteInCompany } from "./checkpoints.service.ts";
import { readRun } from "./runs-read.service.ts";
import { signCheckpointQr, tourQrSecret } from "./tour-keys.ts";
import "./tours.documents.ts";

const t = (lang: TLang, text: string, params?: Record<string, string>) =>
  renderServerText({ text, ...(params ? { params } : {}) }, lang);

/** The A4 sheet of QR labels of a site's QR checkpoints (managers and planners print them). */
export async function checkpointLabelsPdf({
  auth,
  siteId,
  lang,
}: {
  auth: AuthContext;
  siteId: string;
  lang: TLang;
}) {
  requireScope(auth, "tour-checkpoint", "update");
  const site = await siteInCompany(auth.tenant.db, auth.companyId, siteId);
  await requireOnRecord({
    auth,
    kind: "tour-checkpoint",
    action: "update",
    record: { ownerUserIds: [], siteId },
  });
  const secret = await tourQrSecret(auth.tenant.db, auth.companyId);
  const labels = (await checkpointsOfSite(auth, siteId))
    .filter((c) => c.kind === "qr")
    .map((c) => ({
      name: c.name,
      location: c.location,
      qr: signCheckpointQr({ secret, companyId: auth.companyId, checkpointId: c.id }),
    }));
  return documentPool.render({
    kind: "checkpoint-labels-pdf",
    doc: {
      companyName: auth.company.name,
      siteName: site.name,
      labels,
      texts: { title: t(lang, MSG_TOURS.docLabelsTitle), hint: t(lang, MSG_TOURS.docLabelsHint) },
    },
  });
}

/** The signed text of one QR checkpoint's label, for those who print labels. */
export async function checkpointQrCode({ auth, id }: { auth: AuthContext; id: string }) {
  const [checkpoint] = /^[0-9a-f-]{36}$/i.test(id)
    ? await auth.tenant.db
        .select()
        .from(tourCheckpoints)
        .where(auth.tenant.scope(tourCheckpoints, eq(tourCheckpoints.id, id)))
    : [];
  if (!checkpoint) throw notFound(MSG_TOURS.checkpointNotFound);
  await requireOnRecord({
    auth,
    kind: "tour-checkpoint",
    action: "update",
    record: { ownerUserIds: [], siteId: checkpoint.siteId },
  });
  if (checkpoint.kind !== "qr") throw conflict(MSG_TOURS.invalidCode);
  const secret = await tourQrSecret(auth.tenant.db, auth.companyId);
  return { code: signCheckpointQr({ secret, companyId: auth.companyId, checkpointId: checkpoint.id }) };
}

const RUN_STATUS = {
  in_progress: MSG_TOURS.runInProgress,
  completed: MSG_TOURS.runCompleted,
  incomplete: MSG_TOURS.runIncomplete,
};
const STOP_STATUS = {
  pending: MSG_TOURS.stopPending,
  scanned: MSG_TOURS.stopScanned,
  late: MSG_TOURS.stopLate,
  missed: MSG_TOURS.stopMissed,
};
const METHOD = {
  nfc: MSG_TOURS.methodNfc,
  qr: MSG_TOURS.methodQr,
  gps: MSG_TOURS.methodGps,
  manual: MSG_TOURS.methodManual,
};
const FLAG: Record<string, string> = {
  manual: MSG_TOURS.flagManual,
  too_fast: MSG_TOURS.flagTooFast,
  repeated: MSG_TOURS.flagRepeated,
  out_of_order: MSG_TOURS.flagOutOfOrder,
  late: MSG_TOURS.flagLate,
};

/** The PDF report of one run, for whoever may read the run. */
export async function tourReportPdf({ auth, id, lang }: { auth: AuthContext; id: string; lang: TLang }) {
  const run: TTourRun = await readRun({ auth, id });
  const when = (iso: string | null) =>
    iso ? renderServerText({ text: "{d}", params: { d: { dateTime: iso } } }, lang) : "—";
  const body = await documentPool.render({
    kind: "tour-report-pdf",
    doc: {
      companyName: auth.company.name,
      title: t(lang, MSG_TOURS.docReportTitle, { tour: run.tour_name }),
      lines: [
        [t(lang, MSG_TOURS.docAgent), run.agent_name],
        [t(lang, MSG_TOURS.docSite), run.site_name],
        [t(lang, MSG_TOURS.docStarted), when(run.started_at)],
        [t(lang, MSG_TOURS.docDue), when(run.due_at)],
        [t(lang, MSG_TOURS.docFinished), when(run.finished_at)],
        [t(lang, MSG_TOURS.docStatus), t(lang, RUN_STATUS[run.status])],
      ],
      headers: [
        t(lang, MSG_TOURS.docCheckpoint),
        t(lang, MSG_TOURS.docTime),
        t(lang, MSG_TOURS.docMethod),
        t(lang, MSG_TOURS.docStatus),
        t(lang, MSG_TOURS.docAnswer),
      ],
      rows: run.checkpoints.map((stop) => [
        stop.name,
        when(stop.scanned_at),
        stop.method ? t(lang, METHOD[stop.method]) : "—",
        t(lang, STOP_STATUS[stop.status]),
        [stop.answer, ...stop.flags.map((flag) => (FLAG[flag] ? t(lang, FLAG[flag]) : flag))]
          .filter(Boolean)
          .join(" · ") || "—",
      ]),
      footer: t(lang, MSG_TOURS.docFooter),
    },
  });
  // Named in the requester's language (decision 123): "ronde-…" / "tour-report-…".
  const name = t(lang, MSG_DOC_FILES.tourReport);
  return { body, fileName: `${name}-${run.started_at.slice(0, 10)}-${run.id.slice(0, 8)}.pdf` };
}
