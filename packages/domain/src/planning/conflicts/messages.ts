// The sentences of planning conflicts, as French templates rendered in the reader's language
// (decision 014). `{shift}` and `{period}` are nested texts; days are `{ day }` params, formatted for
// the reader's locale. Names are never inflected.
export const MSG_CONFLICTS = {
  shiftWithSite: "le {day} de {from} à {to} ({site})",
  shift: "le {day} de {from} à {to}",
  overlap: "Chevauchement : {agent} est planifié sur deux gardes en même temps, {first} et {second}.",
  overlapFix: "Réaffectez l'une des deux gardes à un autre agent ou modifiez ses horaires.",
  rest: "Repos insuffisant : {agent} n'a que {gap} de repos entre la garde {shift} et la reprise le {day} à {time} (minimum {min}).",
  restFix: "Décalez la reprise d'au moins {missing} ou confiez la garde à un autre agent.",
  leave: "Agent en congé : {agent} est en congé {period}, mais planifié {shift}.",
  unavailable: "Agent indisponible : {agent} est indisponible {period}, mais planifié {shift}.",
  periodDay: "le {day}",
  periodDays: "du {from} au {to}",
  unavailableFix: "Affectez cette garde à un autre agent disponible.",
  certification:
    "Qualification manquante : le site {site} exige {list}, que {agent} ne possède pas (garde {shift}).",
  certificationFix: "Affectez un agent titulaire de {list}, ou mettez à jour les qualifications de l'agent.",
  consecutive:
    "Trop de jours consécutifs : {agent} travaille {n} jours d'affilée, du {from} au {to} (maximum {max}).",
  consecutiveFix: "Accordez un jour de repos hebdomadaire au plus tard le {day}.",
  tooLong: "Garde trop longue : {agent} travaille {work} {shift}, au-delà du maximum de {max} par garde.",
  tooLongFix: "Scindez la garde en deux postes confiés à des agents différents, ou raccourcissez-la.",
  inactiveSite: "Site inactif : {agent} est planifié {shift}, or ce site est désactivé.",
  inactiveSiteFix: "Annulez la garde ou réactivez le site.",
  cardExpired:
    "Carte professionnelle expirée : la carte de {agent} a expiré le {day}, or l'agent est planifié {shift}.",
  cardExpiredFix: "Faites renouveler la carte professionnelle (CNAPS) ou affectez un autre agent.",
  weekly:
    "Durée hebdomadaire dépassée : {agent} totalise {work} de travail la semaine du {from} au {to} (maximum {max}).",
  weeklyFix:
    "Retirez ou raccourcissez des gardes cette semaine-là ({excess} de trop), ou confiez-les à un autre agent.",
  weeklyRest:
    "Repos hebdomadaire insuffisant : {agent} n'a aucun repos de {min} consécutives la semaine du {from} au {to} (plus long repos : {longest}).",
  weeklyRestFix:
    "Libérez {min} d'affilée dans la semaine, par exemple en déplaçant une garde vers un autre agent.",
  average:
    "Moyenne hebdomadaire dépassée : {agent} travaille en moyenne {average} par semaine sur les {n} semaines du {from} au {to} (maximum {max}).",
  averageFix: "Allégez ces semaines de {excess} au total, ou confiez des gardes à un autre agent.",
  nightDaily:
    "Travail de nuit : {agent}, travailleur de nuit, travaille en moyenne {average} par jour travaillé la semaine du {from} au {to} (maximum {max}).",
  nightDailyFix: "Raccourcissez les gardes de cette semaine ou répartissez-les sur plus de jours.",
  nightWeekly:
    "Travail de nuit : {agent}, travailleur de nuit, travaille en moyenne {average} par semaine sur les {n} semaines du {from} au {to} (maximum {max}).",
  blocking:
    "Enregistrement refusé : la modification crée {n} conflit(s) bloquant(s). Un responsable peut passer outre en donnant un motif.",
  overrideForbidden: "Seul un administrateur ou un responsable peut passer outre un conflit bloquant.",
  copySameWeek: "La semaine cible doit être différente de la semaine copiée",
  copySameDay: "Les jours cibles doivent être différents du jour copié",
  repeatSource: "Indiquez soit une semaine modèle (source_week), soit des gardes (shift_ids)",
  repeatUntilBefore: "La date de fin doit être postérieure à la semaine modèle",
  repeatTooFar:
    "Répétition limitée à 52 semaines après la semaine modèle : choisissez une date de fin plus proche",
  templateDays: "Indiquez soit une liste de dates, soit une période (date de début et date de fin)",
  templateRange: "La période doit finir après son début et compter au plus 62 jours",
  tooManyShifts:
    "Trop de gardes à créer en une fois : {n} (maximum {max}). Réduisez la période ou le nombre d'agents.",
  templateNotFound: "Gabarit introuvable",
  shiftNotFound: "Garde introuvable",
  shiftNotCovered: "Cette garde n'est pas une garde prévue de l'agent pendant cette période",
} as const;
