// French postcode (5 digits) followed by the town: "12 rue X, 75008 Paris" -> "Paris".
const POSTCODE_TOWN = /\b\d{5}\s+([^,\d][^,]*)/;

/**
 * The town shown under the company name in the user menu, read from the free-text address: the text
 * after a French postcode, otherwise the last comma-separated part, otherwise nothing.
 */
export function townFromAddress(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  const afterPostcode = POSTCODE_TOWN.exec(text)?.[1]?.trim();
  if (afterPostcode) return afterPostcode;
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length < 2) return null;
  const last = parts.at(-1);
  return last ? last : null;
}
