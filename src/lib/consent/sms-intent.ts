/**
 * What an incoming text asks for. The FCC's 2025 rule (47 CFR 64.1200(a)(10)) makes STOP, QUIT,
 * END, REVOKE, OPT OUT, CANCEL and UNSUBSCRIBE a revocation, and any other reasonable way of
 * saying so too; HELP asks for the program's help text; YES (or START) answers the opt-in text a
 * sign-up sent, the proof that the number's owner wants the texts. A message that is not plainly
 * one of these is left for a person to read.
 */

export type SmsIntent = 'opt_out' | 'opt_in' | 'help' | 'other';

/** The reply words the rule names, as one word each once spaces are taken out. */
export const OPT_OUT_KEYWORDS = [
  'stop',
  'quit',
  'end',
  'revoke',
  'optout',
  'cancel',
  'unsubscribe',
  'stopall',
] as const;

const HELP_KEYWORDS = ['help', 'info'];

/** Replies that say yes to the opt-in text, and only as the whole message. */
const OPT_IN_KEYWORDS = ['yes', 'y', 'start'];

/**
 * Plain-language requests to stop, read as a person would: each is a pattern over the message in
 * lower case with punctuation turned into spaces. A word about texting or contact must go with
 * the request, so "stop by the store tomorrow?" is not a revocation.
 */
const PLAIN_LANGUAGE_OPT_OUTS: readonly RegExp[] = [
  // "stop texting me", "please stop sending messages", "quit messaging"
  /\b(stop|quit|end|cease|halt)\b.*\b(text|texts|texting|message|messages|messaging|sms|sending|contacting|contact)\b/,
  // "please remove me", "remove me from your list", "remove my number"
  /\bremove (me|my number|this number)\b/,
  // "no more texts", "no more messages please"
  /\bno more (text|texts|message|messages|sms|deals|promos?)\b/,
  // "don't text me", "do not message me again", "dont contact me"
  /\b(don t|dont|do not) (text|message|contact|sms|send)\b/,
  // "take me off your list", "take my number off"
  /\btake (me|my number|this number) off\b/,
  // "unsubscribe me", "unsubscribe please", "opt me out", "i want to opt out"
  /\b(unsubscribe|opt me out|opt out|optout)\b/,
  // "leave me alone", "wrong number"
  /\bleave me alone\b/,
  /\bwrong number\b/,
];

/** The message as the rules read it: lower case, punctuation as spaces, single spaces. */
function normalized(body: string): string {
  return body
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function smsIntent(body: string): SmsIntent {
  const words = normalized(body);
  const squeezed = words.replace(/ /g, '');
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(squeezed)) return 'opt_out';
  if (HELP_KEYWORDS.includes(squeezed)) return 'help';
  if (OPT_IN_KEYWORDS.includes(squeezed)) return 'opt_in';
  if (PLAIN_LANGUAGE_OPT_OUTS.some((pattern) => pattern.test(words))) return 'opt_out';
  return 'other';
}
