import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { CartMode } from '#lib/cart/cart-line.ts';
import type { QuoteContact } from '#lib/cart/cart-quote.ts';
import { Birthdate, ContactEmail } from '#lib/checkout/checkout-request.ts';
import { normalizeUsPhone } from '#lib/phone.ts';
import { $cartQuote, holdCartQuote, type QuoteHold } from '#stores/cart-quote.ts';

/**
 * What the quote may know of the shopper: the email, date of birth, phone and (medical) card
 * number once each is complete and valid, so the first-order and birthday deals and a referral's
 * credit are decided as the order will decide them, and a half-typed address asks nothing.
 */
export function quoteContact(email: string, birthdate: string, phone: string, medicalCardNumber: string): QuoteContact {
  const contact: QuoteContact = {};
  const parsedEmail = ContactEmail.safeParse(email);
  if (parsedEmail.success) contact.email = parsedEmail.data;
  if (Birthdate.safeParse(birthdate).success) contact.birthdate = birthdate;
  const digits = normalizeUsPhone(phone);
  if (digits) contact.phone = digits;
  if (/^[A-Z0-9][A-Z0-9 -]{3,19}$/i.test(medicalCardNumber.trim()))
    contact.medicalCardNumber = medicalCardNumber.trim();
  return contact;
}

/**
 * Checkout's hold on the one cart quote (src/stores/cart-quote.ts): the menu, the points to spend,
 * the contact as the shopper types them, and the store (its slug; null for the default store).
 * Returns the quote state the drawer also shows.
 */
export function useCheckoutQuote(
  mode: CartMode,
  redeemPoints: number,
  contact: QuoteContact,
  store: string | null = null,
) {
  const hold = useRef<QuoteHold | null>(null);
  const context = { mode, redeemPoints, contact, ...(store ? { store } : {}) };
  const signature = JSON.stringify(context);
  useEffect(() => {
    if (hold.current) hold.current.update(context);
    else hold.current = holdCartQuote(context);
    // The signature stands for the context: update only when something in it really changed.
  }, [signature]);
  useEffect(
    () => () => {
      hold.current?.release();
      hold.current = null;
    },
    [],
  );
  return useStore($cartQuote);
}
