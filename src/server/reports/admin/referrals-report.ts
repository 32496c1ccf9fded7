import type { Metric, ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { REPORTS } from '#lib/reports/report-payload.ts';
import { bucketStarts, formatDay, type DayRange, type Grain } from '#lib/reports/report-range.ts';
import type { Queryable } from '../../db/database.ts';
import { reviewerName } from '../../reviews/index.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { periodStartSql } from './loyalty-rollups.ts';
import type { ReportRequest } from './report-endpoint.ts';

/**
 * The referrals report (staff): codes in use → accounts created with them → first orders → rewards
 * paid, by the period the accounts were created, and the customers whose codes brought the most.
 * Reads `report_referral_days` only (and the names of the ten referrers it lists).
 */

type Funnel = {
  codes: number;
  signups: number;
  first_orders: number;
  rewarded: number;
};

const NO_FUNNEL: Funnel = { codes: 0, signups: 0, first_orders: 0, rewarded: 0 };

const FUNNEL_SUMS = `count(distinct referrer_id)::int as codes, coalesce(sum(signups), 0)::int as signups,
  coalesce(sum(first_orders), 0)::int as first_orders, coalesce(sum(rewarded), 0)::int as rewarded`;

/** The funnel of each period of `days` (periods nobody was referred in are absent). */
async function funnelByPeriod(db: Queryable, days: DayRange, grain: Grain): Promise<Map<string, Funnel>> {
  const rows = await db.query<Funnel & { period: string }>(
    `select to_char(${periodStartSql('day', grain)}, 'YYYY-MM-DD') as period, ${FUNNEL_SUMS}
       from public.report_referral_days where day between $1::date and $2::date group by 1`,
    [days.start, days.end],
  );
  return new Map(rows.map(({ period, ...funnel }) => [period, funnel]));
}

/** The funnel over all of `days`: a referrer counts once however many periods their code was used in. */
async function funnelOver(db: Queryable, days: DayRange): Promise<Funnel> {
  const [row] = await db.query<Funnel>(
    `select ${FUNNEL_SUMS} from public.report_referral_days where day between $1::date and $2::date`,
    [days.start, days.end],
  );
  return row ?? NO_FUNNEL;
}

const TOP_REFERRERS = 10;

async function topReferrers(db: Queryable, days: DayRange) {
  return db.query<{ full_name: string; signups: number; first_orders: number; rewarded: number }>(
    `select p.full_name, t.signups, t.first_orders, t.rewarded
       from (select referrer_id, sum(signups)::int as signups, sum(first_orders)::int as first_orders,
                    sum(rewarded)::int as rewarded
               from public.report_referral_days where day between $1::date and $2::date
              group by referrer_id
              order by signups desc, first_orders desc, rewarded desc, referrer_id
              limit ${TOP_REFERRERS}) t
       join public.profiles p on p.id = t.referrer_id
      order by t.signups desc, t.first_orders desc, t.rewarded desc, p.full_name`,
    [days.start, days.end],
  );
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const rates = (funnel: Funnel) => ({
  per_code: ratio(funnel.signups, funnel.codes),
  first_order_rate: ratio(funnel.first_orders, funnel.signups),
  reward_rate: ratio(funnel.rewarded, funnel.first_orders),
});

function definitions(referrerPoints: number) {
  return {
    codes:
      'Customers whose referral code at least one new account used. Every account has a code from the start and the store does not record when one is shown or shared, so the funnel starts at codes in use.',
    signups: 'Accounts created with a referral code (a customer can be referred once).',
    firstOrders:
      'Of those accounts, the ones whose first order counts as a sale (placed, accepted, ready or picked up; cancelled and expired orders do not), whenever it was placed.',
    rewarded: `Of those accounts, the ones whose first order was picked up, which paid the referrer ${referrerPoints} points.`,
    perCode: 'Accounts created ÷ codes in use.',
    firstOrderRate: 'First orders ÷ accounts created.',
    rewardRate: 'Rewards paid ÷ first orders.',
  };
}

const PERIOD_LABELS: Record<Grain, string> = { day: 'Day', week: 'Week of', month: 'Month' };
const COHORT_NOTE =
  'Every step counts the accounts created in the period, so a recent period’s later steps still grow as its new customers order.';

export async function loadReferralsReport({ db, range }: ReportRequest): Promise<ReportPayload> {
  const settings = await getStoreSettings(db);
  const words = definitions(settings.rewards.referralReferrerPoints);
  const [byPeriod, total, previous, top] = await Promise.all([
    funnelByPeriod(db, range, range.grain),
    funnelOver(db, range),
    range.previous ? funnelOver(db, range.previous) : Promise.resolve(null),
    topReferrers(db, range),
  ]);
  const rate = rates(total);
  const previousRate = previous && rates(previous);

  const metrics: Metric[] = [
    {
      key: 'codes',
      label: 'Codes in use',
      format: 'count',
      better: 'higher',
      value: total.codes,
      previous: previous?.codes ?? null,
      definition: words.codes,
    },
    {
      key: 'signups',
      label: 'Accounts created with a code',
      format: 'count',
      better: 'higher',
      value: total.signups,
      previous: previous?.signups ?? null,
      definition: words.signups,
    },
    {
      key: 'first_orders',
      label: 'First orders',
      format: 'count',
      better: 'higher',
      value: total.first_orders,
      previous: previous?.first_orders ?? null,
      definition: words.firstOrders,
    },
    {
      key: 'rewarded',
      label: 'Rewards paid',
      format: 'count',
      better: 'higher',
      value: total.rewarded,
      previous: previous?.rewarded ?? null,
      definition: words.rewarded,
    },
    {
      key: 'first_order_rate',
      label: 'Accounts that ordered',
      format: 'percent',
      better: 'higher',
      value: rate.first_order_rate,
      previous: previousRate?.first_order_rate ?? null,
      definition: words.firstOrderRate,
    },
    {
      key: 'reward_rate',
      label: 'First orders picked up',
      format: 'percent',
      better: 'higher',
      value: rate.reward_rate,
      previous: previousRate?.reward_rate ?? null,
      definition: words.rewardRate,
    },
  ];

  const step = (label: string, count: number, conversion: number | null, compared: number | undefined) => ({
    step: label,
    count,
    conversion,
    ...(compared === undefined ? {} : { previous: compared }),
  });
  const steps: ReportTable = {
    key: 'funnel',
    title: 'Referral funnel',
    summary:
      `Bars of each referral step from ${formatDay(range.start)} to ${formatDay(range.end)}: ${total.codes} codes in use, ` +
      `${total.signups} accounts created, ${total.first_orders} first orders and ${total.rewarded} rewards paid.`,
    columns: [
      { key: 'step', label: 'Step', format: 'text' },
      { key: 'count', label: 'Count', format: 'count' },
      {
        key: 'conversion',
        label: 'Of the step before',
        format: 'percent',
        definition: `${words.firstOrderRate} ${words.rewardRate}`,
      },
      ...(previous ? [{ key: 'previous', label: 'Compared period', format: 'count' as const }] : []),
    ],
    rows: [
      step('Codes in use', total.codes, null, previous?.codes),
      step('Accounts created', total.signups, null, previous?.signups),
      step('First orders', total.first_orders, rate.first_order_rate, previous?.first_orders),
      step('Rewards paid', total.rewarded, rate.reward_rate, previous?.rewarded),
    ],
    chart: { kind: 'bar', x: 'step', series: ['count'] },
    note: `${COHORT_NOTE} Accounts per code in use: ${rate.per_code === null ? 'none' : rate.per_code.toFixed(2)}.`,
  };

  const periodFormat = range.grain === 'month' ? 'month' : 'day';
  const overTime: ReportTable = {
    key: 'by-period',
    title: `Referral funnel by ${range.grain} the account was created`,
    summary:
      `Bars of accounts created with a code, their first orders and rewards paid for each ${range.grain} from ` +
      `${formatDay(range.start)} to ${formatDay(range.end)}.`,
    columns: [
      { key: 'period', label: PERIOD_LABELS[range.grain], format: periodFormat },
      { key: 'codes', label: 'Codes in use', format: 'count', definition: words.codes },
      { key: 'signups', label: 'Accounts created', format: 'count', definition: words.signups },
      { key: 'first_orders', label: 'First orders', format: 'count', definition: words.firstOrders },
      { key: 'rewarded', label: 'Rewards paid', format: 'count', definition: words.rewarded },
      { key: 'per_code', label: 'Accounts per code', format: 'number', definition: words.perCode },
      { key: 'first_order_rate', label: 'Accounts that ordered', format: 'percent', definition: words.firstOrderRate },
      { key: 'reward_rate', label: 'First orders picked up', format: 'percent', definition: words.rewardRate },
    ],
    rows: bucketStarts(range, range.grain).map((period) => {
      const funnel = byPeriod.get(period) ?? NO_FUNNEL;
      return { period, ...funnel, ...rates(funnel) };
    }),
    chart: { kind: 'bar', x: 'period', series: ['signups', 'first_orders', 'rewarded'] },
    note: COHORT_NOTE,
  };

  const referrers: ReportTable = {
    key: 'top-referrers',
    title: 'Top referrers',
    summary: `The ${TOP_REFERRERS} customers whose codes brought the most new accounts in the range.`,
    columns: [
      { key: 'referrer', label: 'Referrer', format: 'text' },
      { key: 'signups', label: 'Accounts created', format: 'count', definition: words.signups },
      { key: 'first_orders', label: 'First orders', format: 'count', definition: words.firstOrders },
      { key: 'rewarded', label: 'Rewards paid', format: 'count', definition: words.rewarded },
    ],
    rows: top.map((row) => ({
      referrer: reviewerName(row.full_name),
      signups: row.signups,
      first_orders: row.first_orders,
      rewarded: row.rewarded,
    })),
    note: 'Referrers show as a first name and last initial, with no contact details.',
  };

  return {
    report: 'referrals',
    title: REPORTS.referrals.title,
    range,
    filters: [],
    metrics,
    tables: [steps, overTime, referrers],
    empty: total.signups === 0,
  };
}
