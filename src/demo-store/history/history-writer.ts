import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '#server/db/index.ts';
import type { HolidayDeal } from './history-holidays.ts';
import { medicalCardFields, statementOverRows, writeRows } from './history-rows.ts';
import type { HistoryConsent, HistoryCustomer, HistoryReferral, HistoryStockoutDay } from './history-types.ts';

/**
 * Writes the history's rows, table by table, in the order their references need: accounts and
 * referrals first, each month's orders with what hangs off them, then what is known at the end.
 */

/** The holiday deals as ended rows of `deals`, each running its store-local day; a slug that exists is kept. */
export async function writeHolidayDeals(
  tx: Queryable,
  deals: readonly HolidayDeal[],
  timeZone: string,
): Promise<number> {
  if (deals.length === 0) return 0;
  await writeRows(
    tx,
    'deals',
    {
      slug: 'text',
      title: 'text',
      description: 'text',
      kind: 'text',
      percentOff: 'integer',
      scope: 'text',
      startsAt: 'timestamptz',
      endsAt: 'timestamptz',
      position: 'integer',
    },
    deals.map((deal, index) => ({
      ...deal,
      startsAt: zonedInstant(deal.day, 0, timeZone),
      endsAt: zonedInstant(addDays(deal.day, 1), 0, timeZone),
      position: 100 + index,
    })),
    'on conflict (slug) do nothing',
  );
  const targets = deals.flatMap((deal) => deal.targets.map((category) => [deal.slug, category]));
  if (targets.length > 0)
    await statementOverRows(
      tx,
      (from) =>
        `insert into deal_targets (deal_id, category_id)
         select d.id, c.id from ${from} join deals d on d.slug = x.c0 join categories c on c.slug = x.c1
          where not exists (select 1 from deal_targets t where t.deal_id = d.id)`,
      ['text', 'text'],
      targets,
    );
  return deals.length;
}

/** The accounts: confirmed emails and no password (nobody signs in as them), and their profiles. */
export async function writeCustomers(tx: Queryable, customers: readonly HistoryCustomer[]): Promise<number> {
  await writeRows(
    tx,
    'auth.users',
    {
      id: 'uuid',
      email: 'text',
      emailConfirmedAt: 'timestamptz',
      rawAppMetaData: 'jsonb',
      rawUserMetaData: 'jsonb',
      createdAt: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    customers.map((c) => ({
      ...c,
      emailConfirmedAt: c.createdAt,
      rawAppMetaData: { provider: 'email', providers: ['email'] },
      rawUserMetaData: { full_name: c.fullName },
      updatedAt: c.createdAt,
    })),
  );
  return writeRows(
    tx,
    'profiles',
    {
      id: 'uuid',
      role: 'text',
      fullName: 'text',
      phone: 'text',
      birthday: 'date',
      medicalCardNumber: 'text',
      medicalCardExpiresOn: 'date',
      referralCode: 'text',
      createdAt: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    customers.map((c) => ({
      ...c,
      ...medicalCardFields(c.medicalCard),
      role: 'customer',
      birthday: c.birthdate,
      updatedAt: c.createdAt,
    })),
  );
}

export function writeReferrals(tx: Queryable, referrals: readonly HistoryReferral[]): Promise<number> {
  return writeRows(
    tx,
    'referrals',
    { id: 'uuid', referrerId: 'uuid', referredId: 'uuid', code: 'text', createdAt: 'timestamptz' },
    referrals,
  );
}

/** Each referral's first order and the pickup that rewarded its referrer, as they ended up. */
export async function finishReferrals(tx: Queryable, referrals: readonly HistoryReferral[]): Promise<void> {
  const used = referrals.filter((referral) => referral.firstOrderId !== null);
  await statementOverRows(
    tx,
    (from) => `update referrals r set first_order_id = x.c1, rewarded_at = x.c2 from ${from} where r.id = x.c0`,
    ['uuid', 'uuid', 'timestamptz'],
    used.map((r) => [r.id, r.firstOrderId, r.rewardedAt]),
  );
}

/** The days sizes were out at the store: its own stock's, not another store's. */
export function writeStockoutDays(
  tx: Queryable,
  days: readonly HistoryStockoutDay[],
  storeId: string,
): Promise<number> {
  return writeRows(
    tx,
    'variant_stockout_days',
    { storeId: 'uuid', variantId: 'uuid', day: 'date' },
    days.map((day) => ({ ...day, storeId })),
    'on conflict do nothing',
  );
}

/** The consent ledger, and each account profile's marketing boxes following it (ledger.ts keeps them in step). */
export async function writeConsents(tx: Queryable, consents: readonly HistoryConsent[]): Promise<number> {
  await writeRows(
    tx,
    'consent_states',
    {
      id: 'uuid',
      channel: 'text',
      address: 'text',
      purpose: 'text',
      status: 'text',
      accountId: 'uuid',
      companionAddress: 'text',
      changedAt: 'timestamptz',
    },
    consents.map((c) => {
      const last = c.events.at(-1)!;
      return { ...c, purpose: 'marketing', status: last.status, changedAt: last.occurredAt };
    }),
  );
  await writeRows(
    tx,
    'consent_events',
    {
      stateId: 'uuid',
      status: 'text',
      source: 'text',
      disclosureKey: 'text',
      disclosureVersion: 'integer',
      disclosureText: 'text',
      birthdate: 'date',
      occurredAt: 'timestamptz',
    },
    consents.flatMap((c) =>
      c.events.map((e) => ({
        ...e,
        stateId: c.id,
        disclosureKey: e.disclosure.key,
        disclosureVersion: e.disclosure.version,
        disclosureText: e.disclosure.text,
      })),
    ),
  );
  const flags = new Map<string, { email: Date | null; sms: Date | null }>();
  for (const consent of consents) {
    const last = consent.events.at(-1)!;
    if (consent.accountId === null || last.status !== 'subscribed') continue;
    const flag = flags.get(consent.accountId) ?? { email: null, sms: null };
    flag[consent.channel] = last.occurredAt;
    flags.set(consent.accountId, flag);
  }
  await statementOverRows(
    tx,
    (from) =>
      `update profiles p set email_marketing_consent_at = x.c1, sms_marketing_consent_at = x.c2 from ${from} where p.id = x.c0`,
    ['uuid', 'timestamptz', 'timestamptz'],
    [...flags].map(([id, flag]) => [id, flag.email, flag.sms]),
  );
  return consents.length;
}
