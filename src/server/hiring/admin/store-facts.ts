import type { PostingForReadiness } from '#lib/hiring/posting-readiness.ts';
import type { Queryable } from '../../db/database.ts';

/** What hiring needs of the store's settings: the employer's name and address, and how to reach it. */
export interface HiringStoreFacts extends Pick<
  PostingForReadiness,
  'organizationName' | 'storeAddress' | 'directApply'
> {
  phone: string;
}

/**
 * The store's facts as the readiness check and the applicant emails read them. Applicants always
 * apply on the posting's own page (`/learn/jobs/{slug}`), so every posting is a direct apply.
 */
export async function readHiringStoreFacts(db: Queryable): Promise<HiringStoreFacts> {
  const [row] = await db.query<{
    name: string;
    street_address: string;
    city: string;
    region: string;
    postal_code: string;
    phone: string;
  }>('select name, street_address, city, region, postal_code, phone from store_settings limit 1');
  return {
    organizationName: row?.name ?? '',
    storeAddress: {
      street: row?.street_address ?? '',
      city: row?.city ?? '',
      region: row?.region ?? '',
      postalCode: row?.postal_code ?? '',
    },
    directApply: true,
    phone: row?.phone ?? '',
  };
}
