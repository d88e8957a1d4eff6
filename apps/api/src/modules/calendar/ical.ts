// A small RFC 5545 writer for one agent's shifts. Written here rather than taken from ical-generator:
// its current major (11) requires Node 22, the last Node 20 one (9) is no longer maintained, and neither
// writes a VTIMEZONE without a further timezone package. The feed only needs VCALENDAR, one VTIMEZONE
// and VEVENTs, whose rules (CRLF, 75-octet folding, text escaping) fit in these few lines.

export type TCalendarEvent = {
  uid: string;
  /** Local wall times in Europe/Paris, "YYYY-MM-DDTHH:mm". */
  startLocal: string;
  endLocal: string;
  summary: string;
  location?: string | null;
  description?: string | null;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  lastModified: Date;
};

export const CALENDAR_TIME_ZONE = "Europe/Paris";

// Europe/Paris since 1996 (EU rules: last Sunday of March 02:00 -> 03:00, last Sunday of October
// 03:00 -> 02:00). Phone calendars resolve TZID by name anyway; the block is there for strict readers.
const VTIMEZONE_PARIS = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "X-LIC-LOCATION:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and every line break — CRLF, a bare
 * CR or LF, U+2028/U+2029 — as backslash-n. Other control characters have no escape in TEXT and would end or
 * corrupt the content line (a bare CR starts a new property for many readers): they become a space.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|[\r\n\u2028\u2029]/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")
  );
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts in their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactLocal = (local: string) => `${local.replace(/[-:]/g, "")}00`;
const compactUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

export function writeCalendar({
  name,
  events,
  now = new Date(),
}: {
  name: string;
  events: TCalendarEvent[];
  now?: Date;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//HTS//Planning des agents//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    // Subscribed calendars refresh on their own schedule; ask for hourly so changes show within the day.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...VTIMEZONE_PARIS,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${compactUtc(now)}`,
      `LAST-MODIFIED:${compactUtc(event.lastModified)}`,
      `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${compactLocal(event.startLocal)}`,
      `DTEND;TZID=${CALENDAR_TIME_ZONE}:${compactLocal(event.endLocal)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push(`STATUS:${event.status}`, "TRANSP:OPAQUE", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
