import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error.ts';
import { readMailConfig } from './mail-config.ts';

function failure(env: Parameters<typeof readMailConfig>[0]): ConfigurationError {
  try {
    readMailConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('expected a ConfigurationError');
}

describe('mail configuration', () => {
  it('is off without SMTP_URL', () => {
    expect(readMailConfig({})).toBeUndefined();
    expect(readMailConfig({ SMTP_URL: '', MAIL_FROM: '' })).toBeUndefined();
  });

  it('reads TLS and STARTTLS servers, with and without a From', () => {
    expect(readMailConfig({ SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465' })).toEqual({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465',
    });
    expect(
      readMailConfig({
        SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
        MAIL_FROM: ' River Raisin Cannabis Co. <orders@example.com> ',
      }),
    ).toEqual({
      smtpUrl: 'smtp://user:pass@smtp.example.com:587',
      from: 'River Raisin Cannabis Co. <orders@example.com>',
    });
    expect(readMailConfig({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'orders@example.com' })?.from).toBe(
      'orders@example.com',
    );
  });

  it('names the malformed variable and never repeats the password', () => {
    for (const SMTP_URL of [
      'not a url',
      'https://user:secret@smtp.example.com',
      'smtp://user@smtp.example.com:587',
      'smtp://:secret@',
    ]) {
      const error = failure({ SMTP_URL });
      expect(error.message).toContain('SMTP_URL');
      expect(error.message).not.toContain('secret');
    }
    for (const MAIL_FROM of ['orders', 'Store <orders>', 'Store orders@example.com', '<>']) {
      expect(failure({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM }).message).toContain('MAIL_FROM');
    }
    expect(failure({ MAIL_FROM: 'orders@example.com' }).message).toContain('SMTP_URL must be set');
  });
});
