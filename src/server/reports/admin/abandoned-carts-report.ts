import { formatUsPhone } from '#lib/phone.ts';
import {
  REPORTS,
  type Metric,
  type MetricDirection,
  type ReportPayload,
  type ReportTable,
} from '#lib/reports/report-payload.ts';
import { formatCents } from '#lib/money.ts';
import { formatDay, formatDayRange, type DayRange, type ReportRange } from '#lib/reports/report-range.ts';
import { formatClockTime } from '#lib/settings/store-hours.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import { consentAddress, subscribedAddresses } from '../../consent/index.ts';
import type { Queryable } from '../../db/database.ts';
import { ABANDONED_SQL, LATER_ORDER_SQL, RECOVERY_DAYS } from './abandoned-carts-rollup.ts';
import type { ReportRequest } from './report-endpoint.ts';
import { ofStores, reportStoreIds, storeFilters } from './report-stores.ts';
import { counted, periodColumn, rangeInstants, ratio, sumByBucket, sumRows, type DayRow } from './rollup-days.ts';

/**
 * The abandoned-carts report (staff): checkouts that captured a contact but placed no order, per
 * period from the day rollup, and the newest of them one by one. A person's name, email and phone
 * appear only on the channels they agreed to marketing on, as the consent ledger says at the time
 * of asking; everyone else is "No marketing consent", in the table and in its CSV alike.
 */

/** Checkouts listed one by one; the note counts the rest. */
export const ABANDONED_LIST_LIMIT = 50;
export const NO_CONSENT = 'No marketing consent';

const SUMS = ['checkouts', 'value_cents', 'items', 'later_ordered'] as const;
type Sums = Record<(typeof SUMS)[number], number>;

async function dayRows(
  db: Queryable,
  days: DayRange,
  storeIds: readonly string[] | null,
): Promise<DayRow<(typeof SUMS)[number]>[]> {
  return db.query(
    `select day::text as day, sum(checkouts)::int as checkouts, sum(value_cents)::bigint as value_cents,
            sum(items)::int as items, sum(later_ordered)::int as later_ordered
       from abandoned_checkout_days where ${ofStores('store_id', '$3')} and day between $1 and $2
      group by day order by day`,
    [days.start, days.end, storeIds],
  );
}

const DEFINITIONS = {
  checkouts:
    'Checkouts that captured an email or phone number and placed no order, dated by the day the contact was first entered.',
  value: 'The subtotal of those carts at adult-use prices, as last saved at checkout, before discounts and taxes.',
  items: 'Units in those carts.',
  laterOrdered: `Abandoned checkouts whose person — the same email or phone number — placed an order (not cancelled or expired) within ${RECOVERY_DAYS} days after entering their contact.`,
  recovery: `Later ordered ÷ abandoned checkouts.`,
};

function metrics(current: Sums, previous: Sums | null): Metric[] {
  const metric = (
    key: string,
    label: string,
    format: Metric['format'],
    value: (sums: Sums) => number | null,
    definition: string,
    better: MetricDirection,
  ): Metric => ({
    key,
    label,
    format,
    value: value(current),
    previous: previous ? value(previous) : null,
    definition,
    better,
  });
  return [
    metric('checkouts', 'Abandoned checkouts', 'count', (s) => s.checkouts, DEFINITIONS.checkouts, 'lower'),
    metric('value', 'Value left in carts', 'cents', (s) => s.value_cents, DEFINITIONS.value, 'lower'),
    metric('items', 'Units left in carts', 'count', (s) => s.items, DEFINITIONS.items, 'lower'),
    metric('later_ordered', 'Later ordered', 'count', (s) => s.later_ordered, DEFINITIONS.laterOrdered, 'higher'),
    metric(
      'recovery_rate',
      'Recovery rate',
      'percent',
      (s) => ratio(s.later_ordered, s.checkouts),
      DEFINITIONS.recovery,
      'higher',
    ),
  ];
}

function overTime(rows: DayRow<(typeof SUMS)[number]>[], range: ReportRange, total: Sums): ReportTable {
  return {
    key: 'over-time',
    title: 'Abandoned checkouts over time',
    summary: `${counted(total.checkouts, 'abandoned checkout')} worth ${formatCents(total.value_cents)} from ${formatDayRange(range)}; ${total.later_ordered} of them later ordered.`,
    columns: [
      periodColumn(range.grain),
      { key: 'checkouts', label: 'Abandoned checkouts', format: 'count', definition: DEFINITIONS.checkouts },
      { key: 'value', label: 'Value', format: 'cents', definition: DEFINITIONS.value },
      { key: 'items', label: 'Units', format: 'count', definition: DEFINITIONS.items },
      { key: 'later_ordered', label: 'Later ordered', format: 'count', definition: DEFINITIONS.laterOrdered },
      { key: 'recovery_rate', label: 'Recovery rate', format: 'percent', definition: DEFINITIONS.recovery },
    ],
    rows: sumByBucket(rows, SUMS, range, range.grain).map(({ bucket, sums }) => ({
      period: bucket,
      checkouts: sums.checkouts,
      value: sums.value_cents,
      items: sums.items,
      later_ordered: sums.later_ordered,
      recovery_rate: ratio(sums.later_ordered, sums.checkouts),
    })),
    chart: { kind: 'line', x: 'period', series: ['checkouts', 'later_ordered'] },
  };
}

interface AbandonedCheckout {
  captured_at: Date;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  subtotal_cents: number;
  items: string | null;
  later_ordered: boolean;
}

async function newestCheckouts(
  db: Queryable,
  range: ReportRange,
  storeIds: readonly string[] | null,
): Promise<AbandonedCheckout[]> {
  const { from, to } = rangeInstants(range, range.timeZone);
  return db.query<AbandonedCheckout & Record<string, unknown>>(
    `select a.captured_at, a.contact_name, a.email, a.phone, a.subtotal_cents,
            (select string_agg(coalesce(p.name || ' ' || v.size_label, 'A removed item') || ' × ' || (line.value ->> 'quantity'),
                               ', ' order by line.position)
               from jsonb_array_elements(case jsonb_typeof(a.cart) when 'array' then a.cart else '[]'::jsonb end)
                    with ordinality as line(value, position)
               left join variants v on v.id = (line.value ->> 'variantId')::uuid
               left join products p on p.id = v.product_id) as items,
            ${LATER_ORDER_SQL} as later_ordered
       from abandoned_checkouts a
      where ${ABANDONED_SQL} and ${ofStores('a.store_id', '$4')} and a.captured_at >= $1 and a.captured_at < $2
      order by a.captured_at desc, a.id
      limit $3`,
    [from, to, ABANDONED_LIST_LIMIT, storeIds],
  );
}

/**
 * What staff may see of the person behind each checkout: the channels they are subscribed to
 * marketing on (the ledger's current state), with their name when there is one; else NO_CONSENT.
 */
async function contacts(db: Queryable, checkouts: readonly AbandonedCheckout[]): Promise<string[]> {
  const addresses = checkouts.map((checkout) => ({
    email: checkout.email ? consentAddress('email', checkout.email) : null,
    sms: checkout.phone ? consentAddress('sms', checkout.phone) : null,
  }));
  const listed = (channel: 'email' | 'sms') =>
    addresses.map((address) => address[channel]).filter((address): address is string => address !== null);
  const [emails, phones] = await Promise.all([
    subscribedAddresses(db, 'email', listed('email'), 'marketing'),
    subscribedAddresses(db, 'sms', listed('sms'), 'marketing'),
  ]);
  return checkouts.map((checkout, index) => {
    const { email, sms } = addresses[index]!;
    const byEmail = email !== null && emails.has(email);
    const bySms = sms !== null && phones.has(sms);
    if (!byEmail && !bySms) return NO_CONSENT;
    return [checkout.contact_name, byEmail ? email : null, bySms ? formatUsPhone(checkout.phone!) : null]
      .filter((part): part is string => Boolean(part))
      .join(' · ');
  });
}

function capturedAt(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  return `${formatDay(clock.date)}, ${formatClockTime(time)}`;
}

async function checkoutList(
  db: Queryable,
  range: ReportRange,
  checkouts: readonly AbandonedCheckout[],
  total: number,
): Promise<ReportTable> {
  const contactOf = await contacts(db, checkouts);
  const rows = checkouts.map((checkout, index) => ({
    captured_at: capturedAt(checkout.captured_at, range.timeZone),
    value: checkout.subtotal_cents,
    items: checkout.items ?? '',
    later_ordered: checkout.later_ordered ? 'Yes' : 'No',
    contact: contactOf[index]!,
  }));
  const rest = total - rows.length;
  return {
    key: 'checkouts',
    title: 'Abandoned checkouts',
    summary:
      rest > 0
        ? `The newest ${rows.length} of ${total} abandoned checkouts, newest first.`
        : `${counted(rows.length, 'abandoned checkout')}, newest first.`,
    columns: [
      { key: 'captured_at', label: 'Contact entered', format: 'text' },
      { key: 'value', label: 'Value', format: 'cents', definition: DEFINITIONS.value },
      { key: 'items', label: 'Items', format: 'text' },
      { key: 'later_ordered', label: 'Later ordered', format: 'text', definition: DEFINITIONS.laterOrdered },
      { key: 'contact', label: 'Contact', format: 'text' },
    ],
    rows,
    note: [
      'Contact details show only for people who agreed to marketing on that channel (email or texts), as the consent ledger stands now; everyone else reads "No marketing consent", here and in the CSV.',
      rest > 0 ? `The newest ${rows.length} of ${total} are listed; choose fewer days to see the other ${rest}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export async function loadAbandonedCartsReport({ db, range, stores }: ReportRequest): Promise<ReportPayload> {
  const storeIds = reportStoreIds(stores);
  const [rows, previousRows, checkouts] = await Promise.all([
    dayRows(db, range, storeIds),
    range.previous ? dayRows(db, range.previous, storeIds) : null,
    newestCheckouts(db, range, storeIds),
  ]);
  const total = sumRows(rows, SUMS);
  const previous = previousRows ? sumRows(previousRows, SUMS) : null;
  return {
    report: 'abandoned-carts',
    title: REPORTS['abandoned-carts'].title,
    range,
    filters: storeFilters(stores),
    metrics: metrics(total, previous),
    tables: [overTime(rows, range, total), await checkoutList(db, range, checkouts, total.checkouts)],
    empty: total.checkouts === 0,
  };
}
