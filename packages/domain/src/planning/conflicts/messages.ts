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
} as const;
