import { describe, expect, it } from 'vitest';
import { createHttpClient } from '#lib/http/http-client.ts';
import {
  apiUrlWithStore,
  currentStore,
  keepStore,
  storeOfSearch,
  storeScopedFetch,
  withStore,
} from './store-switch.ts';

const MONROE = { id: 'a', slug: 'monroe', name: 'Monroe', isDefault: true };
const YPSILANTI = { id: 'b', slug: 'ypsilanti', name: 'Ypsilanti', isDefault: false };

describe('the dashboard’s store in its address', () => {
  it('reads the store an address names', () => {
    expect(storeOfSearch('?store=ypsilanti&q=casey')).toBe('ypsilanti');
    expect(storeOfSearch('?q=casey')).toBeNull();
    expect(storeOfSearch('?store=')).toBeNull();
  });

  it('sets the store on an address, keeping its query and fragment', () => {
    expect(withStore('/dashboard/orders?status=ready#late', 'ypsilanti')).toBe(
      '/dashboard/orders?status=ready&store=ypsilanti#late',
    );
    expect(withStore('/dashboard/orders?store=monroe', 'ypsilanti')).toBe('/dashboard/orders?store=ypsilanti');
    expect(withStore('/dashboard/orders', null)).toBe('/dashboard/orders');
  });

  it('puts the chosen store back on an address that lost it, and leaves one that names a store', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(keepStore(at('/dashboard/settings'), 'ypsilanti')).toBe('/dashboard/settings?store=ypsilanti');
    expect(keepStore(at('/dashboard/orders', '?q=casey'), 'ypsilanti')).toBe(
      '/dashboard/orders?q=casey&store=ypsilanti',
    );
    expect(keepStore(at('/dashboard/orders', '?store=ypsilanti'), 'ypsilanti')).toBeNull();
    expect(keepStore(at('/dashboard/orders', '?store=monroe'), 'ypsilanti')).toBeNull();
    expect(keepStore(at('/dashboard/orders'), null)).toBeNull();
  });

  it('shows the chosen store, else the default, else the first', () => {
    expect(currentStore([MONROE, YPSILANTI], 'ypsilanti')).toBe(YPSILANTI);
    expect(currentStore([MONROE, YPSILANTI], null)).toBe(MONROE);
    expect(currentStore([MONROE, YPSILANTI], 'gone')).toBe(MONROE);
    expect(currentStore([YPSILANTI], null)).toBe(YPSILANTI);
    expect(currentStore([], null)).toBeNull();
  });
});

describe('the dashboard’s API client and the store', () => {
  function client(slug: string | null) {
    const sent: string[] = [];
    const fetchImpl = (input: RequestInfo | URL) => {
      sent.push(String(input));
      return Promise.resolve(Response.json({ ok: true }));
    };
    const api = createHttpClient({
      baseUrl: 'https://shop.test',
      fetch: storeScopedFetch(fetchImpl as typeof fetch, () => slug, 'https://shop.test'),
    });
    return { api, sent };
  }

  it('adds the chosen store to every dashboard call, reads and writes alike', async () => {
    const { api, sent } = client('ypsilanti');
    await api.get('/api/dashboard/orders?status=ready');
    await api.put('/api/dashboard/settings/pickup', { slotMinutes: 15 });
    await api.post('/api/dashboard/stores');
    expect(sent).toEqual([
      'https://shop.test/api/dashboard/orders?status=ready&store=ypsilanti',
      'https://shop.test/api/dashboard/settings/pickup?store=ypsilanti',
      'https://shop.test/api/dashboard/stores?store=ypsilanti',
    ]);
  });

  it('sends calls as written when no store is chosen, or when the call names one', async () => {
    const { api, sent } = client(null);
    await api.get('/api/dashboard/orders');
    expect(sent).toEqual(['https://shop.test/api/dashboard/orders']);
    expect(
      apiUrlWithStore(new URL('https://shop.test/api/dashboard/reports/sales?store=monroe'), 'ypsilanti').search,
    ).toBe('?store=monroe');
  });

  it('leaves calls outside the dashboard’s API alone', async () => {
    const { api, sent } = client('ypsilanti');
    await api.get('/api/session');
    expect(sent).toEqual(['https://shop.test/api/session']);
  });
});
