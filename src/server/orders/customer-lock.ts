/**
 * The lock that makes a customer's purchase limits hold under concurrent orders (decision 55).
 * Each order's limits count the same person's earlier orders (a patient's card for the day and the
 * month, an adult-use shopper's other orders for the same day's pickup); two orders placed at once
 * would each count the other as not there yet. So placement locks the person first, for the rest
 * of its transaction, and only then reads what they already ordered: the second order waits for
 * the first to commit and then counts it.
 */
import type { Queryable } from '../db/database.ts';
import { normalizeRegistryCardNumber } from '#lib/registry-card.ts';
import type { PlaceOrderInput } from './place-order.ts';

/**
 * Who the order's limits count, as lock names: the normalised card on the medical menu; on the
 * adult-use menu every way the store knows one person by (the account, the email, the phone), so
 * orders that share any of them queue. Sorted, so transactions that share several take them in
 * the same order and never wait on each other in a circle.
 */
export function customerLockNames(input: Pick<PlaceOrderInput, 'mode' | 'medicalCard' | 'customerId' | 'contact'>) {
  if (input.mode === 'medical') {
    const card = input.medicalCard && normalizeRegistryCardNumber(input.medicalCard.number);
    return card ? [`customer:card:${card}`] : [];
  }
  const names = [`customer:email:${input.contact.email.toLowerCase()}`];
  if (input.contact.phone) names.push(`customer:phone:${input.contact.phone}`);
  if (input.customerId) names.push(`customer:account:${input.customerId}`);
  return names.sort();
}

/**
 * Takes the customer's locks until the transaction ends, in one statement. Statements sent after it
 * on the same transaction run once it is granted, so the order's facts can be sent with it.
 */
export function lockCustomer(tx: Queryable, names: readonly string[]): Promise<unknown> {
  return tx.query('select count(pg_advisory_xact_lock(hashtextextended(name, 0))) from unnest($1::text[]) as name', [
    names,
  ]);
}
