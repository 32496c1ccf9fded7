import { formatCents } from '../money.ts';
import type { PayUnit } from '../vocabulary/jobs.ts';

/** A posting's pay as stored: cents per hour or per year, a range or one end of it. */
export interface JobPay {
  minCents: number | null;
  maxCents: number | null;
  unit: PayUnit;
}

const PER: Record<PayUnit, string> = { hour: 'an hour', year: 'a year' };

/** Whole dollars show without cents ($45,000), other amounts with them ($17.50). */
function dollars(cents: number): string {
  const text = formatCents(cents);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

/** "$17.00–$21.00 an hour", "From $45,000 a year", "Up to $19.50 an hour". */
export function payText(pay: JobPay): string {
  const { minCents, maxCents, unit } = pay;
  if (minCents !== null && maxCents !== null) {
    return minCents === maxCents
      ? `${dollars(minCents)} ${PER[unit]}`
      : `${dollars(minCents)}–${dollars(maxCents)} ${PER[unit]}`;
  }
  if (minCents !== null) return `From ${dollars(minCents)} ${PER[unit]}`;
  if (maxCents !== null) return `Up to ${dollars(maxCents)} ${PER[unit]}`;
  return '';
}
