/**
 * `POST /api/checkout/standing`: before the order is placed, whether its store can take orders now
 * (its synced stock current) and, for a medical order at a store with a source, what the registry
 * says of the card. Read-only; the placement checks both again.
 */
import { z } from 'zod';
import { MAX_TYPED_CARD_NUMBER_LENGTH, normalizeRegistryCardNumber } from '../registry-card.ts';
import { MENU_MODES } from '../catalog/menu-query.ts';
import { CheckoutStoreSlug } from './checkout-request.ts';
import type { RegistryStanding } from './registry-standing.ts';

export const CheckoutStandingRequest = z.object(
  {
    mode: z.enum(MENU_MODES, { error: 'Choose a menu: "adult" (adult-use) or "medical".' }),
    store: CheckoutStoreSlug.optional(),
    medicalCardNumber: z
      .string()
      .trim()
      .max(MAX_TYPED_CARD_NUMBER_LENGTH, 'A registry card number has at most 20 letters and digits.')
      .optional()
      .transform((typed, context) => {
        if (typed === undefined || typed === '') return undefined;
        const card = normalizeRegistryCardNumber(typed);
        if (!card) {
          context.addIssue({ code: 'custom', message: 'Enter the number on your Michigan registry card.' });
          return z.NEVER;
        }
        return card;
      }),
  },
  { error: 'Send { mode, store?, medicalCardNumber? } as JSON.' },
);
export type CheckoutStandingRequest = z.infer<typeof CheckoutStandingRequest>;

/** The answer: a sentence why the store cannot take orders now (or null), and the registry's word (or null: not asked). */
export interface CheckoutStanding {
  stockProblem: string | null;
  registry: RegistryStanding | null;
  /** The registry's word as the checkout shows it (registryStandingMessage), or null. */
  registryMessage: string | null;
}
