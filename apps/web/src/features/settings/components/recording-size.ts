/** Bytes worded in gigabytes (under 1 GB: megabytes), in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const gb = bytes / 1024 ** 3;
  const unit = gb >= 1 ? "gigabyte" : "megabyte";
  const value = gb >= 1 ? gb : bytes / 1024 ** 2;
  return new Intl.NumberFormat(language, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * A quota typed in MB, the API's unit (a demo camera keeps 50 MB, a company hundreds of GB: GB would
 * show small quotas as 0); empty is none; NaN when it is not a whole number of at least 1.
 */
export function quotaMbOf(text: string): number | null {
  const trimmed = text.trim().replace(/[\s\u202f]/g, "");
  if (trimmed === "") return null;
  const mb = Number(trimmed);
  return Number.isInteger(mb) && mb >= 1 && mb <= 100_000_000 ? mb : Number.NaN;
}

export const quotaText = (quotaMb: number | null): string => (quotaMb === null ? "" : String(quotaMb));
