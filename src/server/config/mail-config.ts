import { ConfigurationError } from './configuration-error.ts';

/** Outgoing mail over SMTP; without it the `email_outbox` table is the delivery. */
export interface MailConfig {
  /** `smtps://user:pass@host:465` (TLS from the start) or `smtp://user:pass@host:587` (STARTTLS). */
  smtpUrl: string;
  /** The From header (MAIL_FROM); absent, the store's name and email from its settings. */
  from?: string;
}

/** The variables that decide how email leaves the store. */
export interface MailVariables {
  SMTP_URL?: string;
  MAIL_FROM?: string;
}

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;
const NAMED_ADDRESS = /^[^<>]*<\s*([^<>]+?)\s*>$/;

/**
 * SMTP is on when SMTP_URL is set. Its message never repeats the URL, which carries the password.
 * MAIL_FROM alone stops the start: it would look configured while nothing is sent.
 */
export function readMailConfig(env: MailVariables): MailConfig | undefined {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  if (!smtpUrl) {
    if (from)
      throw new ConfigurationError('SMTP_URL must be set when MAIL_FROM is: without it no email leaves the outbox.');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch (error) {
    throw new ConfigurationError(
      'SMTP_URL is not a URL: use smtps://user:password@host:465 or smtp://user:password@host:587 (percent-encode special characters).',
      { cause: error },
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigurationError(
      `SMTP_URL must start with smtps:// (TLS) or smtp:// (STARTTLS), not ${url.protocol}//.`,
    );
  }
  if (!url.hostname) throw new ConfigurationError('SMTP_URL has no host name.');
  if (url.username && !url.password) {
    throw new ConfigurationError('SMTP_URL names a user without a password: write smtp://user:password@host.');
  }
  if (from !== undefined && from !== '') {
    const address = NAMED_ADDRESS.exec(from.trim())?.[1] ?? from.trim();
    if (!ADDRESS.test(address)) {
      throw new ConfigurationError(
        'MAIL_FROM must be an email address, optionally with a name: Store Name <orders@example.com>.',
      );
    }
    return { smtpUrl, from: from.trim() };
  }
  return { smtpUrl };
}
