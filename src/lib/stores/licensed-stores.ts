/**
 * The licences the storefront names (R 420.507: an ad names the licensee and its licence numbers):
 * per store, its name, town and each licence's kind and number, as the footer and the wholesale
 * page list them.
 */
import { LICENCE_KIND_LABELS } from './store-admin.ts';

/** What a store's storefront settings say about its licences (StoreSettings). */
export interface StoreLicenceFacts {
  store: { slug: string; name: string };
  address: { city: string };
  licenseNumber: string;
  medicalLicenseNumber: string | null;
}

/** One store's licences as pages show them. */
export interface LicensedStore {
  slug: string;
  /** The location's own name ("Monroe"). */
  name: string;
  town: string;
  /** "Adult-use retailer license", then the medical licence when the store holds one. */
  licences: { label: string; number: string }[];
}

/** The licences of `store`, adult-use first; a kind it holds no number for is left out. */
export function licensedStore(store: StoreLicenceFacts): LicensedStore {
  const licences = [
    { label: `${LICENCE_KIND_LABELS.adult_use_retailer} license`, number: store.licenseNumber },
    { label: `${LICENCE_KIND_LABELS.medical_provisioning_center} license`, number: store.medicalLicenseNumber ?? '' },
  ].filter((licence) => licence.number !== '');
  return { slug: store.store.slug, name: store.store.name, town: store.address.city, licences };
}

/**
 * What the footer says beyond one store's facts, with two or more open stores: the location its
 * visit and hours are of (the page's store), and whose licences it lists — the page's store alone
 * on that store's own page, every open store anywhere else. Null with one store, so its footer
 * stays as it always was.
 */
export function footerChain(
  pageStore: StoreLicenceFacts,
  openStores: readonly StoreLicenceFacts[],
  onStorePage: boolean,
): { location: string; licensed: LicensedStore[] } | null {
  if (openStores.length < 2) return null;
  return {
    location: pageStore.store.name,
    licensed: (onStorePage ? [pageStore] : openStores).map(licensedStore),
  };
}
