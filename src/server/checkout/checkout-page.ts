import type { Queryable } from '../db/database.ts';
import { type SignedInAccount, getCustomerProfile } from '../customers/index.ts';
import { pickupSlots, type PickupSlot } from '#lib/pickup/pickup-slots.ts';
import { formatUsPhone } from '#lib/phone.ts';
import type { StoreSettings } from '../settings/index.ts';
import { fullPickupSlots } from '../orders/index.ts';
import { rewardsBalance } from '../rewards/index.ts';

export interface CheckoutPage {
  /** Pickup slots from now on that still have room. */
  slots: PickupSlot[];
  /** Signed in: points to spend and what they buy. */
  rewards: { balance: number; tiers: { points: number; discountCents: number }[] } | null;
  prefill: {
    name: string;
    email: string;
    phone: string;
    birthdate: string;
    medicalCardNumber: string;
    medicalCardExpiresOn: string;
  };
}

/** What the checkout page shows before the shopper types: open slots and, signed in, their saved details. */
export async function loadCheckoutPage(
  db: Queryable,
  account: SignedInAccount | null,
  settings: Pick<
    StoreSettings,
    'store' | 'pickupHours' | 'closures' | 'timeZone' | 'pickupSlotMinutes' | 'pickupSlotCapacity' | 'rewards'
  >,
  now = new Date(),
): Promise<CheckoutPage> {
  const offered = pickupSlots({
    hours: settings.pickupHours,
    closures: settings.closures,
    timeZone: settings.timeZone,
    slotMinutes: settings.pickupSlotMinutes,
    now,
  });
  const full = await fullPickupSlots(
    db,
    settings.store.id,
    offered.map((slot) => slot.start),
    settings.pickupSlotCapacity,
  );
  const profile = account ? await getCustomerProfile(db, account.id) : null;
  const balance = account ? await rewardsBalance(db, account.id) : null;
  return {
    slots: offered.filter((slot) => !full.has(slot.start)),
    rewards: balance === null ? null : { balance, tiers: settings.rewards.redemptionTiers },
    prefill: {
      name: profile?.fullName ?? '',
      email: account?.email ?? '',
      phone: profile?.phone ? formatUsPhone(profile.phone) : '',
      birthdate: profile?.birthday ?? '',
      medicalCardNumber: profile?.medicalCardNumber ?? '',
      medicalCardExpiresOn: profile?.medicalCardExpiresOn ?? '',
    },
  };
}
