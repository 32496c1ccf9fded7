import type { Deal } from './deal.ts';
import { decimal } from '#lib/formats.ts';

/** A deal in words, for cards, product pages and the dashboard's preview. */
export interface DealDescription {
  /** "20% off concentrates", "Buy 2 pre-rolls, get 1 free", "Any 4 flower for $100". */
  offer: string;
  /** "Every day", "Wednesdays", "Weekends", "Fridays and Saturdays". */
  schedule: string;
  /** `offer · schedule`: "20% off concentrates · Wednesdays". */
  summary: string;
  /** Who may claim it: "Everyone 21+ and medical patients", "Registered medical patients", … */
  audience: string;
  /** The dates it runs between, in the store's time zone: "Until November 30", or null when open-ended. */
  window: string | null;
}

type Described = Pick<
  Deal,
  | 'kind'
  | 'percentOff'
  | 'amountOffCents'
  | 'buyQuantity'
  | 'getQuantity'
  | 'bundleQuantity'
  | 'bundlePriceCents'
  | 'scope'
  | 'targets'
  | 'audience'
  | 'eligibility'
  | 'daysOfWeek'
  | 'startsAt'
  | 'endsAt'
> &
  Partial<Pick<Deal, 'sizeWeightMg'>>;

const PLURAL_DAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** "a", "a and b", "a, b and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Whole dollars read as "$5"; anything else keeps its cents ("$4.50"). */
export function formatDealMoney(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars.toLocaleString('en-US')}` : `$${dollars.toFixed(2)}`;
}

/** What the deal covers as a phrase, or null for the whole menu. Category names read in lower case. */
function appliesTo(deal: Described): string | null {
  if (deal.scope === 'all' || deal.targets.length === 0) return null;
  if (deal.scope === 'categories') return list(deal.targets.map((target) => target.name.toLowerCase()));
  if (deal.scope === 'products' && deal.targets.length > 2) return `${deal.targets.length} selected products`;
  return list(deal.targets.map((target) => target.name));
}

/** "3.5 g" for a deal made for one size, put before what it covers ("3.5 g flower"). */
function sizeOf(deal: Described): string | null {
  const weight = deal.sizeWeightMg;
  return weight ? `${decimal.format(weight / 1000)} g` : null;
}

function offerOf(deal: Described): string {
  const size = sizeOf(deal);
  const covered = appliesTo(deal);
  const what = size ? `${size} ${covered ?? 'items'}` : covered;
  switch (deal.kind) {
    case 'percent_off':
      return `${deal.percentOff}% off ${what ?? 'everything'}`;
    case 'amount_off':
      return `${formatDealMoney(deal.amountOffCents ?? 0)} off ${what ?? 'every item'}`;
    case 'buy_x_get_y': {
      const reward = deal.percentOff === 100 ? 'free' : `${deal.percentOff}% off`;
      return `Buy ${deal.buyQuantity}${what ? ` ${what}` : ''}, get ${deal.getQuantity} ${reward}`;
    }
    case 'bundle_price':
      return `Any ${deal.bundleQuantity} ${what ?? 'items'} for ${formatDealMoney(deal.bundlePriceCents ?? 0)}`;
  }
}

/** Monday-first, as shoppers read a week. */
export function describeSchedule(daysOfWeek: readonly number[] | null): string {
  const days = [...new Set(daysOfWeek ?? [0, 1, 2, 3, 4, 5, 6])].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  if (days.length === 7) return 'Every day';
  if (days.join() === '1,2,3,4,5') return 'Weekdays';
  if (days.join() === '6,0') return 'Weekends';
  return list(days.map((day) => PLURAL_DAYS[day]!));
}

function audienceOf(deal: Described): string {
  const menu = { all: '', adult: 'adult-use (21+)', medical: 'registered medical patients' }[deal.audience];
  if (deal.eligibility === 'first_time') return menu ? `First-time customers, ${menu} only` : 'First-time customers';
  if (deal.eligibility === 'birthday') {
    return menu ? `Customers in their birthday month, ${menu} only` : 'Customers in their birthday month';
  }
  return {
    all: 'Everyone 21+ and medical patients',
    adult: 'Adult-use customers (21+)',
    medical: 'Registered medical patients',
  }[deal.audience];
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDay(instant: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

function windowOf(deal: Described, timeZone: string): string | null {
  const starts = deal.startsAt === null ? null : formatDay(Date.parse(deal.startsAt), timeZone);
  // The end is exclusive: a deal that ends at midnight ran through the day before.
  const ends = deal.endsAt === null ? null : formatDay(Date.parse(deal.endsAt) - 1, timeZone);
  if (starts && ends) return starts === ends ? `${starts} only` : `${starts} – ${ends}`;
  if (ends) return `Until ${ends}`;
  if (starts) return `From ${starts}`;
  return null;
}

/** Describes a deal in plain words; dates are read on the store's wall clock (`timeZone`). */
export function describeDeal(deal: Described, timeZone: string): DealDescription {
  const offer = offerOf(deal);
  const schedule = describeSchedule(deal.daysOfWeek);
  return {
    offer,
    schedule,
    summary: `${offer} · ${schedule}`,
    audience: audienceOf(deal),
    window: windowOf(deal, timeZone),
  };
}
