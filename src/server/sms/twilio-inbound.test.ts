import { describe, expect, it } from 'vitest';
import { twilioInbound, twilioSignature } from './twilio-inbound.ts';

describe("Twilio's webhook signature", () => {
  it('matches the example of Twilio’s security documentation', () => {
    // https://www.twilio.com/docs/usage/security#validating-requests: auth token 12345, this URL and these parameters.
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  it('reads a signed message and refuses one whose signature or text was changed', () => {
    const adapter = twilioInbound('an-auth-token');
    const url = 'https://shop.example.com/api/sms/inbound';
    const params = { MessageSid: 'SM1', From: '+17345550123', To: '+17345550100', Body: 'STOP' };
    const headers = new Headers({ 'X-Twilio-Signature': twilioSignature('an-auth-token', url, params) });
    expect(adapter.read({ url, headers, params })).toEqual({
      provider: 'twilio',
      messageId: 'SM1',
      from: '+17345550123',
      body: 'STOP',
    });
    expect(adapter.read({ url, headers, params: { ...params, Body: 'HELLO' } })).toBeNull();
    expect(adapter.read({ url: `${url}?x=1`, headers, params })).toBeNull();
    expect(adapter.read({ url, headers: new Headers(), params })).toBeNull();
  });
});
