import type { Grain } from '#lib/reports/report-range.ts';
import type { Queryable } from '../../db/database.ts';
import { COUNTED_ORDER_SQL } from './sales/counted-orders.ts';
import type { RollupBuilder } from './report-rollups.ts';

/**
 * The rollups of the rewards and referrals reports (tables in
 * 20261128005500_loyalty_report_rollups.sql), each rebuilt by the store-local days its source
 * rows were written on.
 */

/**
 * The rows of `alias` whose `column` (an instant) falls on one of the days in $1 on the calendar of
 * the zone in $2: one index range per day, so rebuilding today reads today's rows only.
 */
function onDays(alias: string, column: string): string {
  return `unnest($1::date[]) d(day)
     join ${alias} on ${column} >= (d.day::timestamp at time zone $2::text)
                  and ${column} < ((d.day + 1)::timestamp at time zone $2::text)`;
}

/** The first day of the period a `date` column falls in, as `bucketStart` draws it (weeks start on Monday). */
export function periodStartSql(column: string, grain: Grain): string {
  if (grain === 'day') return column;
  return `date_trunc('${grain}', ${column}::timestamp)::date`;
}

const REWARD_TOTALS = `
  coalesce(sum(l.points) filter (where l.reason = 'order_earned'), 0),
  coalesce(sum(l.points) filter (where l.reason = 'referral'), 0),
  coalesce(sum(l.points) filter (where l.reason = 'birthday'), 0),
  coalesce(sum(l.points) filter (where l.reason = 'adjustment' and l.points > 0), 0),
  coalesce(-sum(l.points) filter (where l.reason = 'order_redeemed'), 0),
  coalesce(sum(l.points) filter (where l.reason = 'order_refunded'), 0),
  coalesce(-sum(l.points) filter (where l.reason = 'adjustment' and l.points < 0), 0),
  sum(l.points),
  0`;

const REWARD_COLUMNS = 'day, earned, referral, birthday, adjusted_up, redeemed, refunded, adjusted_down, net, balance';

/** Points per day by what moved them, and the running balance every customer holds together. */
export const rewardDaysRollup: RollupBuilder = {
  name: 'report_reward_days',
  subjects: ['reward_ledger'],
  async rebuild(tx: Queryable, days, timeZone) {
    if (days === 'all') {
      await tx.query('delete from public.report_reward_days');
      await tx.query(
        `insert into public.report_reward_days (${REWARD_COLUMNS})
         select (l.created_at at time zone $1::text)::date, ${REWARD_TOTALS}
           from public.reward_ledger l group by 1`,
        [timeZone],
      );
    } else {
      await tx.query('delete from public.report_reward_days where day = any($1::date[])', [days]);
      await tx.query(
        `insert into public.report_reward_days (${REWARD_COLUMNS})
         select d.day, ${REWARD_TOTALS} from ${onDays('public.reward_ledger l', 'l.created_at')}
          group by d.day`,
        [days, timeZone],
      );
    }
    // Every balance from the first day rebuilt onward moves with it (a few hundred rows a year).
    await tx.query(
      `update public.report_reward_days r set balance = s.balance
         from (select day, (sum(net) over (order by day))::bigint as balance from public.report_reward_days) s
        where r.day = s.day and ($1::date is null or r.day >= $1::date) and r.balance <> s.balance`,
      [days === 'all' ? null : days[0]],
    );
  },
};

const REFERRAL_TOTALS = `r.referrer_id, count(*)::int, count(o.id)::int, count(r.rewarded_at)::int`;

/** Referred accounts per day they were created and referrer, with how far each went. */
export const referralDaysRollup: RollupBuilder = {
  name: 'report_referral_days',
  subjects: ['referrals'],
  async rebuild(tx: Queryable, days, timeZone) {
    const firstOrder = `left join public.orders o on o.id = r.first_order_id and ${COUNTED_ORDER_SQL}`;
    const columns = 'day, referrer_id, signups, first_orders, rewarded';
    if (days === 'all') {
      await tx.query('delete from public.report_referral_days');
      await tx.query(
        `insert into public.report_referral_days (${columns})
         select (r.created_at at time zone $1::text)::date, ${REFERRAL_TOTALS}
           from public.referrals r ${firstOrder} group by 1, r.referrer_id`,
        [timeZone],
      );
      return;
    }
    await tx.query('delete from public.report_referral_days where day = any($1::date[])', [days]);
    await tx.query(
      `insert into public.report_referral_days (${columns})
       select d.day, ${REFERRAL_TOTALS} from ${onDays('public.referrals r', 'r.created_at')} ${firstOrder}
        group by d.day, r.referrer_id`,
      [days, timeZone],
    );
  },
};
