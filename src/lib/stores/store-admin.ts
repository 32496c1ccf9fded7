/**
 * The stores as the dashboard's stores pages show and edit them: the licence kinds a Michigan
 * location holds, the two time zones Michigan spans, and the shapes the stores endpoints answer.
 */

/** The state licences a store can hold, one number per kind (R 420.203(2)(d): each keeps its own records). */
export const LICENCE_KINDS = [
  'adult_use_retailer',
  'medical_provisioning_center',
  'microbusiness',
  'class_a_microbusiness',
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Readonly<Record<LicenceKind, string>> = {
  adult_use_retailer: 'Adult-use retailer',
  medical_provisioning_center: 'Medical provisioning center',
  microbusiness: 'Microbusiness',
  class_a_microbusiness: 'Class A microbusiness',
};

/** Michigan's two time zones: Eastern, and Central in the four counties bordering Wisconsin. */
export const MICHIGAN_TIME_ZONES = ['America/Detroit', 'America/Menominee'] as const;
export type MichiganTimeZone = (typeof MICHIGAN_TIME_ZONES)[number];

export const TIME_ZONE_LABELS: Readonly<Record<MichiganTimeZone, string>> = {
  'America/Detroit': 'Eastern (most of Michigan)',
  'America/Menominee': 'Central (Gogebic, Iron, Dickinson and Menominee counties)',
};

export type StoreStatus = 'open' | 'paused' | 'closed';

export const STORE_STATUS_LABELS: Readonly<Record<StoreStatus, string>> = {
  open: 'Open',
  paused: 'Online ordering paused',
  closed: 'Closed for good',
};

export interface StoreLicence {
  kind: LicenceKind;
  number: string;
  /** YYYY-MM-DD, or null when not recorded. */
  expiresOn: string | null;
}

/** The licences a store keeps its medical stock apart with, both of them (decision 73). */
export const STOCK_APART_LICENCE_KINDS = [
  'adult_use_retailer',
  'medical_provisioning_center',
] as const satisfies readonly LicenceKind[];

/** A week of opening times, Sunday first; a closed day has no intervals. */
export interface StoreWeek {
  days: { intervals: { opens: string; closes: string }[] }[];
}

/** A store in the stores list. */
export interface StoreListItem {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
  town: string;
  status: StoreStatus;
  licences: StoreLicence[];
}

/** Everything the store form edits. */
export interface StoreDetail {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
  status: StoreStatus;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  municipality: string;
  timeZone: string;
  phone: string;
  email: string;
  licences: StoreLicence[];
  hours: { inStore: StoreWeek; pickup: StoreWeek | null };
  slotMinutes: number;
  slotCapacity: number;
  orderHoldMinutes: number;
  ordering: { paused: boolean; message: string };
  /** The store keeps its medical stock apart from its adult-use stock (decision 73). */
  medicalStockApart: boolean;
  closedAt: string | null;
}
