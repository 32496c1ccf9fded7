import { z } from 'zod';
import type { UnlistedReason } from './listing-guard.ts';

/**
 * The dashboard's contracts of the inventory domain (decision 77): a store's source of stock, as
 * its admins choose it, and its packages, as its managers map and check them.
 */

export const INVENTORY_SOURCE_KINDS = ['own', 'metrc', 'pos'] as const;
export type InventorySourceKind = (typeof INVENTORY_SOURCE_KINDS)[number];

export const INVENTORY_SOURCE_LABELS: Record<InventorySourceKind, string> = {
  own: 'Our own count (staff keep stock in the dashboard)',
  metrc: 'Metrc',
  pos: 'Point of sale (Dutchie POS)',
};

/** The source form as the admin sends it; the user API key is write-only and kept when left empty. */
export const InventorySourceInput = z
  .object({
    kind: z.enum(INVENTORY_SOURCE_KINDS, 'Choose where the store’s stock comes from.'),
    licenceNumber: z
      .string()
      .trim()
      .max(40, 'A licence number has at most 40 characters.')
      .regex(/^[A-Za-z0-9-]*$/, 'A licence number has letters, digits and hyphens only.')
      .default(''),
    userApiKey: z.string().trim().max(200, 'The API key has at most 200 characters.').default(''),
  })
  .superRefine((input, context) => {
    if (input.kind !== 'own' && input.licenceNumber === '') {
      context.addIssue({
        code: 'custom',
        path: ['licenceNumber'],
        message: 'Enter the Metrc licence number the store’s packages are under.',
      });
    }
  });
export type InventorySourceInput = z.input<typeof InventorySourceInput>;

/** A store's source as the dashboard shows it: never the credentials themselves. */
export interface InventorySourceView {
  storeId: string;
  storeName: string;
  kind: InventorySourceKind;
  licenceNumber: string;
  credentialsState: 'unset' | 'ok' | 'attention';
  /** Why the source refused the credentials, while they need attention. */
  credentialsProblem: string;
  credentialsSavedAt: string | null;
  lastSyncedAt: string | null;
  lastError: string;
  lastErrorAt: string | null;
  /** Whether this deployment can keep credentials (INVENTORY_CREDENTIALS_KEY is set). */
  sourcesAvailable: boolean;
}

/** One package of the store as the packages list shows it. */
export interface PackageListItem {
  id: string;
  label: string;
  itemName: string;
  category: string;
  quantity: number;
  unitOfMeasure: string;
  unitWeightGrams: number | null;
  labState: string;
  onHold: boolean;
  expiresOn: string | null;
  variantId: string | null;
  /** The mapped size as people read it ("Blue Dream, 3.5 g"), or null. */
  sizeName: string | null;
  weightConfirmedAt: string | null;
  /** Why it is not on the menu, or null when it is. */
  unlisted: UnlistedReason | null;
  unlistedSentence: string | null;
}

/** A size a package can be mapped to. */
export interface MappableSize {
  id: string;
  name: string;
}

export interface PackagesPage {
  storeName: string;
  sourceKind: InventorySourceKind;
  packages: PackageListItem[];
  sizes: MappableSize[];
}

/** A change to one package: the size it is sold as (null: none), or its unusual unit weight confirmed. */
export const PackageChange = z.union([
  z.object({ variantId: z.uuid('Choose a size from the list.').nullable() }).strict(),
  z.object({ confirmWeight: z.literal(true, 'Confirm the weight with true.') }).strict(),
]);
export type PackageChange = z.infer<typeof PackageChange>;
