/**
 * The dashboard's newsletter: the subscribers list, one person's consents and the messages sent
 * them, the whole consent ledger, and checking and sending an issue to everyone subscribed. The
 * one entry its endpoints use.
 */
export { listSubscribers, subscriberDetail, consentLedger } from './subscribers.ts';
export { checkIssue, sendIssue } from './issues.ts';
