import { withRetries } from '#lib/http/fetch-with-retries.ts';
import type { SmsConfig } from '../config/sms-config.ts';
import { UndeliverableError } from '../jobs/outbox-delivery.ts';
import type { OutgoingText } from './sms-outbox.ts';

/** Twilio's REST API; tests point the sender at a local stand-in. */
export const TWILIO_API_URL = 'https://api.twilio.com';

/** What the delivery job needs of an SMS provider. */
export interface TextSender {
  /** Resolves with the provider's id of the message once it accepted it; rejects with its answer otherwise. */
  send(text: OutgoingText): Promise<string>;
}

/**
 * Twilio's error codes for a recipient no retry will reach
 * (https://www.twilio.com/docs/api/errors): an invalid or unreachable number, a landline, a region
 * the account may not text, and a recipient who replied STOP to the sending number.
 */
const UNDELIVERABLE_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

/** A dead or slow API fails the send in seconds; the outbox tries again later. */
const TIMEOUT_MS = 15_000;

interface TwilioMessage {
  sid?: unknown;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
}

/**
 * Sends through Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `Body` and `From` or `MessagingServiceSid`, HTTP basic authentication with
 * the account SID and auth token). A 201 carries the message's SID. An error answer carries
 * Twilio's `code` and `message`: a code meaning the recipient cannot be texted is final
 * (UndeliverableError); any other refusal, a 429 or a 5xx is an error the outbox retries. The
 * request is not repeated on an answer (Messages has no idempotency key: a repeat could text twice).
 */
export function createTwilioSender(
  config: SmsConfig,
  { apiUrl = TWILIO_API_URL, fetchImpl = globalThis.fetch }: { apiUrl?: string; fetchImpl?: typeof fetch } = {},
): TextSender {
  const url = `${apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const post = withRetries(fetchImpl);
  return {
    async send(text) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if ('messagingServiceSid' in config.sender) form.set('MessagingServiceSid', config.sender.messagingServiceSid);
      else form.set('From', config.sender.from);
      const response = await post(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as (TwilioMessage & TwilioError) | null;
      if (response.ok) {
        const sid = answer?.sid;
        if (typeof sid === 'string' && /^[SM]M[0-9a-f]{32}$/.test(sid)) return sid;
        throw new Error(`Twilio answered ${response.status} without a message SID.`);
      }
      const code = typeof answer?.code === 'number' ? answer.code : null;
      const said = typeof answer?.message === 'string' ? `: ${answer.message}` : '';
      const refusal = `Twilio refused the text (${response.status}${code === null ? '' : `, error ${code}`})${said}`;
      throw code !== null && UNDELIVERABLE_CODES.has(code) ? new UndeliverableError(refusal) : new Error(refusal);
    },
  };
}
