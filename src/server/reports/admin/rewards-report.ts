import { formatCents } from '#lib/money.ts';
import type { Metric, MetricDirection, ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { REPORTS } from '#lib/reports/report-payload.ts';
import { bucketStarts, formatDay, type DayRange, type Grain } from '#lib/reports/report-range.ts';
import { liabilityCents, pointValue, type PointValue } from '#lib/rewards/points-liability.ts';
import type { Queryable } from '../../db/database.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { periodStartSql } from './loyalty-rollups.ts';
import type { ReportRequest } from './report-endpoint.ts';

/**
 * The rewards report (admins): points issued, redeemed, given back and expired per period, and what
 * the points customers hold are worth at each month's end. Reads `report_reward_days` only.
 */

const MOVES = ['earned', 'referral', 'birthday', 'adjusted_up', 'redeemed', 'refunded', 'adjusted_down'] as const;
type Move = (typeof MOVES)[number];
type Moves = Record<Move, number>;

const NO_MOVES: Moves = Object.fromEntries(MOVES.map((move) => [move, 0])) as Moves;

const issued = (moves: Moves) => moves.earned + moves.referral + moves.birthday + moves.adjusted_up;
const net = (moves: Moves) => issued(moves) - moves.redeemed + moves.refunded - moves.adjusted_down;

/** The points moved in each period of `days` (periods with none are absent). */
async function movesByPeriod(db: Queryable, days: DayRange, grain: Grain): Promise<Map<string, Moves>> {
  const rows = await db.query<Moves & { period: string }>(
    `select to_char(${periodStartSql('day', grain)}, 'YYYY-MM-DD') as period,
            ${MOVES.map((move) => `sum(${move})::bigint as ${move}`).join(', ')}
       from public.report_reward_days where day between $1::date and $2::date group by 1`,
    [days.start, days.end],
  );
  return new Map(rows.map(({ period, ...moves }) => [period, moves]));
}

function sumMoves(periods: Iterable<Moves>): Moves {
  const total = { ...NO_MOVES };
  for (const moves of periods) for (const move of MOVES) total[move] += moves[move];
  return total;
}

/** The points every customer holds together at the end of each day given. */
async function balancesAt(db: Queryable, days: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; balance: number }>(
    `select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce((select r.balance from public.report_reward_days r where r.day <= d.day order by r.day desc limit 1), 0) as balance
       from unnest($1::date[]) d(day)`,
    [days],
  );
  return new Map(rows.map((row) => [row.day, Number(row.balance)]));
}

/** The last day of each month the days touch, or the range's last day for a month it ends in. */
function monthEnds(days: DayRange): string[] {
  return bucketStarts(days, 'month').map((month) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
    return last < days.end ? last : days.end;
  });
}

const PERIOD_LABELS: Record<Grain, string> = { day: 'Day', week: 'Week of', month: 'Month' };

function definitions(value: PointValue, pointsPerDollar: number) {
  const rate = value.tier
    ? `valued at the smallest reward's rate: ${value.tier.points} points buy ${formatCents(value.tier.discountCents)} off, ` +
      `${(value.tier.discountCents / value.tier.points).toFixed(2)}¢ a point. Fewer points than that buy nothing yet, and ` +
      `larger rewards pay up to ${value.bestCentsPerPoint.toFixed(2)}¢ a point, so this is the least the points could cost. ` +
      `Today's rewards settings value every month.`
    : 'The store offers no rewards at checkout now, so points are worth nothing.';
  return {
    issued: `Points given to customers: earned on picked-up orders (${pointsPerDollar} a dollar of pre-tax cannabis spend), referral rewards, birthday bonuses and the store's adjustments up.`,
    redeemed: 'Points spent on rewards at checkout, counted when the order was placed.',
    refunded: 'Points given back because the order they were spent on was cancelled or not picked up.',
    adjustedDown: 'Points the store took back (adjustments down).',
    expired:
      'Points that lapsed unused. The store has no points expiry: under the current settings points do not expire, so this is 0.',
    net: 'Issued − redeemed + given back − taken back − expired.',
    outstanding:
      "Points every customer holds together at the end of the day: the sum of every customer's points ledger.",
    liability: `Points held × the value of a point, ${rate}`,
  };
}

function metric(
  key: string,
  label: string,
  format: Metric['format'],
  value: number,
  previous: number | null,
  definition: string,
  better: MetricDirection,
): Metric {
  return { key, label, format, value, previous, definition, better };
}

export async function loadRewardsReport({ db, range }: ReportRequest): Promise<ReportPayload> {
  const settings = await getStoreSettings(db);
  const value = pointValue(settings.rewards.redemptionTiers);
  const words = definitions(value, settings.rewards.pointsPerDollar);
  const ends = monthEnds(range);
  const previousEnds = range.previous ? monthEnds(range.previous) : [];
  const [byPeriod, previousByPeriod, balances] = await Promise.all([
    movesByPeriod(db, range, range.grain),
    // The compared days only need their totals: a month's rows are the fewest to add up.
    range.previous ? movesByPeriod(db, range.previous, 'month') : Promise.resolve(null),
    balancesAt(db, [...ends, ...previousEnds]),
  ]);

  const total = sumMoves(byPeriod.values());
  const previousTotal = previousByPeriod ? sumMoves(previousByPeriod.values()) : null;
  const held = balances.get(range.end) ?? 0;
  const previousHeld = range.previous ? (balances.get(range.previous.end) ?? 0) : null;
  const worth = (points: number | null) => (points === null ? null : liabilityCents(points, value));

  const metrics: Metric[] = [
    metric(
      'issued',
      'Points issued',
      'count',
      issued(total),
      previousTotal && issued(previousTotal),
      words.issued,
      'neither',
    ),
    metric(
      'redeemed',
      'Points redeemed',
      'count',
      total.redeemed,
      previousTotal?.redeemed ?? null,
      words.redeemed,
      'neither',
    ),
    metric(
      'refunded',
      'Points given back',
      'count',
      total.refunded,
      previousTotal?.refunded ?? null,
      words.refunded,
      'lower',
    ),
    metric('expired', 'Points expired', 'count', 0, previousTotal && 0, words.expired, 'neither'),
    metric('outstanding', 'Points held at the range’s end', 'count', held, previousHeld, words.outstanding, 'lower'),
    metric(
      'liability',
      'Points liability at the range’s end',
      'cents',
      worth(held)!,
      worth(previousHeld),
      words.liability,
      'lower',
    ),
  ];

  const periodFormat = range.grain === 'month' ? 'month' : 'day';
  const periods = bucketStarts(range, range.grain);
  const movement: ReportTable = {
    key: 'points',
    title: `Points issued and redeemed by ${range.grain}`,
    summary:
      `Bars of points issued and redeemed for each ${range.grain} from ${formatDay(range.start)} to ${formatDay(range.end)}: ` +
      `${issued(total).toLocaleString('en-US')} issued and ${total.redeemed.toLocaleString('en-US')} redeemed in all.`,
    columns: [
      { key: 'period', label: PERIOD_LABELS[range.grain], format: periodFormat },
      { key: 'issued', label: 'Issued', format: 'count', definition: words.issued },
      { key: 'earned', label: 'Earned on pickups', format: 'count' },
      { key: 'referral', label: 'Referral rewards', format: 'count' },
      { key: 'birthday', label: 'Birthday bonuses', format: 'count' },
      { key: 'adjusted_up', label: 'Adjusted up', format: 'count' },
      { key: 'redeemed', label: 'Redeemed', format: 'count', definition: words.redeemed },
      { key: 'refunded', label: 'Given back', format: 'count', definition: words.refunded },
      { key: 'adjusted_down', label: 'Taken back', format: 'count', definition: words.adjustedDown },
      { key: 'expired', label: 'Expired', format: 'count', definition: words.expired },
      { key: 'net', label: 'Net change', format: 'count', definition: words.net },
    ],
    rows: periods.map((period) => {
      const moves = byPeriod.get(period) ?? NO_MOVES;
      return { period, issued: issued(moves), ...moves, expired: 0, net: net(moves) };
    }),
    chart: { kind: 'bar', x: 'period', series: ['issued', 'redeemed'] },
    note: 'Points do not expire under the store’s current settings.',
  };

  const liability: ReportTable = {
    key: 'liability',
    title: 'Points liability at each month end',
    summary:
      `A line of what the points customers hold are worth at each month end from ${formatDay(ends[0]!)} to ` +
      `${formatDay(range.end)}, ending at ${formatCents(worth(held)!)}.`,
    columns: [
      { key: 'month_end', label: 'Month end', format: 'day' },
      { key: 'points', label: 'Points held', format: 'count', definition: words.outstanding },
      { key: 'liability', label: 'Liability', format: 'cents', definition: words.liability },
      ...(range.previous
        ? [
            { key: 'previous_month_end', label: 'Compared month end', format: 'day' as const },
            { key: 'previous_liability', label: 'Compared liability', format: 'cents' as const },
          ]
        : []),
    ],
    rows: ends.map((end, index) => {
      const points = balances.get(end) ?? 0;
      const compared = previousEnds[index];
      return {
        month_end: end,
        points,
        liability: worth(points),
        ...(range.previous
          ? {
              previous_month_end: compared ?? null,
              previous_liability: compared ? worth(balances.get(compared) ?? 0) : null,
            }
          : {}),
      };
    }),
    chart: {
      kind: 'line',
      x: 'month_end',
      series: ['liability'],
      ...(range.previous ? { previous: ['previous_liability'] } : {}),
    },
    note: 'The last month ends on the range’s last day when the month is not over.',
  };

  return {
    report: 'rewards',
    title: REPORTS.rewards.title,
    range,
    filters: [],
    metrics,
    tables: [movement, liability],
    empty: byPeriod.size === 0 && held === 0,
  };
}
