import { SMS_MESSAGES_PER_MONTH } from '#lib/consent/disclosures.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { smsIntent, type SmsIntent } from '#lib/consent/sms-intent.ts';
import type { Database } from '../db/database.ts';
import { getStoreSettings } from '../settings/index.ts';
import type { InboundText } from '../sms/inbound-adapter.ts';
import { queueText } from '../sms/sms-outbox.ts';
import { consentAddress } from './consent-address.ts';
import { recordConsent } from './ledger.ts';
import { confirmTextOptIn } from './opt-in.ts';

export interface ReplyOutcome {
  intent: SmsIntent;
  /** False when the provider sent this message before (a retried webhook): nothing was done again. */
  firstTime: boolean;
  /** Consents the message revoked. */
  revoked: number;
  /** Whether the message confirmed an opt-in that waited for it. */
  confirmed?: boolean;
}

/**
 * An incoming text, once: recorded with what it asks for; a request to stop (a keyword or plain
 * words, `smsIntent`) revokes every text-message consent of the number at once and queues one
 * confirmation with no marketing in it; HELP queues the program's help text; YES confirms an
 * opt-in the number was asked about (opt-in.ts). The FCC gives ten business days; the store
 * honours it in the same transaction.
 */
export async function takeInboundText(db: Database, text: InboundText, now: Date): Promise<ReplyOutcome> {
  const intent = smsIntent(text.body);
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ id: string }>(
      `insert into sms_inbound (provider, provider_message_id, from_number, body, intent, received_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (provider, provider_message_id) do nothing returning id`,
      [text.provider, text.messageId, text.from, text.body.slice(0, 1600), intent, now],
    );
    const number = consentAddress('sms', text.from);
    if (!taken || !number || intent === 'other') return { intent, firstTime: Boolean(taken), revoked: 0 };
    const store = await getStoreSettings(tx);
    if (intent === 'opt_in') {
      const confirmed = await confirmTextOptIn(tx, { number, reply: text.body, storeName: store.name, now });
      return { intent, firstTime: true, revoked: 0, confirmed };
    }
    if (intent === 'help') {
      await queueText(tx, {
        to: number,
        template: 'sms_help',
        body: `${store.name} Deals: about ${SMS_MESSAGES_PER_MONTH} msgs/month. Msg & data rates may apply. Reply STOP to cancel. Help: ${formatUsPhone(store.phone)} or ${store.email}.`,
      });
      return { intent, firstTime: true, revoked: 0 };
    }
    const states = await tx.query<{ purpose: 'marketing' | 'order_updates' }>(
      `select purpose from consent_states where channel = 'sms' and address = $1 and status <> 'unsubscribed'`,
      [number],
    );
    for (const { purpose } of states) {
      await recordConsent(tx, {
        channel: 'sms',
        address: number,
        purpose,
        status: 'unsubscribed',
        source: 'sms-reply',
        disclosure: { key: 'sms-reply', version: 1, text: text.body.slice(0, 2000) },
        now,
      });
    }
    await queueText(tx, {
      to: number,
      template: 'sms_opt_out_confirmation',
      body: `${store.name}: You are unsubscribed and will get no more texts from us. Questions? Call ${formatUsPhone(store.phone)}.`,
    });
    return { intent, firstTime: true, revoked: states.length };
  });
}
