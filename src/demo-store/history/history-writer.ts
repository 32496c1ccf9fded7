import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '#server/db/database.ts';
import type { HolidayDeal } from './history-holidays.ts';
import { insertRows, statementOverRows } from './history-rows.ts';
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
  const rows = deals.map((deal, index) => [
    deal.slug,
    deal.title,
    deal.description,
    deal.kind,
    deal.percentOff,
    deal.scope,
    zonedInstant(deal.day, 0, timeZone),
    zonedInstant(addDays(deal.day, 1), 0, timeZone),
    100 + index,
  ]);
  await insertRows(
    tx,
    'deals',
    [
      { name: 'slug', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'kind', type: 'text' },
      { name: 'percent_off', type: 'integer' },
      { name: 'scope', type: 'text' },
      { name: 'starts_at', type: 'timestamptz' },
      { name: 'ends_at', type: 'timestamptz' },
      { name: 'position', type: 'integer' },
    ],
    rows,
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
  await insertRows(
    tx,
    'auth.users',
    [
      { name: 'id', type: 'uuid' },
      { name: 'email', type: 'text' },
      { name: 'email_confirmed_at', type: 'timestamptz' },
      { name: 'raw_app_meta_data', type: 'jsonb' },
      { name: 'raw_user_meta_data', type: 'jsonb' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
    customers.map((c) => [
      c.id,
      c.email,
      c.createdAt,
      { provider: 'email', providers: ['email'] },
      { full_name: c.fullName },
      c.createdAt,
      c.createdAt,
    ]),
  );
  return insertRows(
    tx,
    'profiles',
    [
      { name: 'id', type: 'uuid' },
      { name: 'role', type: 'text' },
      { name: 'full_name', type: 'text' },
      { name: 'phone', type: 'text' },
      { name: 'birthday', type: 'date' },
      { name: 'medical_card_number', type: 'text' },
      { name: 'medical_card_expires_on', type: 'date' },
      { name: 'referral_code', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
    customers.map((c) => [
      c.id,
      'customer',
      c.fullName,
      c.phone,
      c.birthdate,
      c.medicalCard?.number ?? null,
      c.medicalCard?.expiresOn ?? null,
      c.referralCode,
      c.createdAt,
      c.createdAt,
    ]),
  );
}

export function writeReferrals(tx: Queryable, referrals: readonly HistoryReferral[]): Promise<number> {
  return insertRows(
    tx,
    'referrals',
    [
      { name: 'id', type: 'uuid' },
      { name: 'referrer_id', type: 'uuid' },
      { name: 'referred_id', type: 'uuid' },
      { name: 'code', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    referrals.map((r) => [r.id, r.referrerId, r.referredId, r.code, r.createdAt]),
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

export function writeStockoutDays(tx: Queryable, days: readonly HistoryStockoutDay[]): Promise<number> {
  return insertRows(
    tx,
    'variant_stockout_days',
    [
      { name: 'variant_id', type: 'uuid' },
      { name: 'day', type: 'date' },
    ],
    days.map((day) => [day.variantId, day.day]),
    'on conflict do nothing',
  );
}

/** The consent ledger, and each account profile's marketing boxes following it (ledger.ts keeps them in step). */
export async function writeConsents(tx: Queryable, consents: readonly HistoryConsent[]): Promise<number> {
  await insertRows(
    tx,
    'consent_states',
    [
      { name: 'id', type: 'uuid' },
      { name: 'channel', type: 'text' },
      { name: 'address', type: 'text' },
      { name: 'purpose', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'account_id', type: 'uuid' },
      { name: 'companion_address', type: 'text' },
      { name: 'changed_at', type: 'timestamptz' },
    ],
    consents.map((c) => {
      const last = c.events.at(-1)!;
      return [c.id, c.channel, c.address, 'marketing', last.status, c.accountId, c.companionAddress, last.occurredAt];
    }),
  );
  await insertRows(
    tx,
    'consent_events',
    [
      { name: 'state_id', type: 'uuid' },
      { name: 'status', type: 'text' },
      { name: 'source', type: 'text' },
      { name: 'disclosure_key', type: 'text' },
      { name: 'disclosure_version', type: 'integer' },
      { name: 'disclosure_text', type: 'text' },
      { name: 'birthdate', type: 'date' },
      { name: 'occurred_at', type: 'timestamptz' },
    ],
    consents.flatMap((c) =>
      c.events.map((e) => [
        c.id,
        e.status,
        e.source,
        e.disclosure.key,
        e.disclosure.version,
        e.disclosure.text,
        e.birthdate,
        e.occurredAt,
      ]),
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
