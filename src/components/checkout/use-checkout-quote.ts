import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { CartMode } from '#lib/cart/cart-line.ts';
import type { QuoteContact } from '#lib/cart/cart-quote.ts';
import { Birthdate, ContactEmail } from '#lib/checkout/checkout-request.ts';
import { $cartQuote, holdCartQuote, type QuoteHold } from '#stores/cart-quote.ts';

/**
 * What the quote may know of the shopper: the email and date of birth once each is complete and
 * valid, so the first-order and birthday deals are decided as the order will decide them, and a
 * half-typed address asks nothing.
 */
export function quoteContact(email: string, birthdate: string): QuoteContact {
  const contact: QuoteContact = {};
  const parsedEmail = ContactEmail.safeParse(email);
  if (parsedEmail.success) contact.email = parsedEmail.data;
  if (Birthdate.safeParse(birthdate).success) contact.birthdate = birthdate;
  return contact;
}

/**
 * Checkout's hold on the one cart quote (src/stores/cart-quote.ts): the menu, the points to spend
 * and the contact as the shopper types them. Returns the quote state the drawer also shows.
 */
export function useCheckoutQuote(mode: CartMode, redeemPoints: number, contact: QuoteContact) {
  const hold = useRef<QuoteHold | null>(null);
  const context = { mode, redeemPoints, contact };
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
