import { describe, expect, it } from 'vitest';
import { buildCalendarFile, escapeIcsText, foldIcsLine, icsDateTime, type CalendarEvent } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The file's logical lines: folds undone (CRLF + space), split on CRLF. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

const EVENT: CalendarEvent = {
  uid: 'RR-7K3Q9P@shop.example.com',
  stamp: new Date('2026-11-25T18:04:05.678Z'),
  start: new Date('2026-11-25T19:00:00Z'),
  end: new Date('2026-11-25T19:30:00Z'),
  summary: 'Pick up order RR-7K3Q9P at River Raisin Cannabis Co.',
  location: '418 E Front St, Monroe, MI 48162',
  description: 'Bring a valid photo ID showing you are 21 or older.\nPay at pickup: $116.60.',
};

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes a backslash before the characters it then escapes, never twice', () => {
    expect(escapeIcsText('\\,')).toBe('\\\\\\,');
  });

  it('leaves colons and quotes as they are (TEXT does not escape them)', () => {
    expect(escapeIcsText('Pay at pickup: "cash"')).toBe('Pay at pickup: "cash"');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(octets(physical[0]!)).toBe(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `LOCATION:${'é'.repeat(60)}`;
    const physical = foldIcsLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(physical.join('').replace(/ /g, '')).toBe(line);
  });
});

describe('icsDateTime', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2026-03-08T07:05:09.999Z'))).toBe('20260308T070509Z');
  });
});

describe('buildCalendarFile', () => {
  const file = buildCalendarFile(EVENT, '-//River Raisin Cannabis Co.//Storefront//EN');

  it('ends every line, the last included, with CRLF and has no bare line feeds', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('holds one VEVENT with its UID, stamp, UTC start and end, and escaped text', () => {
    const lines = unfold(file);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//River Raisin Cannabis Co.//Storefront//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:RR-7K3Q9P@shop.example.com');
    expect(lines).toContain('DTSTAMP:20261125T180405Z');
    expect(lines).toContain('DTSTART:20261125T190000Z');
    expect(lines).toContain('DTEND:20261125T193000Z');
    expect(lines).toContain('SUMMARY:Pick up order RR-7K3Q9P at River Raisin Cannabis Co.');
    expect(lines).toContain('LOCATION:418 E Front St\\, Monroe\\, MI 48162');
    expect(lines).toContain(
      'DESCRIPTION:Bring a valid photo ID showing you are 21 or older.\\nPay at pickup: $116.60.',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('leaves out what the event does not have, and writes a URL, status and sequence when given', () => {
    const bare = unfold(
      buildCalendarFile({ uid: 'a@b', stamp: EVENT.stamp, start: EVENT.start, end: EVENT.end, summary: 'S' }, 'P'),
    );
    expect(bare.some((line) => /^(LOCATION|DESCRIPTION|URL|STATUS|SEQUENCE):/.test(line))).toBe(false);
    const full = unfold(
      buildCalendarFile(
        { ...EVENT, url: 'https://shop.example.com/order-tracker', status: 'CANCELLED', sequence: 1 },
        'P',
      ),
    );
    expect(full).toContain('SEQUENCE:1');
    expect(full).toContain('URL:https://shop.example.com/order-tracker');
    expect(full).toContain('STATUS:CANCELLED');
  });
});
