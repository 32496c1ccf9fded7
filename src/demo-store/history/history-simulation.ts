import type { Deal } from '#lib/deals/deal.ts';
import { createRandom, type Random } from '../random.ts';
import { BasketMaker } from './history-baskets.ts';
import { dailyDemand, historyDays, orderTime, poisson, storeDay, type StoreDay } from './history-calendar.ts';
import { ConsentBook } from './history-consents.ts';
import { planCustomers, type PlannedCustomer } from './history-customers.ts';
import { holidayOn } from './history-holidays.ts';
import { identityOf, type Identity } from './history-identities.ts';
import type { HistoryInputs } from './history-inputs.ts';
import { placeHistoryOrder, settleFirstPickups, type OrderRequest, type OrderState } from './history-orders.ts';
import { FIRST_STORE_PEOPLE, PeopleSource, type PeopleStyle } from './history-people.ts';
import { RewardsBook } from './history-rewards.ts';
import { abandonCheckouts } from './history-abandoned.ts';
import { planStockouts, type StockoutPlan } from './history-stockouts.ts';
import type { HistoryChunk, HistoryTail } from './history-types.ts';

/** How big a history: the accounts that shop in it and the store's average orders a day. */
export interface HistoryScale {
  customers: number;
  ordersPerDay: number;
}

/** The demo store: a small-town dispensary's online pickup orders (about 4 700 a year). */
export const DEMO_HISTORY_SCALE: HistoryScale = { customers: 540, ordersPerDay: 12 };

/** Share of orders placed as guests (no account). */
const GUEST_SHARE = 0.3;

export interface HistoryOptions {
  /** The store-local day the history is seeded on ('YYYY-MM-DD'): it ends the day before. */
  seedDay: string;
  scale: HistoryScale;
  /** Names the random streams; the same seed, day, scale and store give the same history. */
  seed?: string;
  /** Store-local days the store was closed (its holidays): nobody ordered or picked up. */
  closedDays?: readonly string[];
  /** Whether the store sells on the medical menu (a medical licence); without it patients order adult-use. */
  medicalMenu?: boolean;
  /** How the store's own people are addressed (history-people.ts). */
  people?: PeopleStyle;
}

/** What is decided before the first day is simulated (and written first: the accounts and referrals). */
export interface HistoryPlan {
  inputs: HistoryInputs;
  options: Required<HistoryOptions>;
  days: StoreDay[];
  demand: number[];
  customers: PlannedCustomer[];
  stockouts: StockoutPlan;
  people: PeopleSource;
  random: Random;
}

export function planHistory(inputs: HistoryInputs, options: HistoryOptions): HistoryPlan {
  const settled: Required<HistoryOptions> = {
    seed: 'river-raisin-history',
    closedDays: [],
    medicalMenu: true,
    people: FIRST_STORE_PEOPLE,
    ...options,
  };
  const stream = (name: string) => createRandom(`${settled.seed}:${name}`);
  const { timeZone, hours, pickupHours, pickupSlotMinutes } = inputs.settings;
  const dates = historyDays(settled.seedDay);
  const closed = new Set(settled.closedDays);
  const days = dates.map((date) =>
    storeDay(date, { hours, pickupHours, closed: closed.has(date), timeZone, slotMinutes: pickupSlotMinutes }),
  );
  const demand = dailyDemand(dates, stream('calendar'));
  const people = new PeopleSource(stream('people'), { first: dates[0]!, last: dates.at(-1)! }, settled.people);
  const customers = planCustomers(stream('customers'), people, {
    count: settled.scale.customers,
    demand,
    targetOrders: settled.scale.ordersPerDay * dates.length * (1 - GUEST_SHARE),
    timeOn: (day, random) => orderTime(days[day]!, random, pickupSlotMinutes) ?? days[day]!.at(720 + random.int(0, 60)),
    takenReferralCodes: inputs.takenReferralCodes,
  });
  return {
    inputs,
    options: settled,
    days,
    demand,
    customers,
    stockouts: planStockouts(stream('stockouts'), inputs.items, dates),
    people,
    random: stream('days'),
  };
}

/** Orders made before the rows are handed over to be written (a few days of a busy store). */
const CHUNK_ORDERS = 3000;

/**
 * Simulates the history day by day and yields its rows a few thousand orders at a time (null at
 * the end of the other days), to be written while the next days are made; returns what is only
 * known at the end (referrals as they ended up, the consent ledger).
 */
export function* simulateHistory(plan: HistoryPlan): Generator<HistoryChunk | null, HistoryTail, void> {
  const { inputs, days, demand, random } = plan;
  const { settings } = inputs;
  const identities = new Map<string, Identity>();
  for (const customer of plan.customers) {
    const { account } = customer;
    identities.set(
      account.id,
      identityOf(
        {
          name: account.fullName,
          email: account.email,
          phone: account.phone,
          birthdate: account.birthdate,
          medicalCard: account.medicalCard,
        },
        customer,
        { email: customer.emailConsent, sms: customer.smsConsent },
      ),
    );
  }
  const guests: Identity[] = [];
  const scheduled = new Map<number, Omit<OrderRequest, 'deals' | 'unavailable'>[]>();
  const unsubscribes = new Map<number, string[]>();
  const emptyChunk = (): HistoryChunk => ({ orders: [], ledger: [], feedback: [], checkouts: [], conversions: [] });
  const state: OrderState = {
    random,
    settings,
    medicalMenu: plan.options.medicalMenu,
    days,
    baskets: new BasketMaker(inputs.items, createRandom(`${plan.options.seed}:catalog`), settings.limits),
    rewards: new RewardsBook(settings.rewards),
    consents: new ConsentBook(random, settings.name),
    takenOrderNumbers: inputs.takenOrderNumbers,
    bookings: new Map(),
    adultUsePrices: new Map(inputs.items.map((item) => [item.variantId, item.adultUsePriceCents])),
    endsBy: days.at(-1)!.endsAt,
    chunk: emptyChunk(),
    unsettledPickups: new Set(),
    unsubscribeLater(email, fromDay) {
      if (fromDay < days.length) unsubscribes.set(fromDay, [...(unsubscribes.get(fromDay) ?? []), email]);
    },
  };
  const guestsPerDay = plan.options.scale.ordersPerDay * GUEST_SHARE;
  const accounts = plan.customers.filter((customer) => customer.firstOrderDay !== null);
  // Accounts made before the day begins, who may leave a checkout too (those who never order included).
  const signedUp: Identity[] = [];
  const newGuest = () => {
    const person = plan.people.next(random.chance(0.06));
    const guest = identityOf(person, null, { email: random.chance(0.2), sms: random.chance(0.08) });
    guests.push(guest);
    return guest;
  };

  for (let index = 0; index < days.length; index++) {
    const day = days[index]!;
    settleFirstPickups(state, day.startsAt);
    for (const email of unsubscribes.get(index) ?? []) {
      state.consents.unsubscribe(email, new Date(day.startsAt.getTime() + random.int(8, 22) * 3_600_000));
    }
    while (
      signedUp.length < plan.customers.length &&
      plan.customers[signedUp.length]!.account.createdAt < day.startsAt
    ) {
      signedUp.push(identities.get(plan.customers[signedUp.length]!.account.id)!);
    }
    const deals = dealsOn(inputs.deals, day);
    const unavailable = plan.stockouts.byDay.get(day.date) ?? new Set<string>();
    const requests: OrderRequest[] = (scheduled.get(index) ?? []).map((draft) => ({ ...draft, deals, unavailable }));
    const request = (identity: Identity, at: Date | null) => {
      if (at) requests.push({ identity, at, dayIndex: index, deals, unavailable });
    };
    for (const customer of accounts) {
      const identity = identities.get(customer.account.id)!;
      if (customer.firstOrderDay === index) request(identity, customer.firstOrderAt);
      else if (
        customer.active.some((range) => index >= range.from && index < range.to) &&
        random.chance(Math.min(0.9, customer.rate * demand[index]!))
      )
        request(identity, orderTime(day, random, settings.pickupSlotMinutes));
    }
    for (let count = poisson(random, guestsPerDay * demand[index]!); count > 0; count--) {
      const guest = guests.length > 0 && random.chance(0.4) ? random.pick(guests) : newGuest();
      request(guest, orderTime(day, random, settings.pickupSlotMinutes));
    }
    requests.sort((a, b) => a.at.getTime() - b.at.getTime());
    let placed = 0;
    for (const next of requests) if (placeHistoryOrder(state, next)) placed++;

    abandonCheckouts(state, {
      dayIndex: index,
      count: poisson(random, 0.25 * placed),
      unavailable,
      boost: holidayOn(day.date)?.boost,
      customers: signedUp,
      newGuest,
      returningGuest: () => (guests.length > 0 ? random.pick(guests) : newGuest()),
      schedule: (dayIndex, draft) => scheduled.set(dayIndex, [...(scheduled.get(dayIndex) ?? []), draft]),
    });
    scheduled.delete(index);

    const last = index === days.length - 1;
    if (last) settleFirstPickups(state, state.endsBy);
    if (last || state.chunk.orders.length >= CHUNK_ORDERS) {
      state.chunk.ledger = state.rewards.drain();
      yield state.chunk;
      state.chunk = emptyChunk();
    } else {
      // A day made: the caller may let the database's answers in before the next.
      yield null;
    }
  }
  return {
    referrals: plan.customers.flatMap((customer) => (customer.referral ? [customer.referral] : [])),
    consents: state.consents.all(),
  };
}

/** The deals whose dates and weekdays touch the day: priceCart judges each against the order's instant. */
function dealsOn(deals: readonly Deal[], day: StoreDay): Deal[] {
  return deals.filter(
    (deal) =>
      (deal.daysOfWeek === null || deal.daysOfWeek.includes(day.weekday)) &&
      (deal.startsAt === null || Date.parse(deal.startsAt) < day.endsAt.getTime()) &&
      (deal.endsAt === null || Date.parse(deal.endsAt) > day.startsAt.getTime()),
  );
}
