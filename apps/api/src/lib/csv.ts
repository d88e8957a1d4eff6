// The one CSV writer of the API (issue 27): the audit journal, the access log and the payroll variables
// used three copies with different quoting. French spreadsheets expect `;` between cells, CRLF between
// lines (RFC 4180) and a UTF-8 byte order mark so that accents survive.

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
const CRLF = "\r\n";

/** A cell's content: text, a number as written (see `csvDecimal`), or nothing. */
export type CsvValue = string | number | null | undefined;

/** Quote every cell (journals: a text cell never becomes a number or a date in the spreadsheet). */
export type CsvOptions = { quoteAll?: boolean };

// Formula injection (OWASP "CSV injection"): a cell starting with = + - @, a tab or a carriage return
// is run by a spreadsheet as a formula; a leading apostrophe makes it text. A number is never a formula,
// so "-12,50" stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
// RFC 4180: a field holding the separator, a quote or a line break is quoted, its quotes doubled.
const NEEDS_QUOTES = /[";\r\n]/;

export function csvCell(value: CsvValue, options: CsvOptions = {}): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return options.quoteAll || NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, its cells separated by `;`, ended by CRLF. */
export function csvLine(values: CsvValue[], options: CsvOptions = {}): string {
  return values.map((value) => csvCell(value, options)).join(CSV_SEPARATOR) + CRLF;
}

/** A number with French decimals and no grouping ("1 234,50" would break imports): 1234.5, 2 -> "1234,50". */
export function csvDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(".", ",");
}
