import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './outbox.ts';

/** An outbox row on its way out: its id names the message, so a repeated send is recognisable. */
export interface DeliverableEmail extends OutgoingEmail {
  id: string;
  /** The HTML part (null for a row queued before there was one): sent beside the text as multipart/alternative. */
  html: string | null;
}

/** A From header: `Name <address>` or a name and address apart (the store's settings). */
export type MailFrom = string | { name: string; address: string };

/** What the delivery job needs of a mail server; tests give it a real one on localhost. */
export interface MailSender {
  /** Resolves once the server accepted the message; rejects with the server's answer otherwise. */
  send(email: DeliverableEmail): Promise<void>;
}

/** Short enough that a dead server fails a batch in minutes, not nodemailer's default ten. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Sends through the SMTP server of `url` (`smtps://` TLS, `smtp://` upgraded with STARTTLS when
 * the server offers it). `from` may be looked up at each send, so a changed store email applies
 * without a restart.
 */
export function createSmtpSender(url: string, from: MailFrom | (() => Promise<MailFrom>)): MailSender {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(email) {
      const sender = typeof from === 'function' ? await from() : from;
      await transport.sendMail({
        from: sender,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: `<${email.id}@${domainOf(sender)}>`,
        headers: { ...email.headers, 'X-Email-Template': email.template },
      });
    },
  };
}

function domainOf(from: MailFrom): string {
  const address = typeof from === 'string' ? (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from) : from.address;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}
