import { describe, expect, it } from 'vitest';
import { smsIntent, type SmsIntent } from './sms-intent.ts';

/** Each message and what the store must make of it. */
const MESSAGES: readonly [string, SmsIntent][] = [
  // The seven words of the rule, in any case, with punctuation and spaces around them.
  ['STOP', 'opt_out'],
  ['stop', 'opt_out'],
  ['Stop.', 'opt_out'],
  ['  QUIT ', 'opt_out'],
  ['End!', 'opt_out'],
  ['revoke', 'opt_out'],
  ['OPT OUT', 'opt_out'],
  ['opt-out', 'opt_out'],
  ['Optout', 'opt_out'],
  ['CANCEL', 'opt_out'],
  ['UNSUBSCRIBE', 'opt_out'],
  ['Unsubscribe!!', 'opt_out'],
  ['STOPALL', 'opt_out'],
  // Any reasonable way of saying it.
  ['Stop texting me', 'opt_out'],
  ['please stop sending me messages', 'opt_out'],
  ['Please remove me', 'opt_out'],
  ['remove me from your list', 'opt_out'],
  ['No more texts', 'opt_out'],
  ['no more messages please', 'opt_out'],
  ["Don't text me again", 'opt_out'],
  ['DO NOT CONTACT ME', 'opt_out'],
  ['take me off your list', 'opt_out'],
  ['unsubscribe me please', 'opt_out'],
  ['I want to opt out', 'opt_out'],
  ['wrong number', 'opt_out'],
  ['leave me alone', 'opt_out'],
  // Help.
  ['HELP', 'help'],
  ['help?', 'help'],
  ['Info', 'help'],
  // Yes to the opt-in text, as the whole message.
  ['YES', 'opt_in'],
  ['yes!', 'opt_in'],
  ['Y', 'opt_in'],
  ['START', 'opt_in'],
  ['yes I will be there at 5', 'other'],
  // Not a request to stop.
  ['Will you stop by the store tomorrow?', 'other'],
  ['What time do you close?', 'other'],
  ['Thanks!', 'other'],
  ['Is the deal at the end of the week?', 'other'],
  ['I need help with my order', 'other'],
];

describe('what an incoming text asks for', () => {
  it.each(MESSAGES)('%j is %s', (body, intent) => {
    expect(smsIntent(body)).toBe(intent);
  });
});
