// English mode: an administrator walks every screen and the server produces no French (issue 16,
// decision 014). Every JSON answer of the API during the walk is captured, plus the screens that only
// ask on a click (conflict detection, a report generation) are called in English directly; none may
// contain a French text of the server's catalogs. The demo company's own data (site names, alarm titles,
// comments) is French on purpose: it is what its users typed, so only the server's own sentences count.
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page } from "playwright-core";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { ALARM_STATUS_LABELS, ALARM_TYPE_LABELS } from "../../packages/domain/src/alarms/alarms.rules.ts";
import {
  DOC_CAMERA_STATUS,
  MSG_DOC_SECURITY,
} from "../../packages/domain/src/documents/document.messages.ts";
import { EN } from "../../packages/domain/src/i18n/catalog-en.ts";
import { MSG_LOGBOOK } from "../../packages/domain/src/logbook/logbook.messages.ts";
import { PAYROLL_JOB_LABELS } from "../../packages/domain/src/payroll/payroll-jobs.ts";
import { REPORT_TYPE_LABELS } from "../../packages/domain/src/reports/reports.schemas.ts";
import {
  SECURITY_INCIDENT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
} from "../../packages/domain/src/security-reports/security-reports.rules.ts";
import { DEMO, useBrowser } from "../support/browser.ts";
import { apiLogin } from "../support/login.ts";

const b = useBrowser();

// Labels of enumerations (report types, job titles, incident types) are words a company also types
// itself ("Contrôle d'accès" as an alarm's location, "Agent de sécurité" as an agent's position): they
// are not sentences of the server, so they are not markers. The documents are checked for them apart.
const ENUM_LABELS = [
  REPORT_TYPE_LABELS,
  PAYROLL_JOB_LABELS,
  SECURITY_INCIDENT_TYPE_LABELS,
  SECURITY_REPORT_STATUS_LABELS,
  ALARM_STATUS_LABELS,
  ALARM_TYPE_LABELS,
  DOC_CAMERA_STATUS,
];
const LABELS = new Set<string>(ENUM_LABELS.flatMap((labels) => Object.values(labels)));
// The daily activity report (issue 23) is a document written once, in French, at the end of a shift, to
// be signed as it stands: its text is stored content, like a report an agent typed, not a sentence the
// server says to the reader. So is the name of an exported file, kept in its exporter's language with its
// hash (decision 118): another spec's French export lists as 'rapport-securite-…' (the English file
// names are checked on the downloads below).
const STORED_DOCUMENTS = new Set<string>([MSG_LOGBOOK.reportObservations, MSG_DOC_SECURITY.filename]);

/**
 * The French sentences the server can write, as fragments that survive its placeholders: each literal
 * part of a catalog template long enough to be unmistakable, when it differs from the English one.
 */
const FRENCH_MARKERS = [
  ...new Set(
    Object.entries(EN)
      .filter(([french]) => !LABELS.has(french) && !STORED_DOCUMENTS.has(french))
      .flatMap(([french, english]) =>
        french
          // `{n}` and `{n|conflit|conflits}` are placeholders: the literal text lies between them.
          .split(/\{[^{}]*\}/)
          .map((part) => part.trim())
          .filter((part) => part.length >= 12 && !english.includes(part)),
      ),
  ),
  // Texts the issue named, written before the catalogs existed.
  "Alarme enregistrée par",
  "dépêché sur place",
  "Tous les sites",
  "Semaine du",
  "caméras en ligne",
  "flux ouverts",
];

/** Screens of the administrator, as the sidebar lists them, and the ones reached from elsewhere. */
const SCREENS = [
  "/dashboard",
  "/dashboard/sites",
  "/dashboard/cameras",
  "/dashboard/alarms",
  "/dashboard/access",
  "/dashboard/radio",
  "/dashboard/security-reports",
  "/dashboard/reports",
  "/dashboard/planning",
  "/dashboard/planning-advanced",
  "/dashboard/planning-pro",
  "/dashboard/salary-calculator",
  "/dashboard/settings",
  "/dashboard/ai-insights",
];

function frenchIn(text: string): string[] {
  return FRENCH_MARKERS.filter((marker) => text.includes(marker));
}

async function signInEnglish(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async ({ email, password }) => {
    const res = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ email, password }),
    });
    const body = await res.json();
    // The language is saved in the profile and follows the user: English there too.
    await fetch("/api/settings/language", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${body.access_token}` },
      body: JSON.stringify({ language: "en" }),
    });
    body.user.language = "en";
    localStorage.setItem("token", body.access_token);
    localStorage.setItem("user", JSON.stringify(body.user));
    localStorage.setItem("lang", "en");
  }, DEMO);
}

/**
 * A forged QR code shown three times at a new reader: refusals in the log and an access-control alarm
 * with its bell notification, all written by the server (issue 11), so the walk reads them.
 */
async function refusedAtAReader(page: Page): Promise<void> {
  const statuses = await page.evaluate(async () => {
    const headers = {
      "content-type": "application/json",
      authorization: `Bearer ${localStorage.getItem("token") ?? ""}`,
    };
    const [site] = (await (await fetch("/api/sites?limit=1", { headers })).json()) as { id: string }[];
    const created = await fetch("/api/access/points", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: `Walk gate ${Date.now()}`, siteId: site?.id, location: "Walk" }),
    });
    const { readerKey } = (await created.json()) as { readerKey: string };
    const checks: number[] = [created.status];
    for (let i = 0; i < 3; i++) {
      const res = await fetch("/api/access/check", {
        method: "POST",
        headers: { "content-type": "application/json", "x-reader-key": readerKey },
        body: JSON.stringify({ token: "forged" }),
      });
      checks.push(res.status);
    }
    return checks;
  });
  expect(statuses).toEqual([201, 200, 200, 200]);
}

/** Other specs sign in as the same demo administrator: French again afterwards. */
async function backToFrench(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch("/api/settings/language", {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token") ?? ""}`,
      },
      body: JSON.stringify({ language: "fr" }),
    });
  });
}

describe("English mode, administrator", () => {
  it("walks every screen and reads no French produced by the server", async () => {
    expect(FRENCH_MARKERS.length).toBeGreaterThan(50);
    const page = await b.newPage({ locale: "en-GB" });
    const found: { url: string; markers: string[] }[] = [];
    let answers = 0;
    page.on("response", async (response) => {
      const url = response.url();
      if (!url.includes("/api/") || !(response.headers()["content-type"] ?? "").includes("json")) return;
      const body = await response.text().catch(() => "");
      answers += 1;
      const markers = frenchIn(body);
      if (markers.length > 0) found.push({ url, markers });
    });
    await signInEnglish(page);
    await refusedAtAReader(page);
    try {
      await walk(page, found);
    } finally {
      await backToFrench(page);
    }
    expect(answers).toBeGreaterThan(SCREENS.length);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
});

async function walk(page: Page, found: { url: string; markers: string[] }[]): Promise<void> {
  for (const path of SCREENS) {
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    // What the screen shows, outside the company's own data, is English too.
    const visible = (await page.locator("main").textContent()) ?? "";
    const shown = frenchIn(visible);
    if (shown.length > 0) found.push({ url: `screen ${path}`, markers: shown });
  }
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  // Words of enumerations the screens show: the payroll job titles (the French name stays the stored
  // value) and the sidebar's 'IA' badge.
  await page.goto("/dashboard/salary-calculator");
  await page
    .locator("option", { hasText: "Security agent" })
    .first()
    .waitFor({ state: "attached", timeout: 30_000 });
  expect(await page.locator("option", { hasText: "Agent de sécurité" }).count()).toBe(0);
  const nav = page.getByRole("navigation").first();
  await expect.poll(() => nav.textContent(), { timeout: 10_000 }).toContain("AI");
  expect(await nav.getByText("IA", { exact: true }).count()).toBe(0);

  // What only a click asks for: conflicts over the demo planning, a report, an alarm's history.
  const direct = await page.evaluate(async () => {
    const token = localStorage.getItem("token") ?? "";
    const headers = { authorization: `Bearer ${token}`, "accept-language": "en" };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const calls: [string, RequestInit][] = [
      [
        `/api/planning-advanced/conflicts/detect?start_date=${day(-14)}&end_date=${day(14)}`,
        { method: "POST" },
      ],
      ["/api/alarms?limit=200", {}],
      ["/api/notifications?limit=100", {}],
      ["/api/dashboard", {}],
      [`/api/reports/stats?period=week`, {}],
      [
        "/api/reports",
        {
          method: "POST",
          body: JSON.stringify({ type: "security", format: "pdf", period: "week" }),
          headers: { "content-type": "application/json" },
        },
      ],
      ["/api/reports?limit=100", {}],
      ["/api/alarms/00000000-0000-4000-8000-000000000000", {}],
      ["/api/ai-insights/incident-analysis", {}],
      ["/api/ai-insights/predict-incidents", {}],
      ["/api/ai-insights/smart-recommendations", {}],
      ...[
        "Combien d'alarmes critiques cette semaine ?",
        "Qui est de garde maintenant ?",
        "Quelles caméras sont hors ligne ?",
        "Quel temps fera-t-il demain ?",
        "",
      ].map((question): [string, RequestInit] => [
        "/api/ai-insights/assistant-chat",
        {
          method: "POST",
          body: JSON.stringify({ question }),
          headers: { "content-type": "application/json" },
        },
      ]),
    ];
    const out: { url: string; status: number; body: string }[] = [];
    for (const [url, init] of calls) {
      const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      out.push({ url, status: res.status, body: await res.text() });
    }
    return out;
  });
  for (const answer of direct) {
    expect(answer.status, `${answer.url}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    const markers = frenchIn(answer.body);
    if (markers.length > 0) found.push({ url: answer.url, markers });
  }
  // The demo's alarm history is worded in English ('Alarm recorded by …', 'Agent dispatched: …').
  const alarms = JSON.parse(direct.find((a) => a.url.startsWith("/api/alarms?"))?.body ?? "[]") as {
    title: string;
    actions: string[];
  }[];
  expect(alarms.some((alarm) => alarm.title.startsWith("Refused access attempts: Walk gate"))).toBe(true);
  const steps = alarms.flatMap((alarm) => alarm.actions);
  expect(steps.some((step) => step.startsWith("Alarm recorded by "))).toBe(true);
  expect(steps.some((step) => step.startsWith("Agent dispatched: "))).toBe(true);
  const conflicts = JSON.parse(direct[0]?.body ?? "{}") as { conflicts?: { description: string }[] };
  expect(Array.isArray(conflicts.conflicts), direct[0]?.body.slice(0, 200)).toBe(true);
}

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Every page's text of a PDF, lines joined by spaces. */
async function pdfText(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  // pdf.js 6 destroys a document through its loading task (PDFDocumentProxy.destroy is gone).
  await pdf.loadingTask.destroy();
  return pages.join(" ").replace(/[\u00a0\u202f]/g, " ");
}

/**
 * The enumeration labels too, for a document (nobody typed them there, the server wrote them), but
 * for report types, which name the demo's own alarm locations.
 */
const REPORT_TYPES = new Set<string>(Object.values(REPORT_TYPE_LABELS));
const DOCUMENT_MARKERS = [
  ...FRENCH_MARKERS,
  ...[...LABELS].filter(
    (label) => label.length >= 12 && !REPORT_TYPES.has(label) && !Object.values(EN).includes(label),
  ),
];

describe("English mode, downloads", () => {
  it("exports the security report, a generated report, a payslip, the payroll and the labels in English, file names included", async () => {
    const { token } = await apiLogin(b.baseUrl, DEMO);
    const call = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(`${b.baseUrl}/api${url}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          "accept-language": "en-GB,en;q=0.9",
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
      });
      expect(res.status, `${url}: ${res.status}`).toBeLessThan(300);
      return res;
    };
    const frenchInFile = (text: string) => DOCUMENT_MARKERS.filter((marker) => text.includes(marker));
    const files: { name: string; text: string }[] = [];

    // The demo's finalized, signed security report, exported again: the file is rewritten in English.
    const reports = (await (await call("/security-reports?limit=100")).json()) as {
      id: string;
      status: string;
    }[];
    const finalized = reports.find((r) => r.status !== "draft");
    expect(finalized, "the demo has a finalized security report").toBeDefined();
    const exported = (await (
      await call(`/security-reports/${finalized?.id}/export?format=pdf`, { method: "POST" })
    ).json()) as { url: string; filename: string; message: string };
    expect(exported.filename).toMatch(/^security-report-[a-z0-9-]+\.pdf$/);
    expect(exported.message).toBe("Report exported as PDF");
    const download = await fetch(`${b.baseUrl}${exported.url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.headers.get("content-disposition")).toContain(exported.filename);
    const security = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(security).toContain("SECURITY REPORT");
    expect(security).toContain("Signature of the person in charge");
    files.push({ name: exported.filename, text: security });

    // A generated report: queued in English, written by the worker in English, whoever downloads it.
    const job = (await (
      await call("/reports", {
        method: "POST",
        body: JSON.stringify({ type: "security", format: "pdf", period: "month" }),
      })
    ).json()) as { id: string; filename: string };
    expect(job.filename).toMatch(/^report-security-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.pdf$/);
    await expect
      .poll(async () => ((await (await call(`/reports/${job.id}`)).json()) as { status: string }).status, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe("done");
    const generated = await pdfText(
      new Uint8Array(await (await call(`/reports/${job.id}/file`)).arrayBuffer()),
    );
    expect(generated).toContain("Security report");
    expect(generated).toContain("Generated on");
    files.push({ name: job.filename, text: generated });

    // A payslip of the demo's first agent, for a security agent: words, job title, money and name.
    const [agent] = (await (await call("/agents?limit=1")).json()) as { id: string }[];
    const payslip = await call("/payroll/payslip.pdf", {
      method: "POST",
      body: JSON.stringify({
        agent_id: agent?.id,
        year: 2026,
        month: 11,
        input: { poste: "agent_securite" },
      }),
    });
    expect(payslip.headers.get("content-disposition")).toMatch(
      /filename="payslip-simulation-[a-z0-9-]+-2026-11\.pdf"/,
    );
    const payslipText = await pdfText(new Uint8Array(await payslip.arrayBuffer()));
    for (const words of ["PAYSLIP SIMULATION", "Security agent", "NET PAY", "November 2026"])
      expect(payslipText, words).toContain(words);
    files.push({ name: "payslip", text: payslipText });

    // The month's payroll for the accountant and the payroll variables (decision 122): English columns,
    // English job titles, English file names; the variables keep their codes for a payroll package.
    const month = await call("/payroll/export.xlsx?year=2026&month=11");
    expect(month.headers.get("content-disposition")).toContain('filename="payroll-2026-11.xlsx"');
    const monthRows = await readSheet(Buffer.from(await month.arrayBuffer()));
    expect(monthRows[0]).toContain("Net pay");
    files.push({ name: "payroll-2026-11.xlsx", text: monthRows.flat().join("\n") });
    const variables = await call("/payroll/variables?year=2026&month=11&format=xlsx");
    expect(variables.headers.get("content-disposition")).toContain(
      'filename="payroll-variables-2026-11.xlsx"',
    );
    const variableRows = await readSheet(Buffer.from(await variables.arrayBuffer()));
    expect(variableRows[1]).toContain("Hours worked");
    files.push({ name: "payroll-variables-2026-11.xlsx", text: variableRows.flat().join("\n") });

    // A site's checkpoint labels (decision 123): the sheet's words and its name.
    const [site] = (await (await call("/sites?limit=1")).json()) as { id: string }[];
    const labels = await call(`/tours/checkpoints/labels.pdf?site_id=${site?.id}`);
    expect(labels.headers.get("content-disposition")).toContain('filename="checkpoint-labels.pdf"');
    files.push({
      name: "checkpoint-labels.pdf",
      text: await pdfText(new Uint8Array(await labels.arrayBuffer())),
    });

    const found = files
      .map((file) => ({ file: file.name, markers: frenchInFile(file.text) }))
      .filter((file) => file.markers.length > 0);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);

    // The job titles of the payroll screen's select come in English too.
    const jobs = (await (await call("/payroll/jobs")).json()) as { label: string }[];
    expect(jobs.map((j) => j.label)).toContain("Security agent");
  }, 180_000);
});
