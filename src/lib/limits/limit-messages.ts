/**
 * What the shopper reads when a purchase would pass a limit: the limit by name and size, and the
 * room left. Room is rounded down and an excess up, so the sentence never promises room that is
 * not there.
 */
import { formatLimitAmount, gramsText, ouncesText, type AmountRounding } from './limit-amount-format.ts';
import type { LimitName } from './purchase-limit-types.ts';

function limitPhrase(limit: LimitName, limitMg: number): string {
  const size = formatLimitAmount(limitMg);
  switch (limit) {
    case 'adult_visit':
      return `the adult-use limit of ${size} per visit`;
    case 'adult_concentrate':
      return `the ${size} concentrate limit`;
    case 'medical_daily':
      return `your medical limit of ${size} a day`;
    case 'medical_monthly':
      return `your medical limit of ${size} a month`;
  }
}

const PERIOD: Record<LimitName, string> = {
  adult_visit: '',
  adult_concentrate: '',
  medical_daily: ' today',
  medical_monthly: ' this month',
};

/**
 * An amount under a limit: concentrate in grams ("3.5 g"); flower-equivalent amounts in ounces
 * with the grams beside them ("0.4 oz (11.3 g)"), or grams alone when under a twentieth of an ounce.
 */
function amountPhrase(limit: LimitName, mg: number, gramsRounding: AmountRounding): string {
  const grams = `${gramsText(mg, gramsRounding)} g`;
  if (limit === 'adult_concentrate') return grams;
  const ounces = ouncesText(mg, 'nearest');
  return ounces === '0' ? grams : `${ounces} oz (${grams})`;
}

function roomPhrase(limit: LimitName, remainingMg: number): string {
  const room = remainingMg === 0 ? 'nothing' : amountPhrase(limit, remainingMg, 'down');
  return `${room} left${PERIOD[limit]}`;
}

/** "That would pass the 15 g concentrate limit: 3.5 g left." */
export function additionMessage(limit: LimitName, limitMg: number, remainingMg: number): string {
  return `That would pass ${limitPhrase(limit, limitMg)}: ${roomPhrase(limit, remainingMg)}.`;
}

/**
 * "This order passes the adult-use limit of 2.5 oz per visit by 0.1 oz (3.5 g)." A medical order
 * also says the room the patient's earlier orders left: "…by 3.5 g: 1 oz (28.3 g) left today."
 * An adult-use order says why the person's other orders count: they are picked up in the same visit.
 */
export function orderMessage(limit: LimitName, limitMg: number, alreadyUsedMg: number, requestedMg: number): string {
  const over = amountPhrase(limit, alreadyUsedMg + requestedMg - limitMg, 'up');
  const lead = `This order passes ${limitPhrase(limit, limitMg)} by ${over}`;
  if (alreadyUsedMg === 0) return `${lead}.`;
  const remainingMg = Math.max(0, limitMg - alreadyUsedMg);
  if (limit === 'adult_visit' || limit === 'adult_concentrate') {
    const room = remainingMg === 0 ? 'no room' : `room for ${amountPhrase(limit, remainingMg, 'down')}`;
    return `${lead}: your other orders for pickup that day are handed over in the same visit, leaving ${room}.`;
  }
  return `${lead}: ${roomPhrase(limit, remainingMg)}.`;
}
