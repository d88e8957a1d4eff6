// The company's public contact details, in one place: the landing footer, the login page and the dashboard
// header all show them, and a change of number must not leave one screen out of date.
//
// The numbers are taken from ranges reserved for fiction (Ofcom 020 7946 0xxx, ARCEP 01 99 00 xx xx,
// NANP 555-01xx) so that no stranger gets called before the company's real lines are filled in here.

export type SupportPhone = {
  /** Shown as is next to the number (the spec labels them UK, ES, FR, US). */
  country: "UK" | "ES" | "FR" | "US";
  /** Human-readable, international format. */
  display: string;
  /** For `tel:` links: digits and a leading +, nothing else. */
  tel: string;
};

export const COMPANY = {
  legalName: "High Tech Security",
  shortName: "HTS",
  registration: "RCS Paris 912 345 678",
  website: "https://www.hts-securite.fr",
  websiteLabel: "www.hts-securite.fr",
  supportEmail: "support@hts-securite.fr",
  salesEmail: "contact@hts-securite.fr",
} as const;

/** The French line, for places with room for one number only (dashboard header, contact item). */
export const MAIN_SUPPORT_PHONE: SupportPhone = {
  country: "FR",
  display: "+33 1 99 00 12 34",
  tel: "+33199001234",
};

export const SUPPORT_PHONES: readonly SupportPhone[] = [
  { country: "UK", display: "+44 20 7946 0321", tel: "+442079460321" },
  { country: "ES", display: "+34 910 00 01 23", tel: "+34910000123" },
  MAIN_SUPPORT_PHONE,
  { country: "US", display: "+1 212 555 0142", tel: "+12125550142" },
];
