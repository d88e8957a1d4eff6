// Evaluation of the built-in assistant on French questions over a fixed company. Expected answers are
// computed by plain filters written here (an oracle independent of the engine), then compared with the
// tool the engine picked and the figures it reported. Prints the accuracy; must be at least 0.85.

import { describe, expect, it } from "vitest";
import { builtinAnswer } from "./ai-insights.assistant.ts";
import { EVAL_TODAY, evaluationData } from "./ai-insights.eval-data.ts";
import { addDays } from "./ai-insights.stats.ts";

const data = evaluationData();
const day = (iso: string) => iso.slice(0, 10);
const alarmsBetween = (
  from: string,
  to: string,
  keep: (a: (typeof data.alarms)[number]) => boolean = () => true,
) => data.alarms.filter((a) => day(a.createdAt) >= from && day(a.createdAt) <= to && keep(a)).length;
const MONDAY = "2026-11-16";
const refusalsBetween = (from: string, to: string, site?: string) =>
  data.accessRefusals.filter((r) => day(r.at) >= from && day(r.at) <= to && (!site || r.siteId === site))
    .length;
const last30 = addDays(EVAL_TODAY, -29);
const last7 = addDays(EVAL_TODAY, -6);

type TCase = { q: string; tool: string | null; n?: number; extra?: Record<string, number | string> };

const CASES: TCase[] = [
  // Alarm counts
  { q: "Combien d'alarmes aujourd'hui ?", tool: "count_alarms", n: alarmsBetween(EVAL_TODAY, EVAL_TODAY) },
  { q: "Nombre d'alarmes hier", tool: "count_alarms", n: alarmsBetween("2026-11-17", "2026-11-17") },
  {
    q: "Combien d'alarmes critiques cette semaine ?",
    tool: "count_alarms",
    n: alarmsBetween(MONDAY, "2026-11-22", (a) => a.severity === "critique"),
  },
  {
    q: "Combien d'incidents la semaine dernière ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-11-09", "2026-11-15"),
  },
  { q: "Combien d'alarmes ce mois-ci ?", tool: "count_alarms", n: alarmsBetween("2026-11-01", "2026-11-30") },
  {
    q: "Combien d'alarmes le mois dernier ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-10-01", "2026-10-31"),
  },
  {
    q: "Alarmes sur la Tour Alpha ces 7 derniers jours",
    tool: "count_alarms",
    n: alarmsBetween(last7, EVAL_TODAY, (a) => a.siteId === "s1"),
  },
  {
    q: "Combien d'alarmes à l'Entrepôt Nord ce mois ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-11-01", "2026-11-30", (a) => a.siteId === "s2"),
  },
  {
    q: "Y a-t-il des alarmes actives ?",
    tool: "count_alarms",
    n: alarmsBetween(last30, EVAL_TODAY, (a) => a.status === "active"),
  },
  {
    q: "Combien d'alarmes non résolues sur le Centre Commercial Les Halles ?",
    tool: "count_alarms",
    n: alarmsBetween(last30, EVAL_TODAY, (a) => a.status === "active" && a.siteId === "s3"),
  },
  {
    q: "Combien d'incidents graves hier ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-11-17", "2026-11-17", (a) => a.severity === "important"),
  },
  {
    q: "Nombre d'alertes faibles sur les 30 derniers jours",
    tool: "count_alarms",
    n: alarmsBetween(last30, EVAL_TODAY, (a) => a.severity === "faible"),
  },
  {
    q: "combien d alarmes critiques a la tour alpha cette semaine",
    tool: "count_alarms",
    n: alarmsBetween(MONDAY, "2026-11-22", (a) => a.severity === "critique" && a.siteId === "s1"),
  },
  {
    q: "Quel est le nombre d'incidents résolus le mois dernier ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-10-01", "2026-10-31", (a) => a.status === "resolved"),
  },
  {
    q: "Donne-moi le total des alarmes depuis 30 jours",
    tool: "count_alarms",
    n: alarmsBetween(last30, EVAL_TODAY),
  },
  {
    q: "Combien d'intrusions aujourd'hui sur Entrepôt Nord ?",
    tool: "count_alarms",
    n: alarmsBetween(EVAL_TODAY, EVAL_TODAY, (a) => a.siteId === "s2"),
  },
  // Who is on shift
  { q: "Qui est de garde maintenant ?", tool: "on_shift", n: 1 },
  { q: "Quels agents sont en poste actuellement ?", tool: "on_shift", n: 1 },
  { q: "Qui est de service à 15h ?", tool: "on_shift", n: 1 },
  { q: "Qui est de garde à 22h30 sur le Centre Commercial Les Halles ?", tool: "on_shift", n: 0 },
  { q: "Qui travaille sur la Tour Alpha à 8h ?", tool: "on_shift", n: 1 },
  { q: "Qui sera de garde demain à 16h sur l'Entrepôt Nord ?", tool: "on_shift", n: 1 },
  { q: "Qui est présent sur Entrepôt Nord maintenant ?", tool: "on_shift", n: 0 },
  // Cameras
  { q: "Quelles caméras sont hors ligne ?", tool: "cameras_offline", n: 2 },
  { q: "Combien de caméras en panne ?", tool: "cameras_offline", n: 2 },
  { q: "Des caméras déconnectées sur la Tour Alpha ?", tool: "cameras_offline", n: 1 },
  { q: "Etat des cameras au Centre Commercial Les Halles", tool: "cameras_offline", n: 0 },
  // Conflicts
  { q: "Y a-t-il des conflits de planning la semaine prochaine ?", tool: "planning_conflicts", n: 2 },
  { q: "Combien de conflits cette semaine ?", tool: "planning_conflicts", n: 1 },
  { q: "Conflits de planning dans les 7 prochains jours", tool: "planning_conflicts", n: 2 },
  { q: "Quels conflits la semaine dernière ?", tool: "planning_conflicts", n: 1 },
  // Agent hours
  {
    q: "Combien d'heures a fait Marie Dupont ce mois-ci ?",
    tool: "agent_hours",
    n: 20,
    extra: { hours: 150 },
  },
  { q: "Heures de Karim Benali ce mois", tool: "agent_hours", n: 19, extra: { hours: 142.5 } },
  { q: "Combien d'heures Luc Martin a-t-il travaillé ?", tool: "agent_hours", n: 3, extra: { hours: 28.5 } },
  { q: "Total d'heures de Dupont", tool: "agent_hours", n: 20, extra: { hours: 150 } },
  // Security reports
  { q: "Combien de rapports de sécurité sont ouverts ?", tool: "open_security_reports", n: 3 },
  { q: "Rapports en brouillon sur la Tour Alpha ?", tool: "open_security_reports", n: 1 },
  { q: "Quels rapports restent à finaliser ?", tool: "open_security_reports", n: 3 },
  // Access refusals
  {
    q: "Combien d'accès refusés cette semaine ?",
    tool: "access_refusals",
    n: refusalsBetween(MONDAY, "2026-11-22"),
  },
  {
    q: "Nombre de refus d'accès ces 7 derniers jours",
    tool: "access_refusals",
    n: refusalsBetween(last7, EVAL_TODAY),
  },
  {
    q: "Accès refusés sur l'Entrepôt Nord ce mois-ci",
    tool: "access_refusals",
    n: refusalsBetween("2026-11-01", "2026-11-30", "s2"),
  },
  {
    q: "Combien de badges refusés le mois dernier ?",
    tool: "access_refusals",
    n: refusalsBetween("2026-10-01", "2026-10-31"),
  },
  // Phrasings tried after the first 45 cases were written (three of them failed then and were fixed:
  // "quelqu'un surveille … ce soir", "qui bosse", "d'astreinte cette nuit").
  {
    q: "Combien y a-t-il eu d'alarmes la semaine passée sur Tour Alpha ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-11-09", "2026-11-15", (a) => a.siteId === "s1"),
  },
  { q: "Liste des caméras déconnectées", tool: "cameras_offline", n: 2 },
  { q: "Est-ce que quelqu'un surveille l'Entrepôt Nord ce soir à 23h ?", tool: "on_shift", n: 0 },
  { q: "Qui bosse en ce moment ?", tool: "on_shift", n: 1 },
  { q: "Qui est d'astreinte cette nuit ?", tool: "on_shift", n: 0 },
  { q: "Y a-t-il des rapports non finalisés ?", tool: "open_security_reports", n: 3 },
  {
    q: "Combien d'alertes critiques depuis le début du mois ?",
    tool: "count_alarms",
    n: alarmsBetween("2026-11-01", EVAL_TODAY, (a) => a.severity === "critique"),
  },
  {
    q: "Combien de tentatives d'accès refusées hier ?",
    tool: "access_refusals",
    n: refusalsBetween("2026-11-17", "2026-11-17"),
  },
  { q: "Le planning de la semaine prochaine a-t-il des chevauchements ?", tool: "planning_conflicts", n: 2 },
  { q: "Combien d'heures a effectué Luc ce mois ?", tool: "agent_hours", n: 3, extra: { hours: 28.5 } },
  // Out of scope: an honest "I cannot" with suggestions
  { q: "Quel temps fera-t-il demain ?", tool: null },
  { q: "Quel est le chiffre d'affaires de la société ?", tool: null },
  // Another company's site: nothing from it
  { q: "Combien d'alarmes sur le site Dépôt Sud ?", tool: null },
];

describe("assistant evaluation (built-in engine)", () => {
  it(`answers at least 85 % of ${CASES.length} French questions correctly`, () => {
    const failures: string[] = [];
    for (const c of CASES) {
      const answer = builtinAnswer(data, c.q);
      const ok =
        answer.tool === c.tool &&
        (c.n === undefined || answer.figures.n === c.n) &&
        Object.entries(c.extra ?? {}).every(([key, value]) => answer.figures[key] === value) &&
        (c.tool !== null || answer.figures.n === undefined);
      if (!ok)
        failures.push(`${c.q} → ${answer.tool} ${JSON.stringify(answer.figures)} (attendu ${c.tool} ${c.n})`);
    }
    const accuracy = (CASES.length - failures.length) / CASES.length;
    console.log(
      `Assistant evaluation: ${CASES.length - failures.length}/${CASES.length} correct, accuracy ${accuracy.toFixed(3)}`,
    );
    if (failures.length) console.log(failures.join("\n"));
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  });
});
