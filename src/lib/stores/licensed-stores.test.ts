import { describe, expect, it } from 'vitest';
import { footerChain, licensedStore } from './licensed-stores.ts';

const MONROE = {
  store: { slug: 'monroe', name: 'Monroe' },
  address: { city: 'Monroe' },
  licenseNumber: 'AU-R-000123',
  medicalLicenseNumber: 'PC-000456',
};
const YPSILANTI = {
  store: { slug: 'ypsilanti', name: 'Ypsilanti' },
  address: { city: 'Ypsilanti' },
  licenseNumber: 'AU-R-000789',
  medicalLicenseNumber: null,
};

describe('the licences the storefront names', () => {
  it('lists a store’s adult-use licence, then its medical one only when it holds one', () => {
    expect(licensedStore(MONROE)).toEqual({
      slug: 'monroe',
      name: 'Monroe',
      town: 'Monroe',
      licences: [
        { label: 'Adult-use retailer license', number: 'AU-R-000123' },
        { label: 'Medical provisioning center license', number: 'PC-000456' },
      ],
    });
    expect(licensedStore(YPSILANTI).licences).toEqual([{ label: 'Adult-use retailer license', number: 'AU-R-000789' }]);
  });

  it('leaves the footer of one store as it was', () => {
    expect(footerChain(MONROE, [MONROE], false)).toBeNull();
    expect(footerChain(MONROE, [MONROE], true)).toBeNull();
  });

  it('lists every open store’s licences on a chain’s pages, and only its own on a store’s page', () => {
    const everywhere = footerChain(MONROE, [MONROE, YPSILANTI], false);
    expect(everywhere?.location).toBe('Monroe');
    expect(everywhere?.licensed.map((store) => store.name)).toEqual(['Monroe', 'Ypsilanti']);

    const ownPage = footerChain(YPSILANTI, [MONROE, YPSILANTI], true);
    expect(ownPage?.location).toBe('Ypsilanti');
    expect(ownPage?.licensed.map((store) => store.name)).toEqual(['Ypsilanti']);
  });
});
