import type { SeedDeal, SeedDealScope } from './types.ts';

type DealTerms = Omit<SeedDeal, keyof SeedDealScope | 'slug' | 'title' | 'description' | 'kind' | 'position'>;

const NO_TERMS: DealTerms = {
  sizeWeightMg: null,
  percentOff: null,
  amountOffCents: null,
  buyQuantity: null,
  getQuantity: null,
  bundleQuantity: null,
  bundlePriceCents: null,
  audience: 'all',
  eligibility: 'everyone',
  daysOfWeek: null,
  startsMonthOffset: null,
  endsMonthOffset: null,
};

/** A deal for everyone, every day, with no end date, unless the fields say otherwise. */
function deal(
  fields: Pick<SeedDeal, 'slug' | 'title' | 'description' | 'kind' | 'position'> & SeedDealScope & Partial<DealTerms>,
): SeedDeal {
  return { ...NO_TERMS, ...fields };
}

const WEDNESDAY = 3;
const FRIDAY = 5;

/**
 * The demo store's deals, the kind a Michigan dispensary runs: day-of-the-week specials, a brand
 * deal, a mix-and-match pack, a first-visit and a birthday discount, an everyday medical discount
 * and one that ended last month. Several run every day, so the menu always has something on deal.
 * Packs and buy-x-get-y deals stay inside excise-taxed cannabis: Michigan forbids selling a taxed
 * product at one price together with an untaxed one (MCL 333.27963(2)), so merch never joins them.
 * None stacks with another.
 */
export const DEMO_DEALS: readonly SeedDeal[] = [
  deal({
    slug: 'huron-valley-growers-five-off',
    title: '$5 off Huron Valley Growers',
    description:
      'Every day, take $5 off each Huron Valley Growers eighth, quarter, ounce or pre-roll: living-soil flower, hand-trimmed and slow-cured.',
    kind: 'amount_off',
    amountOffCents: 500,
    scope: 'brands',
    targets: ['huron-valley-growers'],
    position: 0,
  }),
  deal({
    slug: 'any-four-eighths-for-100',
    title: 'Any 4 eighths for $100',
    description:
      'Mix and match any four 3.5 g eighths of flower for $100 before tax. Build your pack online or ask at the counter.',
    kind: 'bundle_price',
    bundleQuantity: 4,
    bundlePriceCents: 10000,
    sizeWeightMg: 3500,
    scope: 'categories',
    targets: ['flower'],
    position: 1,
  }),
  deal({
    slug: 'wax-wednesday',
    title: 'Wax Wednesday',
    description: 'Every Wednesday, 20% off live resin, rosin, badder and shatter.',
    kind: 'percent_off',
    percentOff: 20,
    scope: 'categories',
    targets: ['concentrates'],
    daysOfWeek: [WEDNESDAY],
    position: 2,
  }),
  deal({
    slug: 'pre-roll-friday',
    title: 'Pre-roll Friday',
    description: 'Fridays only: buy any two pre-rolls and the third (of equal or lower price) is free.',
    kind: 'buy_x_get_y',
    buyQuantity: 2,
    getQuantity: 1,
    percentOff: 100,
    scope: 'categories',
    targets: ['pre-rolls'],
    daysOfWeek: [FRIDAY],
    position: 3,
  }),
  deal({
    slug: 'patients-save-ten-percent',
    title: 'Patients save 10% every day',
    description:
      'Registered medical patients save 10% on the medical menu every day. Bring your registry card and photo ID.',
    kind: 'percent_off',
    percentOff: 10,
    scope: 'all',
    audience: 'medical',
    position: 4,
  }),
  deal({
    slug: 'first-time-fifteen-percent',
    title: 'First-time customers: 15% off',
    description: 'New to River Raisin? Take 15% off your whole first order.',
    kind: 'percent_off',
    percentOff: 15,
    scope: 'all',
    eligibility: 'first_time',
    position: 5,
  }),
  deal({
    slug: 'birthday-month-twenty-percent',
    title: 'Birthday month 20% off',
    description: 'Celebrate with 20% off one order during your birthday month.',
    kind: 'percent_off',
    percentOff: 20,
    scope: 'all',
    eligibility: 'birthday',
    position: 6,
  }),
  deal({
    slug: 'grand-river-harvest-sale',
    title: 'Grand River harvest sale',
    description: 'Celebrating the outdoor harvest: 25% off Grand River Farms flower and pre-rolls, all month long.',
    kind: 'percent_off',
    percentOff: 25,
    scope: 'brands',
    targets: ['grand-river-farms'],
    startsMonthOffset: -1,
    endsMonthOffset: 0,
    position: 7,
  }),
];
