/**
 * Mail, the store's side: the outbox every email is queued in (painted with the store's theme),
 * the messages of accounts, orders and reviews, links back to the store, the visitor's own words
 * made safe to quote, and the background delivery over SMTP. (The dashboard's outbox list is
 * `admin/`.)
 */
export { queueEmail, emailsTo, type OutgoingEmail, type MailBrand } from './outbox.ts';
export { emailLink, absoluteStoreLinks } from './email-link.ts';
export { greeting, greetingByFirstName } from './visitor-text.ts';
export {
  confirmEmailMessage,
  resetPasswordMessage,
  changeEmailMessage,
  emailChangeNoticeMessage,
  inviteMessage,
  staffInviteMessage,
  emailReminderMessage,
  alreadyRegisteredMessage,
  type AccountEmailContext,
} from './account-emails.ts';
export { orderPlacedMessage, orderStatusMessage } from './order-emails.ts';
export { pickupFollowUpMessage } from './review-emails.ts';
export { deliverOutbox, storeMailFrom } from './deliver-outbox.ts';
export { createSmtpSender } from './smtp-sender.ts';
