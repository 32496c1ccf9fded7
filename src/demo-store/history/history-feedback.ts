import type { Random } from '../random.ts';

/**
 * Answers to the first-purchase question ("How likely are you to recommend us?" 0–10, what went
 * well, what could be better): about three in ten first pickups answer, mostly promoters, with a
 * store that gets a little better over the year; comments are short and often left empty.
 */

const WENT_WELL = [
  'Order was ready right when I got there.',
  'The budtender helped me pick something for sleep.',
  'Easy to order online, quick pickup.',
  'Friendly staff and a clean store.',
  'Great prices on eighths.',
  'Loved the pack deal.',
  'They explained the medical menu clearly.',
  'Parking was easy and the line was short.',
  'Product was fresh and smelled great.',
  'Checkout was fast.',
];

const COULD_IMPROVE = [
  'Had to wait about ten minutes past my pickup time.',
  'The item I wanted was out of stock.',
  'Would love more pre-roll options.',
  'Hard to find parking on Front Street.',
  'Prices on concentrates are a bit high.',
  'The pickup window could be clearer at the door.',
  'Wish you opened earlier on Sundays.',
  'More edibles under 10 mg, please.',
];

export interface FeedbackAnswer {
  score: number;
  wentWell: string;
  couldImprove: string;
}

/** Whether a first pickup's customer answers, and what; `progress` is how far into the history (0–1) it is. */
export function feedbackAnswer(random: Random, progress: number): FeedbackAnswer | null {
  if (!random.chance(0.3)) return null;
  const draw = random.next() - 0.08 * progress;
  const score = draw < 0.16 ? random.int(0, 6) : draw < 0.43 ? random.int(7, 8) : random.int(9, 10);
  const wentWell = score >= 7 && random.chance(0.6) ? random.pick(WENT_WELL) : '';
  const couldImprove = score <= 8 && random.chance(0.65) ? random.pick(COULD_IMPROVE) : '';
  return { score, wentWell, couldImprove };
}
