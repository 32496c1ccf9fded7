import type { Queryable } from '../../db/database.ts';
import type { RollupBuilder } from './report-rollups.ts';
import { clearRollupDays, rebuildDays } from './rollup-days.ts';

/**
 * First-purchase feedback per store and store-local day (the store of the order asked about): the answers by the day given and their score
 * (`feedback_score_days`), and the questions by the day sent with how many were answered
 * (`feedback_question_days`).
 *
 * A question is sent by the pickup of a customer's first picked-up order, in the same transaction
 * (`queuePickupFollowUps`): an order picked up when no other order of the same account, or of the
 * same email (case aside), had been picked up before it. FIRST_PICKUP_SQL is that rule over the
 * stored pickups, so the count follows the orders (and the store's clock), not the outbox.
 */
// Two pickups at the same instant: the one with the lower id counts as first.
const EARLIER_PICKUP = `e.status = 'picked_up' and (e.picked_up_at, e.id) < (x.picked_up_at, x.id)`;

export const FIRST_PICKUP_SQL = `x.status = 'picked_up'
  and not exists (select 1 from orders e where lower(e.email) = lower(x.email) and ${EARLIER_PICKUP})
  and not exists (select 1 from orders e
                   where x.customer_id is not null and e.customer_id = x.customer_id and ${EARLIER_PICKUP})`;

async function rebuild(
  tx: Queryable,
  days: readonly string[] | 'all',
  timeZone: string,
  storeId: string,
): Promise<void> {
  // An answer is the store's whose order it answers.
  const answers = rebuildDays('f.created_at', days, timeZone, { column: 'o.store_id', id: storeId });
  await clearRollupDays(tx, 'feedback_score_days', days, storeId);
  await tx.query(
    `insert into feedback_score_days (store_id, day, score, answers)
     select $2::uuid, (f.created_at at time zone $1)::date, f.score, count(*)::int
       from purchase_feedback f join orders o on o.id = f.order_id where ${answers.where}
      group by 2, 3`,
    answers.params,
  );

  const pickups = rebuildDays('x.picked_up_at', days, timeZone, { column: 'x.store_id', id: storeId });
  await clearRollupDays(tx, 'feedback_question_days', days, storeId);
  await tx.query(
    `insert into feedback_question_days (store_id, day, sent, answered)
     select $2::uuid, (x.picked_up_at at time zone $1)::date, count(*)::int, count(f.order_id)::int
       from orders x left join purchase_feedback f on f.order_id = x.id
      where ${FIRST_PICKUP_SQL} and x.picked_up_at is not null and ${pickups.where}
      group by 2`,
    pickups.params,
  );
}

export const FEEDBACK_ROLLUP: RollupBuilder = {
  name: 'feedback-days',
  // `order_pickups`: a pickup sends a question; `purchase_feedback`: an answer, on its day and its question's.
  subjects: ['purchase_feedback', 'order_pickups'],
  perStore: true,
  rebuild,
};
