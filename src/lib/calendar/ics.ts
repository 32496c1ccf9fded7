/**
 * iCalendar (RFC 5545) files with one event, for "Add to calendar" links. Every calendar app
 * reads the same few rules: CRLF line ends, content lines folded at 75 octets, and TEXT values
 * with backslash, semicolon, comma and newline escaped. Times are UTC (`…Z`), so no VTIMEZONE
 * is needed and the event lands at the right moment in any calendar's own time zone.
 */

/** One event of a calendar file. */
export interface CalendarEvent {
  /** Globally unique and stable for this event (`RR-7K3Q9P@shop.example.com`): re-importing updates it. */
  uid: string;
  /** When this file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** A page about the event. */
  url?: string;
  /** CANCELLED tells calendars that import it again to strike the event out. */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Revision of the event: calendars replace a stored event only with a higher one. */
  sequence?: number;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value with `\`, `;`, `,` and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded so no line is longer than 75 octets (RFC 5545 §3.1): each continuation
 * starts with one space. Folds fall between characters, never inside a multi-byte UTF-8 one,
 * which some readers would turn into replacement characters.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines give one octet to their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `2026-11-25T19:00:00.000Z` → `20261125T190000Z` (DATE-TIME in UTC, whole seconds). */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A whole VCALENDAR with the event: CRLF after every line, the last included. `productId` names
 * the software that made it (PRODID), e.g. `-//River Raisin Cannabis Co.//Storefront//EN`.
 */
export function buildCalendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    // A URI value is not TEXT: it is written as it is, without escaping.
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
