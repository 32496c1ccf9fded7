import { ConfigurationError } from './configuration-error.ts';

/** Texts sent through Twilio's Messages API; without it the `sms_outbox` table is the delivery. */
export interface SmsConfig {
  /** The account's SID (`AC…`), which names it in the API's paths and signs in with the auth token. */
  accountSid: string;
  authToken: string;
  /** Who texts come from: a Messaging Service (`MG…`, Twilio picks the number) or one number (E.164). */
  sender: { messagingServiceSid: string } | { from: string };
}

/** The variables that decide how texts leave the store. */
export interface SmsVariables {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
}

const ACCOUNT_SID = /^AC[0-9a-f]{32}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;
/** A US number the store can text from, as the outbox stores recipients. */
const US_NUMBER = /^\+1[2-9][0-9]{2}[2-9][0-9]{6}$/;

/**
 * Sending is on when TWILIO_ACCOUNT_SID is set; it needs the auth token and exactly one sender.
 * A sender without the account stops the start: it would look configured while nothing is sent.
 * The auth token alone keeps its older meaning (signed incoming texts only). Messages never
 * repeat the token.
 */
export function readSmsConfig(env: SmsVariables): SmsConfig | undefined {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: from,
    TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
  } = env;
  if (!accountSid) {
    if (from || messagingServiceSid) {
      throw new ConfigurationError(
        'TWILIO_ACCOUNT_SID must be set when TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is: without it no text leaves the outbox.',
      );
    }
    return undefined;
  }
  if (!ACCOUNT_SID.test(accountSid)) {
    throw new ConfigurationError(
      'TWILIO_ACCOUNT_SID is not an account SID: it is AC followed by 32 hexadecimal digits.',
    );
  }
  if (!authToken) throw new ConfigurationError('TWILIO_AUTH_TOKEN must be set when TWILIO_ACCOUNT_SID is.');
  if (from && messagingServiceSid) {
    throw new ConfigurationError(
      'Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both: texts come from one sender.',
    );
  }
  if (messagingServiceSid) {
    if (!MESSAGING_SERVICE_SID.test(messagingServiceSid)) {
      throw new ConfigurationError(
        'TWILIO_MESSAGING_SERVICE_SID is not a Messaging Service SID: it is MG followed by 32 hexadecimal digits.',
      );
    }
    return { accountSid, authToken, sender: { messagingServiceSid } };
  }
  if (!from) {
    throw new ConfigurationError(
      'TWILIO_FROM (a number, +17345550100) or TWILIO_MESSAGING_SERVICE_SID must be set when TWILIO_ACCOUNT_SID is.',
    );
  }
  if (!US_NUMBER.test(from)) {
    throw new ConfigurationError('TWILIO_FROM must be a US number in E.164 form, like +17345550100.');
  }
  return { accountSid, authToken, sender: { from } };
}
