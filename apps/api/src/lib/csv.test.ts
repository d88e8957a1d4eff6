import { describe, expect, it } from "vitest";
import { CSV_SEPARATOR, csvCell, csvDecimal, csvLine } from "./csv.ts";

describe("CSV writer", () => {
  it("quotes only what RFC 4180 requires, doubling quotes", () => {
    expect(csvCell("Jean Dupont")).toBe("Jean Dupont");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""');
    expect(csvCell("ligne 1\r\nligne 2")).toBe('"ligne 1\r\nligne 2"');
    expect(csvCell("ligne\nseule")).toBe('"ligne\nseule"');
  });

  it("quotes every cell on request", () => {
    expect(csvCell("site", { quoteAll: true })).toBe('"site"');
    expect(csvLine(["a", 'b"c', null], { quoteAll: true })).toBe('"a";"b""c";""\r\n');
  });

  it("neutralises formulas but leaves numbers alone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(
        csvCell(`${start}SUM(A1:A9)`).startsWith(`'`) || csvCell(`${start}SUM(A1:A9)`).startsWith(`"'`),
      ).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("-12,50")).toBe("-12,50");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-")).toBe("'-");
  });

  it("writes nothing for null, French decimals, lines ended by CRLF", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvDecimal(1234.5, 2)).toBe("1234,50");
    expect(csvDecimal(13, 4)).toBe("13,0000");
    expect(csvLine(["a", 1, null])).toBe(`a${CSV_SEPARATOR}1${CSV_SEPARATOR}\r\n`);
  });
});
