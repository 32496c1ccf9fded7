import { DEMO_STORE } from '../store.ts';

/**
 * The demo store's facts as the seeded pages write them, read from the seed's store settings so
 * the words and the settings start out the same. Staff who change a setting edit the pages too.
 */
export const STORE_NAME = DEMO_STORE.name;
export const LEGAL_NAME = DEMO_STORE.legalName;
export const STORE_ADDRESS = `${DEMO_STORE.streetAddress}, ${DEMO_STORE.city}, ${DEMO_STORE.region} ${DEMO_STORE.postalCode}`;
/** A Markdown link that dials the store on a phone: `(734) 555-0142` → `tel:+17345550142`. */
export const STORE_PHONE_LINK = `[${DEMO_STORE.phone}](tel:+1${DEMO_STORE.phone.replace(/\D/g, '')})`;
/** A Markdown link that opens the visitor's email program. */
export const STORE_EMAIL_LINK = `[${DEMO_STORE.email}](mailto:${DEMO_STORE.email})`;
export const ADULT_USE_LICENSE = DEMO_STORE.licenseNumber;
export const MEDICAL_LICENSE = DEMO_STORE.medicalLicenseNumber;
export const MERCH_SHOP_PATH = `/${DEMO_STORE.merchSlug}-wear`;
