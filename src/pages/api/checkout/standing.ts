import { CheckoutStandingRequest } from '#lib/checkout/checkout-standing.ts';
import { checkoutStanding, checkoutStore } from '#server/checkout/index.ts';
import { endpoint, json, Refusal } from '#server/http/index.ts';

/**
 * What the checkout shows before the order is placed (JSON in: `{ mode, store?, medicalCardNumber? }`):
 * whether the store can take orders now (its synced stock current) and, for a medical checkout
 * with a card at a store whose stock comes from Metrc or its point of sale, the registry's word
 * on the card. 200 with `{ stockProblem, registry, registryMessage }`, a registry that fails
 * among them; 400 for input or a store that is none of ours; 429 beyond the look-up limit.
 * Personal, never cached; placing the order checks all of it again.
 */
export const POST = endpoint(
  // A POST for the card number, kept out of addresses and logs: it changes nothing but a count.
  {
    body: CheckoutStandingRequest,
    invalid: 'The checkout could not be checked: some of it is not valid.',
    repeats: 'runs again',
  },
  async ({ body }, { locals }) => {
    const settings = await checkoutStore(locals.db, body.store, {
      defaultStore: locals.storeSettings,
      openStores: locals.stores,
    });
    if (!settings) throw new Refusal(400, 'That store is not one of ours.', 'store');
    const standing = await checkoutStanding(
      locals.db,
      { storeId: settings.store.id, mode: body.mode, medicalCardNumber: body.medicalCardNumber },
      { sourceFor: locals.inventorySourceFor, clientAddress: locals.clientAddress, now: locals.clock.now() },
    );
    return json(standing);
  },
);
