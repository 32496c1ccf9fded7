import type { CheckoutStanding } from '#lib/checkout/checkout-standing.ts';
import { registryStandingMessage } from '#lib/checkout/registry-standing.ts';
import { staleStockMessage, staleStockMinutes } from '#lib/checkout/stock-freshness.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Queryable } from '../db/database.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import { askRegistry, readStockSource, type InventorySourceFor } from '../orders/index.ts';

/**
 * Registry look-ups from one address, and of one card from anywhere, in ten minutes: a patient
 * typing and correcting their number asks a few times; a script walking card numbers is refused
 * (the registry's own limit is per store, about 50 a second, and placements need it too).
 */
export const REGISTRY_LOOKUP_LIMIT: RequestLimit = { windowSeconds: 600, perClient: 30, perRecipient: 10 };

/**
 * What the checkout shows before the order is placed (decision 80): a store whose synced stock is
 * over 15 minutes old says it takes no orders until it is current; a medical checkout with a card
 * at a store with a source shows the registry's word on it, asked within the placement's short
 * wait and counted against REGISTRY_LOOKUP_LIMIT (429 beyond). A source that fails is a sentence
 * saying so, never an error. Writes nothing but the look-up's count.
 */
export async function checkoutStanding(
  db: Queryable,
  ask: { storeId: string; mode: MenuMode; medicalCardNumber?: string | undefined },
  {
    sourceFor,
    clientAddress,
    now = new Date(),
    waitMs,
  }: { sourceFor?: InventorySourceFor | undefined; clientAddress: string; now?: Date; waitMs?: number },
): Promise<CheckoutStanding> {
  const stock = await readStockSource(db, ask.storeId);
  if (!stock) return { stockProblem: null, registry: null, registryMessage: null };
  const minutes = staleStockMinutes(stock, now);
  const stockProblem = minutes === null ? null : staleStockMessage(stock.storeName, minutes, stock.phone);
  const card = ask.mode === 'medical' ? ask.medicalCardNumber : undefined;
  if (!card || stock.kind === 'own') return { stockProblem, registry: null, registryMessage: null };
  await limitRequest(
    db,
    'registry-lookup',
    REGISTRY_LOOKUP_LIMIT,
    { clientAddress, recipient: card, now },
    {
      client: 'Too many registry look-ups from here.',
      recipient: 'Too many look-ups of this registry card.',
    },
  );
  const registry = await askRegistry(stock, card, { sourceFor, waitMs });
  return { stockProblem, registry, registryMessage: registry && registryStandingMessage(registry) };
}
