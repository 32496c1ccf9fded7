/**
 * Consent: the ledger of every marketing and transactional opt-in and opt-out by email and text,
 * the double opt-in (the email's signed confirmation link, the text's YES), the consents given at
 * checkout, registration and on the profile, and the replies to the store's texts (STOP, START,
 * YES, HELP) from the SMS provider's webhook.
 */
export { recordConsent, consentState, personStates, subscribedAddresses } from './ledger.ts';
export { consentAddress } from './consent-address.ts';
export { askEmailOptIn, askTextOptIn } from './opt-in.ts';
export { CONFIRM_PURPOSE } from './email-confirmation.ts';
export { recordCheckoutConsents, recordProfileConsents, recordRegistrationConsent } from './account-consents.ts';
export { takeInboundText } from './sms-replies.ts';
/** The webhook reads the provider's signed form with the SMS machinery's adapter. */
export { twilioInbound } from '../sms/twilio-inbound.ts';
