/** Bytes worded in gigabytes (under 1 GB: megabytes), in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const gb = bytes / 1024 ** 3;
  const unit = gb >= 1 ? "gigabyte" : "megabyte";
  const value = gb >= 1 ? gb : bytes / 1024 ** 2;
  return new Intl.NumberFormat(language, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

/** A quota typed in GB (empty: none) as the API's MiB; NaN when it is not a positive number. */
export function quotaMbOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const gb = Number(trimmed);
  return Number.isFinite(gb) && gb > 0 ? Math.max(1, Math.round(gb * 1024)) : Number.NaN;
}

/** The API's MiB shown in GB in the quota field. */
export const quotaText = (quotaMb: number | null): string =>
  quotaMb === null ? "" : String(Math.round((quotaMb / 1024) * 10) / 10);
