import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundSmsAdapter, WebhookRequest } from './inbound-adapter.ts';

/**
 * Twilio's signature of a webhook (X-Twilio-Signature): base64 HMAC-SHA1, under the account's
 * auth token, of the full URL Twilio called followed by every POST parameter, sorted by name,
 * as name and value with nothing between.
 */
export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Twilio's incoming-message webhook (form-encoded `From`, `Body`, `MessageSid`, …), answered with empty TwiML. */
export function twilioInbound(authToken: string): InboundSmsAdapter {
  return {
    provider: 'twilio',
    read({ url, headers, params }: WebhookRequest) {
      const given = Buffer.from(headers.get('x-twilio-signature') ?? '');
      const expected = Buffer.from(twilioSignature(authToken, url, params));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const messageId = params['MessageSid'] ?? params['SmsMessageSid'];
      const from = params['From'];
      if (!messageId || !from) return null;
      return { provider: 'twilio', messageId, from, body: params['Body'] ?? '' };
    },
    acknowledge() {
      return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
        headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    },
  };
}
