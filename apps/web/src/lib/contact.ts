// HTS's own contact details, shown on the landing footer, the login screen and the dashboard shell.
// One place so a number changes everywhere at once. The numbers are placeholders in ranges reserved
// for fiction or not yet assigned to a real subscriber; replace them with the real lines before launch.

/** Company registration number (sidebar and landing footers). */
export const COMPANY_REGISTRATION = "RCS Paris 912 345 678";

/** Main support line, shown in the dashboard header and the user menu. */
export const SUPPORT_PHONE = "+33 1 84 60 00 00";

export const SUPPORT_EMAIL = "support@hts-securite.fr";

export const COMPANY_WEBSITE = "https://www.hts-securite.fr";

export type SupportCountry = "UK" | "ES" | "FR" | "US";

/** The four support lines of the spec (landing footer and login screen), in the spec's order. */
export const SUPPORT_PHONES: readonly { country: SupportCountry; phone: string }[] = [
  { country: "UK", phone: "+44 20 7946 0321" },
  { country: "ES", phone: "+34 910 60 52 18" },
  { country: "FR", phone: SUPPORT_PHONE },
  { country: "US", phone: "+1 202 555 0143" },
];

/** `tel:` link target: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The website address without its scheme, for display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}
