import { emailLink } from './email-link.ts';
import type { OutgoingEmail } from './outbox.ts';

/** What every account email needs to know about the store and the link it carries. */
export interface AccountEmailContext {
  storeName: string;
  to: string;
  /** The absolute link the customer opens. */
  link: string;
  /** The store's link origin, for the email's other links. */
  origin: string;
}

const FOOTER = (storeName: string) =>
  `\n\nIf you did not ask for this, you can ignore this email; nothing changes until the link is opened.\n\n— ${storeName}`;

export function confirmEmailMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'confirm_email',
    subject: `Confirm your email for ${storeName}`,
    text: `Welcome to ${storeName}!\n\nConfirm your email address so we can link your pickup orders to your account:\n${link}\n\nThe link works once and expires in 24 hours.${FOOTER(storeName)}`,
  };
}

export function resetPasswordMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'reset_password',
    subject: `Reset your ${storeName} password`,
    text: `Someone asked to reset the password of the ${storeName} account for this email.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour.${FOOTER(storeName)}`,
  };
}

export function changeEmailMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'change_email',
    subject: `Confirm your new email for ${storeName}`,
    text: `Confirm that your ${storeName} account should use this email address from now on:\n${link}\n\nThe link works once and expires in 24 hours.${FOOTER(storeName)}`,
  };
}

/**
 * To the address an account is moving away from, when the change is asked for: who can ask (only
 * someone with the password), where it is going, and what to do if it was not the owner.
 */
export function emailChangeNoticeMessage({
  storeName,
  to,
  link,
  newEmail,
  storePhone,
}: AccountEmailContext & { newEmail: string; storePhone: string }): OutgoingEmail {
  return {
    to,
    template: 'email_change_notice',
    subject: `The email of your ${storeName} account is being changed`,
    text: `Someone signed in to your ${storeName} account, typed its password and asked to change its email from ${to} to ${newEmail}. The change happens when the link we sent to ${newEmail} is opened; until then your account keeps this address.\n\nIf this was you, there is nothing more to do.\n\nIf it was not you, do not open any link about the change, and choose a new password now:\n${link}\nA new password signs everyone else out of your account. Then call us at ${storePhone} and we will make sure the account stays yours.\n\n— ${storeName}`,
  };
}

export function inviteMessage({ storeName, to, link, origin }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'invite',
    subject: `You're invited to your ${storeName} account`,
    text: `An account at ${storeName} is ready for you: your orders, rewards points and referral code in one place.\n\nChoose your password to start:\n${link}\n\nThe link works once and expires in 7 days. Need a new one? Ask for it at ${emailLink(origin, '/account/resend-invite')}.${FOOTER(storeName)}`,
  };
}

/** An invitation for a manager or admin: the link sets up their account and opens the staff dashboard. */
export function staffInviteMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'invite',
    subject: `You're invited to the ${storeName} staff dashboard`,
    text: `An admin of ${storeName} invited you to the store's staff dashboard, where the menu, orders and store are run.\n\nChoose your password to start:\n${link}\n\nThe link works once and expires in 7 days. Need a new one? Ask an admin to send it again.${FOOTER(storeName)}`,
  };
}

export function emailReminderMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'email_reminder',
    subject: `The email on your ${storeName} account`,
    text: `Someone asked which email address your ${storeName} account uses: it is this one, ${to}.\n\nSign in here:\n${link}${FOOTER(storeName)}`,
  };
}

/**
 * The answer to registering an address that already has an account: the page says the same as
 * for a new one, so only the address's owner learns which it was.
 */
export function alreadyRegisteredMessage({ storeName, to, link }: AccountEmailContext): OutgoingEmail {
  return {
    to,
    template: 'already_registered',
    subject: `You already have a ${storeName} account`,
    text: `Someone tried to create a ${storeName} account with this email, but it already has one, so nothing was changed.\n\nSign in here:\n${link}\n\nForgot the password? Ask for a new one from the sign-in page.\n\nIf it was not you, you can ignore this email.\n\n— ${storeName}`,
  };
}
