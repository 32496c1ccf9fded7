import { describe, expect, it } from 'vitest';
import { greeting, visitorText } from './visitor-text.ts';

describe('visitor-typed text in emails', () => {
  it('keeps names as they are', () => {
    for (const name of [
      'Sam Rivera',
      "Conan O'Brien",
      'J.R.R. Tolkien',
      'Zoë Saldaña-Perez',
      '李小龙',
      'Dr. Amy Lee',
    ]) {
      expect(visitorText(name)).toBe(name);
    }
  });

  it('puts everything on one line', () => {
    expect(visitorText('Sam\r\n\r\nYour account is locked.\u2028Call us\tnow')).toBe(
      'Sam Your account is locked. Call us now',
    );
    expect(visitorText('Sam\u202Eevil\u0000')).toBe('Sam evil');
  });

  it('drops every word that reads as a link', () => {
    const typed =
      'Sam https://evil.example/login www.evil.example (evil.example) bit.ly/x win@evil.example mailto:a javascript:alert(1) EVIL.EXAMPLE.';
    expect(visitorText(typed)).toBe('Sam');
  });

  it('greets by what is left, or "there"', () => {
    expect(greeting('Sam\nclick https://evil.example')).toBe('Hi Sam click,');
    expect(greeting('https://evil.example')).toBe('Hi there,');
  });
});
