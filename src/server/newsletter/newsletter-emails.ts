import type { OutgoingEmail } from '../mail/index.ts';

/** A sign-up for an address already on the list: no second subscription, and the way to change it. */
export function alreadySubscribedEmail({
  to,
  storeName,
  preferences,
}: {
  to: string;
  storeName: string;
  preferences: string;
}): OutgoingEmail {
  return {
    to,
    template: 'newsletter_already_subscribed',
    subject: `You are already on the ${storeName} newsletter`,
    text: [
      `Someone asked to sign this address up for the ${storeName} newsletter. It is already on the list, so nothing changed.`,
      '',
      `Your subscriptions: ${preferences}`,
    ].join('\n'),
  };
}

/**
 * An issue of the newsletter to one subscriber: the text, Michigan's required warnings, and the
 * subscriber's own unsubscribe and preferences links; the headers let the mailbox offer its own
 * one-click unsubscribe (RFC 2369 and RFC 8058).
 */
export function issueEmail({
  to,
  subject,
  body,
  storeName,
  warnings,
  unsubscribe,
  preferences,
}: {
  to: string;
  subject: string;
  body: string;
  storeName: string;
  warnings: readonly string[];
  unsubscribe: string;
  preferences: string;
}): OutgoingEmail {
  return {
    to,
    template: 'newsletter_issue',
    subject,
    text: [
      body.trim(),
      '',
      '—',
      ...warnings,
      '',
      `You get this email because you signed up for the ${storeName} newsletter.`,
      `Unsubscribe: ${unsubscribe}`,
      `Your subscriptions: ${preferences}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
