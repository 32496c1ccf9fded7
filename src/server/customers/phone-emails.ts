import type { OutgoingEmail } from '../mail/index.ts';

/**
 * To the account's email when its phone number changed and the number it replaced may not be
 * texted about it: where the number went (its last digits), and what to do if it was not the owner.
 */
export function phoneChangeNoticeMessage({
  storeName,
  to,
  resetLink,
  oldPhone,
  newPhoneEnding,
  storePhone,
}: {
  storeName: string;
  to: string;
  resetLink: string;
  oldPhone: string;
  newPhoneEnding: string;
  storePhone: string;
}): OutgoingEmail {
  return {
    to,
    template: 'phone_change_notice',
    subject: `The phone number of your ${storeName} account changed`,
    text: `Someone signed in to your ${storeName} account and proved a new phone number with a code texted to it: the account now uses the number ending in ${newPhoneEnding} instead of ${oldPhone}.\n\nIf this was you, there is nothing more to do.\n\nIf it was not you, choose a new password now:\n${resetLink}\nA new password signs everyone else out of your account. Then call us at ${storePhone} and we will make sure the account stays yours.\n\n— ${storeName}`,
  };
}

/**
 * To the email a guest order was placed with, when a signed-in customer whose proven phone placed
 * it asks to add the order to their account: opening the link signed in to that account is the
 * proof that the order's mailbox is theirs.
 */
export function orderClaimMessage({
  storeName,
  to,
  link,
  orderNumber,
}: {
  storeName: string;
  to: string;
  link: string;
  orderNumber: string;
}): OutgoingEmail {
  return {
    to,
    template: 'order_claim',
    subject: `Add order ${orderNumber} to your ${storeName} account?`,
    text: `Someone signed in to a ${storeName} account with the phone number of order ${orderNumber}, which was placed with this email, and asked to add the order to that account.\n\nIf it is your account, open this link while signed in to it:\n${link}\n\nThe link works for 24 hours, and only for the account that asked. If you did not ask for this, ignore this email: the order stays as it is.\n\n— ${storeName}`,
  };
}
