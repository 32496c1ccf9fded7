/**
 * What the state's registry (Metrc, or a point of sale that keeps Metrc) says of a medical
 * patient before an order is placed (R 420.506(1)–(2), decision 80), and the sentences a shopper
 * reads of it. The registry speaks ounces; our limits are whole milligrams, so its figure is
 * converted once, here, rounded down: the store never promises room the registry did not give.
 */
import { ouncesText } from '../limits/limit-amount-format.ts';

/** 1 oz = 45 359 237 / 1 600 mg exactly. */
const MG_PER_OUNCE_NUMERATOR = 45_359_237;
const MG_PER_OUNCE_DENOMINATOR = 1_600;

/** The registry's ounces as whole milligrams, rounded down (2.5 → 70 873; 0.75 → 21 262). */
export function registryOuncesAsMg(ounces: number): number {
  if (!Number.isFinite(ounces) || ounces <= 0) return 0;
  // Ounces arrive as decimals (two or three places): scale to millionths first, so 0.75 is exact.
  const millionths = Math.round(ounces * 1_000_000);
  return Math.floor((millionths * MG_PER_OUNCE_NUMERATOR) / (MG_PER_OUNCE_DENOMINATOR * 1_000_000));
}

/** What the registry answered, in our units, or that it did not answer. */
export type RegistryStanding =
  | { state: 'active'; sourceName: string; flowerMgAvailable: number }
  | { state: 'inactive'; sourceName: string; cardNumber: string }
  | { state: 'unavailable'; sourceName: string };

/** A card number as shown back to its patient: its last four characters, the rest hidden ("XXXX-1234"). */
export function maskedCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return `XXXX-${compact.slice(-4)}`;
}

/** "Metrc shows your registry card 'XXXX-1234' as not active…" */
export function inactiveCardMessage(sourceName: string, cardNumber: string): string {
  return `${sourceName} shows your registry card '${maskedCardNumber(cardNumber)}' as not active, so the store cannot sell to it. Check the card with the Cannabis Regulatory Agency, or order from the adult-use menu if you are 21 or older.`;
}

/**
 * "This order is 1.25 oz of flower equivalent; Metrc says you may buy 0.75 oz more today." Both to
 * the nearest hundredth, as the registry states its figure; an order over it by less than that
 * shows its own rounded up, so the two never read the same.
 */
export function overAllotmentMessage(sourceName: string, orderMg: number, availableMg: number): string {
  const available = ouncesText(availableMg, 'nearest', 2);
  const nearest = ouncesText(orderMg, 'nearest', 2);
  const order = nearest === available ? ouncesText(orderMg, 'up', 2) : nearest;
  return `This order is ${order} oz of flower equivalent; ${sourceName} says you may buy ${available} oz more today. Remove some of it to continue.`;
}

/** The line the checkout shows once the card is entered. */
export function registryStandingMessage(standing: RegistryStanding): string {
  switch (standing.state) {
    case 'active':
      return `${standing.sourceName}: card active, ${ouncesText(standing.flowerMgAvailable, 'nearest', 2)} oz of flower equivalent left today.`;
    case 'inactive':
      return inactiveCardMessage(standing.sourceName, standing.cardNumber);
    case 'unavailable':
      return `${standing.sourceName} isn't answering; the store will check your allotment at pickup.`;
  }
}
